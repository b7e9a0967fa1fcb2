import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { ResolvedLocation } from '../../modules/locations/locations.catalog.js';
import type { ApplicantProfile, CleanValues } from '../../modules/works/work.types.js';
import type { BsDate } from '../nepali/index.js';

/**
 * Everything a template may read. `values` are the validated form values (the form was prefilled
 * from the profile, so they already carry the profile's details; a field the user cleared stays
 * cleared). `profile` supplies only what no form asks, such as the account's mobile number.
 * `location` is the applicant's place from their profile; `today` is today's date in Nepal.
 */
export interface TemplateInput {
  readonly values: CleanValues;
  readonly profile: ApplicantProfile;
  readonly location: ResolvedLocation;
  readonly today: BsDate;
}

/** A pure function from the input to a pdfmake document definition. */
export type WorkTemplate = (input: TemplateInput) => TDocumentDefinitions;
