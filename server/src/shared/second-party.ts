// The second party of a two-party deed (the buyer or seller of a land sale deed, a rent agreement's
// other party, the agent of a power of attorney, the grantee of a consent deed) has fields of its
// own under a key prefix: otherPartyName, agentAddress ... An office fills them from one of its
// clients. Pure TypeScript: the server fills the values it was not sent, the browser fills the form.
import { parseBs } from './nepali/bs-date.js';

/** The prefixes the deeds name their second party by, in the order they are looked for. */
const SECOND_PARTY_PREFIXES = ['otherParty', 'agent', 'grantee'] as const;
export type SecondPartyPrefix = (typeof SECOND_PARTY_PREFIXES)[number];

/** The prefix of the work's second party, or null for a work with one party. */
export function secondPartyPrefix(fieldKeys: readonly string[]): SecondPartyPrefix | null {
  const keys = new Set(fieldKeys);
  return SECOND_PARTY_PREFIXES.find((prefix) => keys.has(`${prefix}Name`)) ?? null;
}

/** The details a second party's fields may carry, as key suffixes (otherParty + Name ...). */
const SECOND_PARTY_DETAILS = [
  'Name',
  'Gender',
  'FatherName',
  'GrandfatherName',
  'SpouseName',
  'Age',
  'Address',
  'CitizenshipNumber',
  'CitizenshipDistrict',
] as const;

/** The keys of the second party's detail fields that the work has. */
export function secondPartyKeys(prefix: SecondPartyPrefix, fieldKeys: readonly string[]): string[] {
  const keys = new Set(fieldKeys);
  return SECOND_PARTY_DETAILS.map((detail) => `${prefix}${detail}`).filter((key) => keys.has(key));
}

/** What the second party's fields are filled from: a client's details and their address in words. */
export interface SecondPartyPerson {
  fullName: string;
  gender?: string | null;
  dateOfBirthBs?: string | null;
  fatherName?: string | null;
  grandfatherName?: string | null;
  spouseName?: string | null;
  citizenshipNumber?: string | null;
  citizenshipIssueDistrict?: string | null;
  /** 'टोल, काठमाडौं महानगरपालिका-३२, काठमाडौं', as a deed prints an address. */
  addressNe?: string | null;
}

/** Completed years on `today` (BS), or undefined without a readable date of birth. */
function ageOf(
  dateOfBirthBs: string | null | undefined,
  today: { year: number; month: number; day: number },
) {
  if (!dateOfBirthBs) return undefined;
  try {
    const born = parseBs(dateOfBirthBs);
    const beforeBirthday = today.month < born.month || (today.month === born.month && today.day < born.day);
    return today.year - born.year - (beforeBirthday ? 1 : 0);
  } catch {
    return undefined;
  }
}

/**
 * The values of the second party's fields (only those the work has) from a person's details;
 * details the person lacks are left out. The age is given only where the form accepts it (16+).
 */
export function secondPartyValues(
  prefix: SecondPartyPrefix,
  fieldKeys: readonly string[],
  person: SecondPartyPerson,
  today: { year: number; month: number; day: number },
): Record<string, string> {
  const age = ageOf(person.dateOfBirthBs, today);
  const details: Record<(typeof SECOND_PARTY_DETAILS)[number], string | null | undefined> = {
    Name: person.fullName,
    Gender: person.gender,
    FatherName: person.fatherName,
    GrandfatherName: person.grandfatherName,
    SpouseName: person.spouseName,
    Age: age !== undefined && age >= 16 && age <= 120 ? String(age) : undefined,
    Address: person.addressNe,
    CitizenshipNumber: person.citizenshipNumber,
    CitizenshipDistrict: person.citizenshipIssueDistrict,
  };
  const keys = new Set(fieldKeys);
  const values: Record<string, string> = {};
  for (const [suffix, value] of Object.entries(details)) {
    const key = `${prefix}${suffix}`;
    if (keys.has(key) && typeof value === 'string' && value.trim() !== '') values[key] = value.trim();
  }
  return values;
}
