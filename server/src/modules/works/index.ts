// The works catalogue for the rest of the server: which papers exist, what each asks, how its
// values are checked, and how the profile prefills them. A work's document is `work.template(input)`.
export { fieldsFor, findWork, listWorks, optionLabelsOf } from './catalog.js';
export { validateWorkValues } from './values.js';
export type {
  ApplicantProfile,
  WorkDefinition,
  WorkField,
} from './work.types.js';
