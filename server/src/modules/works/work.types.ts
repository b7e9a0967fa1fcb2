// The works catalogue's vocabulary: what a work (a kind of paper) asks for and what it produces.
// Plain data, shared by the GraphQL/REST layer, the client forms and the PDF templates.
import type { District, LocalLevel, Province } from '../locations/locations.catalog.js';
import type { BsDateRange } from '../../shared/nepali/index.js';
import type { WorkTemplate } from '../../pdf/templates/types.js';

export type FieldType = 'text' | 'nepaliText' | 'number' | 'amount' | 'bsDate' | 'select' | 'table';
/** The types a table column may have: a table cell is never a table. */
type ScalarFieldType = Exclude<FieldType, 'table'>;

/**
 * The reusable profile details a field can be prefilled from and saved back to. Dates are BS,
 * written YYYY/MM/DD; gender is a GENDER_OPTIONS value; the district is a district slug.
 */
export const PROFILE_KEYS = [
  'fullNameNe',
  'fullNameEn',
  'gender',
  'dateOfBirthBs',
  'fatherName',
  'motherName',
  'grandfatherName',
  'spouseName',
  'citizenshipNumber',
  'citizenshipIssueDistrict',
  'citizenshipIssueDateBs',
  'tole',
  'mobile',
  'email',
] as const;
export type ProfileKey = (typeof PROFILE_KEYS)[number];
export type ProfileDetails = Partial<Record<ProfileKey, string>>;

/** Who the paper is for, as the templates and the prefill see them; any detail may be missing. */
export interface ApplicantProfile {
  name: string;
  mobile: string;
  email: string;
  details: ProfileDetails;
}

export interface SelectOption {
  readonly value: string;
  readonly labelNe: string;
  readonly labelEn: string;
}

export interface WorkField {
  /** camelCase ASCII; the key of the value in the generation payload. */
  readonly key: string;
  readonly type: FieldType;
  readonly labelNe: string;
  /** Also the subject of the field's English error messages ("Father's name is required"). */
  readonly labelEn: string;
  readonly required: boolean;
  readonly placeholder: string;
  /** Characters after trimming; set on every scalar field. */
  readonly maxLength?: number;
  /** A paragraph rather than a line: keeps line breaks and allows more characters. */
  readonly multiline?: boolean;
  /** number: bounds and whether fractions are allowed. */
  readonly min?: number;
  readonly max?: number;
  readonly integer?: boolean;
  /**
   * number: a ward of the paper's own local level (a business or plot in the municipality the paper
   * goes to), whose max is that local level's ward count once the form knows it (wardLimits).
   */
  readonly wardOfThePlace?: boolean;
  /** text: a regular expression (source) the trimmed value must match, and the message if not. */
  readonly pattern?: string;
  readonly patternMessage?: string;
  /** bsDate: which dates it accepts (see BsDateRange); the whole calendar when absent. */
  readonly dateRange?: BsDateRange;
  /** select: the choices; the value stored is `value`. */
  readonly options?: readonly SelectOption[];
  /** table: the columns of each row, and how many rows it takes. */
  readonly columns?: readonly WorkField[];
  readonly minRows?: number;
  readonly maxRows?: number;
  /** The profile detail that prefills this field, and that the typed value may update. */
  readonly profileKey?: ProfileKey;
  /** The key of the work's step that asks it (WorkDefinition.steps); table columns have none. */
  readonly step?: string;
}

/** One page of a work's guided form: a named group of its fields, asked in the work's order. */
export interface WorkStep {
  /** camelCase ASCII, unique in the work; fields name it in `step`. */
  readonly key: string;
  readonly labelNe: string;
  readonly labelEn: string;
}

/** 1 = the generation screen (Lekhapadi), 2 = the police report screen (spec §9). */
type WorkServiceAreaId = 1 | 2;
export type WorkCategory = 'ward' | 'municipality' | 'deed' | 'police';

/** The place a form is filled for, resolved from the route's province and district slugs. */
export interface FieldPlace {
  readonly province: Province;
  readonly district: District;
  /** When the form is asked for one (the profile's or the client's): it bounds its wards. */
  readonly localLevel?: LocalLevel;
}

/** A change of a work's fields in some places, with the reason it exists. */
export interface PlaceVariant {
  readonly reason: string;
  readonly appliesTo: (place: FieldPlace) => boolean;
  readonly apply: (fields: readonly WorkField[], place: FieldPlace) => readonly WorkField[];
}

export interface WorkDefinition {
  /** Stable ASCII kebab-case key: URLs, payloads and stored documents name the work by it. */
  readonly key: string;
  readonly serviceAreaId: WorkServiceAreaId;
  readonly category: WorkCategory;
  readonly nameNe: string;
  readonly nameEn: string;
  /** What the paper is for, one sentence each language: the work's public page and the API say it. */
  readonly descriptionEn: string;
  readonly descriptionNe: string;
  /** Who signs the paper (and who witnesses it), in each language. */
  readonly signerNe: string;
  readonly signerEn: string;
  /** The office the paper is handed to (or, for an agreement, that none is), in each language. */
  readonly officeNe: string;
  readonly officeEn: string;
  /** Rupees, whole, at least 10 (Khalti's minimum). */
  readonly price: number;
  /** The fields where no place variant applies; use fieldsFor() for a given place. */
  readonly fields: readonly WorkField[];
  /**
   * The form's steps in order; every field names one. A work that writes none is asked on one
   * page (the catalogue gives it ONE_PAGE).
   */
  readonly steps: readonly WorkStep[];
  readonly placeVariants?: readonly PlaceVariant[];
  /** The engine's template of the same key (pdf/templates/registry.ts). */
  readonly template: WorkTemplate;
}

/** A work as its definition file writes it; the catalogue adds the template registered under its key. */
export type WorkSpec = Omit<WorkDefinition, 'template' | 'steps'> & { readonly steps?: readonly WorkStep[] };

/** Validated values: text NFC and trimmed, numbers as numbers, BS dates as 'YYYY/MM/DD'. */
export type CleanScalar = string | number;
export type CleanRow = Readonly<Record<string, CleanScalar>>;
export type CleanValue = CleanScalar | readonly CleanRow[];
export type CleanValues = Readonly<Record<string, CleanValue>>;
