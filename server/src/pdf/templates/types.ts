import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { BsDate } from '../../shared/nepali/index.js';

// The engine's own description of what a template reads. The domain's types (validated values,
// resolved locations, profiles) fit these shapes; the engine never imports them, so it can be used
// and tested without the works catalogue.

/** A validated form value: text, a number, or the rows of a table. */
type TemplateScalar = string | number;
export type TemplateRow = Readonly<Record<string, TemplateScalar>>;
export type TemplateValues = Readonly<Record<string, TemplateScalar | readonly TemplateRow[]>>;

/**
 * The Nepali label of every value a select field offers, by field key; a table's column by
 * 'table.column' ('members.status'). The caller resolves them from the form: templates print
 * labels, they never look options up.
 */
export type OptionLabels = Readonly<Record<string, Readonly<Record<string, string>>>>;

type LocalLevelKind = 'rural_municipality' | 'municipality' | 'sub_metropolitan' | 'metropolitan';

/** The applicant's place: what a paper prints of it and what its wording depends on. */
export interface TemplatePlace {
  readonly province: { readonly slug: string; readonly nameNe: string };
  readonly district: { readonly slug: string; readonly nameNe: string };
  readonly localLevel: {
    readonly type: LocalLevelKind;
    readonly nameNe: string;
    readonly fullNameNe: string;
  };
  readonly ward: number;
}

/** The account behind the paper: its name and mobile stand in for details the form left out. */
interface TemplateProfile {
  readonly name: string;
  readonly mobile: string;
  readonly details: { readonly fullNameNe?: string };
}

/**
 * The document's verification code and the address of its public page: the footer of every page
 * prints both, the address as a QR code (see verification-footer.ts).
 */
export interface TemplateVerification {
  /** As stored: 20 characters of Crockford base32. */
  readonly code: string;
  readonly url: string;
}

/**
 * Everything a template may read. `values` are the validated form values (the form was prefilled
 * from the profile, so they already carry the profile's details; a field the user cleared stays
 * cleared). `labels` name the select values (see OptionLabels). `profile` supplies only what no
 * form asks, such as the account's mobile number. `location` is the applicant's place from their
 * profile; `today` is today's date in Nepal. Templates leave `verification` to the footer the
 * render adds to whatever they lay out.
 */
export interface TemplateInput {
  readonly values: TemplateValues;
  readonly labels: OptionLabels;
  readonly profile: TemplateProfile;
  readonly location: TemplatePlace;
  readonly today: BsDate;
  /** Absent for a document without a code (one made before codes, or withdrawn before its render). */
  readonly verification?: TemplateVerification;
  /** A specimen (a test token's document): the render marks every page (specimen-mark.ts). */
  readonly specimen?: boolean;
}

/** A pure function from the input to a pdfmake document definition. */
export type WorkTemplate = (input: TemplateInput) => TDocumentDefinitions;
