// The works catalogue for the rest of the server: which papers exist, what each asks, how its
// values are checked, and how the profile prefills them. A work's document is `work.template(input)`.
export { fieldNames, fieldsFor, findWork, listWorks, optionLabelsOf } from './catalog.js';
export { MOBILE_MESSAGE, placeholderFor } from './fields.js';
export { LAND_UNITS, type LandUnitSystem, landUnitSystemOf } from './land-units.js';
export { DISTRICT_OPTIONS, GENDER_OPTIONS, optionLabelNe } from './options.js';
export { prefillFromProfile, profileUpdatesFrom } from './prefill.js';
export { findServiceArea, listServiceAreas, type ServiceArea, serviceAreaRoute } from './service-areas.js';
export { type FieldError, type ValidationResult, validateWorkValues } from './values.js';
export {
  type ApplicantProfile,
  type CleanRow,
  type CleanValue,
  type CleanValues,
  type FieldPlace,
  type FieldType,
  PROFILE_KEYS,
  type ProfileDetails,
  type ProfileKey,
  type SelectOption,
  type WorkCategory,
  type WorkDefinition,
  type WorkField,
  type WorkServiceAreaId,
} from './work.types.js';
