// Nepal's provinces, districts, local levels and wards, from the project's own copy in data/ (see its
// README). Pure lookups with no database: the data changes only when the country renames or redraws
// something, and then the JSON is edited and this module's tests re-check the totals.
//
// The JSON is imported as a module so that `tsc` copies it next to the compiled file in dist/ and jest
// loads it the same way; nothing reads it from disk by path.
import { type MessageCode, type MessageParams, englishText } from '../../shared/messages.js';
import { badInput } from '../../errors.js';
import data from './data/nepal-admin.json' with { type: 'json' };

export type LocalLevelType = 'rural_municipality' | 'municipality' | 'sub_metropolitan' | 'metropolitan';

export interface Province {
  readonly id: number;
  readonly slug: string;
  readonly aliases: readonly string[];
  readonly nameEn: string;
  readonly nameNe: string;
  /** With the word Province / प्रदेश, as documents print it. */
  readonly fullNameEn: string;
  readonly fullNameNe: string;
}

export interface District {
  readonly id: number;
  readonly provinceId: number;
  readonly slug: string;
  readonly aliases: readonly string[];
  readonly nameEn: string;
  readonly nameNe: string;
}

export interface LocalLevel {
  readonly id: number;
  readonly districtId: number;
  readonly provinceId: number;
  readonly type: LocalLevelType;
  readonly nameEn: string;
  readonly nameNe: string;
  /** Name and type together, e.g. 'काठमाडौं महानगरपालिका'. */
  readonly fullNameEn: string;
  readonly fullNameNe: string;
  /** Wards are numbered 1..wards. */
  readonly wards: number;
  readonly aliases: readonly string[];
}

/** The four kinds of local level, smallest first, with the labels the forms and documents use. */
export const LOCAL_LEVEL_TYPES: readonly { type: LocalLevelType; labelNe: string; labelEn: string }[] = [
  { type: 'rural_municipality', labelNe: 'गाउँपालिका', labelEn: 'Rural Municipality' },
  { type: 'municipality', labelNe: 'नगरपालिका', labelEn: 'Municipality' },
  { type: 'sub_metropolitan', labelNe: 'उपमहानगरपालिका', labelEn: 'Sub-Metropolitan City' },
  { type: 'metropolitan', labelNe: 'महानगरपालिका', labelEn: 'Metropolitan City' },
];

export function localLevelTypeLabel(type: LocalLevelType): { labelNe: string; labelEn: string } {
  const found = LOCAL_LEVEL_TYPES.find((t) => t.type === type);
  if (!found) throw new Error(`Unknown local level type ${type}`);
  return found;
}

export const MAPPING_ERROR = 'location.mapping' as const;

/**
 * The form in which names are compared. Profiles hold names typed or picked in Devanagari, and the
 * same name is spelt in several harmless ways: composed or not, with chandrabindu or anusvara
 * (काठमाडौँ / काठमाडौं), with invisible joiners, with ो typed as ा + े. English names differ in
 * case, spaces, hyphens and underscores (sudur-paschim, Sudur Paschim, sudur_paschim).
 */
export function lookupKey(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u200B-\u200D\uFEFF]/g, '')
    .toLowerCase()
    .replace(/\u0901/g, '\u0902')
    .replace(/\u093E\u0947/g, '\u094B')
    .replace(/\u093E\u0948/g, '\u094C')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '');
}

const PROVINCE_SUFFIX = /_(province|pradesh|प्रदेश)$/;
const DISTRICT_SUFFIX = /_(district|jilla|जिल्ला)$/;

/** A whole number written with ASCII or Devanagari digits, else undefined. */
function parseWhole(value: number | string): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  const ascii = value.trim().replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966));
  return /^\d+$/.test(ascii) ? Number(ascii) : undefined;
}

// ---- loading -------------------------------------------------------------------------------------

interface RawLocalLevel {
  id: number;
  type: LocalLevelType;
  nameEn: string;
  nameNe: string;
  fullNameEn: string;
  fullNameNe: string;
  wards: number;
  aliases?: string[];
}
interface RawDistrict {
  id: number;
  slug: string;
  aliases: string[];
  nameEn: string;
  nameNe: string;
  localLevels: RawLocalLevel[];
}
interface RawProvince extends Omit<Province, 'aliases'> {
  aliases: string[];
  districts: RawDistrict[];
}

const provinces: Province[] = [];
const provinceById = new Map<number, Province>();
const districtById = new Map<number, District>();
const localLevelById = new Map<number, LocalLevel>();
const districtsOfProvince = new Map<number, District[]>();
const localLevelsOfDistrict = new Map<number, LocalLevel[]>();
const provinceByKey = new Map<string, Province>();
// A key can name two districts: 'nawalparasi' and 'rukum' were each split between two provinces.
const districtsByKey = new Map<string, District[]>();
const localLevelsByKey = new Map<string, LocalLevel[]>();

function addKeys<T>(index: Map<string, T[]>, item: T, names: readonly string[]) {
  for (const key of new Set(names.map(lookupKey))) {
    const list = index.get(key) ?? [];
    list.push(item);
    index.set(key, list);
  }
}

for (const rawProvince of (data as { provinces: RawProvince[] }).provinces) {
  const { districts: rawDistricts, ...fields } = rawProvince;
  const province: Province = Object.freeze({ ...fields, aliases: Object.freeze(fields.aliases) });
  provinces.push(province);
  provinceById.set(province.id, province);
  districtsOfProvince.set(province.id, []);
  const names = [province.slug, ...province.aliases, province.nameEn, province.nameNe];
  for (const key of names.map(lookupKey)) provinceByKey.set(key, province);

  for (const { localLevels: rawLevels, ...districtFields } of rawDistricts) {
    const district: District = Object.freeze({
      ...districtFields,
      provinceId: province.id,
      aliases: Object.freeze(districtFields.aliases),
    });
    districtById.set(district.id, district);
    districtsOfProvince.get(province.id)?.push(district);
    localLevelsOfDistrict.set(district.id, []);
    addKeys(districtsByKey, district, [district.slug, ...district.aliases, district.nameEn, district.nameNe]);

    for (const raw of rawLevels) {
      const level: LocalLevel = Object.freeze({
        ...raw,
        districtId: district.id,
        provinceId: province.id,
        aliases: Object.freeze(raw.aliases ?? []),
      });
      localLevelById.set(level.id, level);
      localLevelsOfDistrict.get(district.id)?.push(level);
      const levelNames = [level.nameEn, level.nameNe, level.fullNameEn, level.fullNameNe, ...level.aliases];
      addKeys(localLevelsByKey, level, levelNames);
    }
  }
}

// ---- lookups ---------------------------------------------------------------------------------------

export const listProvinces = (): readonly Province[] => provinces;

/** Districts of a province in the source order; empty for an unknown province. */
export const listDistricts = (provinceId: number): readonly District[] =>
  districtsOfProvince.get(provinceId) ?? [];

/** Local levels of a district in the source order; empty for an unknown district. */
export const listLocalLevels = (districtId: number): readonly LocalLevel[] =>
  localLevelsOfDistrict.get(districtId) ?? [];

/** By id, slug, alias (province_1, sudur_paschim, ...), or English or Nepali name, with or without 'प्रदेश'. */
export function findProvince(ref: number | string | null | undefined): Province | undefined {
  if (ref === null || ref === undefined) return undefined;
  const id = parseWhole(ref);
  if (id !== undefined) return provinceById.get(id);
  const key = lookupKey(String(ref));
  return provinceByKey.get(key) ?? provinceByKey.get(key.replace(PROVINCE_SUFFIX, ''));
}

/**
 * By id, slug, alias or English or Nepali name. The pre-2015 names 'Nawalparasi' and 'Rukum' fit two
 * districts each: the one in the hinted province wins, and without a usable hint the one listed first
 * (Nawalpur in Gandaki, Eastern Rukum in Lumbini). The hint only breaks such ties; whether a district
 * belongs to a province is checked by resolveProvinceAndDistrictSlugs and checkLocationConsistency.
 */
export function findDistrict(
  ref: number | string | null | undefined,
  provinceHint?: number | string | Province | null,
): District | undefined {
  if (ref === null || ref === undefined) return undefined;
  const id = parseWhole(ref);
  if (id !== undefined) return districtById.get(id);
  const key = lookupKey(String(ref));
  const found = districtsByKey.get(key) ?? districtsByKey.get(key.replace(DISTRICT_SUFFIX, ''));
  if (!found) return undefined;
  const hint = typeof provinceHint === 'object' && provinceHint ? provinceHint : findProvince(provinceHint);
  return found.find((d) => d.provinceId === hint?.id) ?? found[0];
}

/**
 * By id, or by name (English or Nepali, bare or with its type, or a former name). Names repeat across
 * the country (there are several Triveni), so a name is looked up inside the given district, and
 * without one only a name that is unique nationwide is found.
 */
export function findLocalLevel(
  ref: number | string | null | undefined,
  district?: number | string | District | null,
): LocalLevel | undefined {
  if (ref === null || ref === undefined) return undefined;
  const id = parseWhole(ref);
  if (id !== undefined) return localLevelById.get(id);
  const found = localLevelsByKey.get(lookupKey(String(ref))) ?? [];
  if (district === null || district === undefined) return found.length === 1 ? found[0] : undefined;
  const scope = typeof district === 'object' ? district : findDistrict(district);
  return found.find((l) => l.districtId === scope?.id);
}

let mostWardsSeen = 0;
/** The most wards any local level has: the bound of a ward number whose local level is not known. */
export function mostWards(): number {
  if (mostWardsSeen === 0)
    for (const level of localLevelById.values()) mostWardsSeen = Math.max(mostWardsSeen, level.wards);
  return mostWardsSeen;
}

/** The ward numbers 1..N of a local level; empty for an unknown one. */
export function wardsOf(localLevelId: number): number[] {
  const level = localLevelById.get(localLevelId);
  return level ? Array.from({ length: level.wards }, (_, i) => i + 1) : [];
}

const provinceOf = (district: District): Province => provinceById.get(district.provinceId)!;
const districtOf = (level: LocalLevel): District => districtById.get(level.districtId)!;

/**
 * The slugs that name a document template folder. A pair that is unknown, or a district that is not in
 * the named province, is not in the mapping and gets the spec's error.
 */
export function resolveProvinceAndDistrictSlugs(
  provinceName: string,
  districtName: string,
): { provinceSlug: string; districtSlug: string } {
  const province = findProvince(provinceName);
  if (!province) throw badInput('province', MAPPING_ERROR);
  const district = findDistrict(districtName, province);
  if (!district || district.provinceId !== province.id) throw badInput('district', MAPPING_ERROR);
  return { provinceSlug: province.slug, districtSlug: district.slug };
}

// ---- consistency -----------------------------------------------------------------------------------

type Ref = number | string | null | undefined;
export interface LocationInput {
  province: Ref;
  district: Ref;
  localLevel: Ref;
  ward: Ref;
}
export type LocationField = keyof LocationInput;
interface LocationProblem {
  field: LocationField;
  /** English; messageCode and params say it in any language. */
  message: string;
  messageCode: MessageCode;
  params: MessageParams;
}
export interface ResolvedLocation {
  province: Province;
  district: District;
  localLevel: LocalLevel;
  ward: number;
}
export type LocationCheck = ({ ok: true } & ResolvedLocation) | { ok: false; problems: LocationProblem[] };

const blank = (value: Ref): value is null | undefined | '' =>
  value === null || value === undefined || String(value).trim() === '';

/**
 * Says which parts of a chosen place do not exist or do not belong together: a district of another
 * province, a local level of another district, a ward number the local level does not have. Each part
 * is checked against its parent only when the parent itself was found.
 */
export function checkLocationConsistency(input: LocationInput): LocationCheck {
  const problems: LocationProblem[] = [];
  const fail = (field: LocationField, code: MessageCode, params: MessageParams = {}) => {
    problems.push({ field, message: englishText({ code, params }), messageCode: code, params });
    return undefined;
  };

  const province = blank(input.province)
    ? fail('province', 'location.provinceRequired')
    : (findProvince(input.province) ??
      fail('province', 'location.provinceUnknown', { value: String(input.province) }));

  let district = blank(input.district)
    ? fail('district', 'location.districtRequired')
    : (findDistrict(input.district, province) ??
      fail('district', 'location.districtUnknown', { value: String(input.district) }));
  if (district && province && district.provinceId !== province.id) {
    const actual = provinceOf(district);
    district = fail('district', 'location.districtElsewhere', {
      district: district.nameEn,
      districtNe: district.nameNe,
      actual: actual.fullNameEn,
      actualNe: actual.nameNe,
      province: province.fullNameEn,
      provinceNe: province.nameNe,
    });
  }

  let localLevel: LocalLevel | undefined;
  if (blank(input.localLevel)) {
    fail('localLevel', 'location.municipalityRequired');
  } else {
    localLevel = findLocalLevel(input.localLevel, district);
    const elsewhere = localLevel || !district ? undefined : findLocalLevel(input.localLevel);
    if (elsewhere && district) {
      const actual = districtOf(elsewhere);
      fail('localLevel', 'location.municipalityElsewhere', {
        municipality: elsewhere.fullNameEn,
        municipalityNe: elsewhere.nameNe,
        actual: actual.nameEn,
        actualNe: actual.nameNe,
        district: district.nameEn,
        districtNe: district.nameNe,
      });
    } else if (!localLevel) {
      const value = String(input.localLevel);
      if (district) {
        fail('localLevel', 'location.municipalityUnknownIn', {
          value,
          district: district.nameEn,
          districtNe: district.nameNe,
        });
      } else fail('localLevel', 'location.municipalityUnknown', { value });
    } else if (district && localLevel.districtId !== district.id) {
      const actual = districtOf(localLevel);
      localLevel = fail('localLevel', 'location.municipalityElsewhere', {
        municipality: localLevel.fullNameEn,
        municipalityNe: localLevel.nameNe,
        actual: actual.nameEn,
        actualNe: actual.nameNe,
        district: district.nameEn,
        districtNe: district.nameNe,
      });
    }
  }

  let ward: number | undefined;
  if (blank(input.ward)) {
    fail('ward', 'location.wardRequired');
  } else {
    ward = parseWhole(input.ward);
    if (ward === undefined) {
      fail('ward', 'location.wardNotNumber', { value: String(input.ward) });
    } else if (localLevel && (ward < 1 || ward > localLevel.wards)) {
      fail('ward', 'location.wardMissing', {
        ward,
        municipality: localLevel.fullNameEn,
        municipalityNe: localLevel.nameNe,
        wards: localLevel.wards,
      });
      ward = undefined;
    }
  }

  if (problems.length > 0 || !province || !district || !localLevel || ward === undefined) {
    return { ok: false, problems };
  }
  return { ok: true, province, district, localLevel, ward };
}

/** checkLocationConsistency for callers that want the resolved place or a user error on the first problem. */
export function assertLocationConsistency(input: LocationInput): ResolvedLocation {
  const result = checkLocationConsistency(input);
  if (!result.ok) {
    const [first] = result.problems;
    throw badInput(first.field, { code: first.messageCode, params: first.params });
  }
  const { ok: _ok, ...place } = result;
  return place;
}
