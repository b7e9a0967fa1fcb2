import { todayBs } from '@nepali/bs-date';
import {
  type SecondPartyPrefix,
  secondPartyKeys,
  secondPartyPrefix,
  secondPartyValues,
} from '@shared/second-party';
import type { FormValues, WorkField } from '../components/WorkForm/types';

/** What the form takes of an office client (the ClientChoiceFields fragment). */
export interface ChosenClient {
  id: string;
  fullName: string;
  fullNameEn?: string | null;
  gender: string;
  dateOfBirthBs?: string | null;
  fatherName: string;
  motherName?: string | null;
  grandfatherName: string;
  spouseName?: string | null;
  tole?: string | null;
  citizenshipNumber?: string | null;
  citizenshipIssueDistrict?: string | null;
  citizenshipIssueDateBs?: string | null;
  mobile?: string | null;
  provinceSlug?: string | null;
  districtSlug?: string | null;
  localLevelId?: number | null;
  addressNe?: string | null;
}

/** The client's detail under each profile key the applicant fields name. */
function detailsOf(client: ChosenClient): Record<string, string | null | undefined> {
  return {
    fullNameNe: client.fullName,
    fullNameEn: client.fullNameEn,
    gender: client.gender,
    dateOfBirthBs: client.dateOfBirthBs,
    fatherName: client.fatherName,
    motherName: client.motherName,
    grandfatherName: client.grandfatherName,
    spouseName: client.spouseName,
    tole: client.tole,
    citizenshipNumber: client.citizenshipNumber,
    citizenshipIssueDistrict: client.citizenshipIssueDistrict,
    citizenshipIssueDateBs: client.citizenshipIssueDateBs,
    mobile: client.mobile,
  };
}

/** The applicant fields filled from the client (every one: a new client replaces the last one's details). */
export function applicantValuesOf(fields: WorkField[], client: ChosenClient): FormValues {
  const details = detailsOf(client);
  const values: FormValues = {};
  for (const field of fields) {
    if (field.profileKey) values[field.key] = details[field.profileKey] ?? '';
  }
  return values;
}

/** The work's second party (otherParty…, agent…, grantee…), or null for a one-party work. */
export const secondPartyOf = (fields: WorkField[]): SecondPartyPrefix | null =>
  secondPartyPrefix(fields.map((f) => f.key));

/** The second party's fields filled from a client, as the server would fill them. */
export function secondPartyValuesOf(fields: WorkField[], client: ChosenClient): FormValues {
  const prefix = secondPartyOf(fields);
  if (!prefix) return {};
  const keys = fields.map((f) => f.key);
  const filled = secondPartyValues(prefix, keys, client, todayBs());
  // Every field of the party: a new choice clears what the last one filled and this one lacks.
  const values: FormValues = {};
  for (const key of secondPartyKeys(prefix, keys)) values[key] = filled[key] ?? '';
  return values;
}
