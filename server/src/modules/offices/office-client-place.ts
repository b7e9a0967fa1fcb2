import { toDevanagariDigits } from '../../shared/nepali/index.js';
import type { SecondPartyPerson } from '../../shared/second-party.js';
import { type ResolvedLocation, checkLocationConsistency } from '../locations/locations.catalog.js';
import type { ApplicantProfile } from '../works/index.js';
import type { OfficeClient } from './office-client.entity.js';

// A client as the documents see them: their place (which decides a paper's addressee and its
// place variant, as a citizen's profile place does), their details as an applicant, and their
// address in words for a deed's second party.

/** The client's address place, or null while it is missing or no longer exists. */
export function clientLocation(client: OfficeClient): ResolvedLocation | null {
  if (!client.provinceId || !client.districtId || !client.localLevelId || !client.ward) return null;
  const check = checkLocationConsistency({
    province: client.provinceId,
    district: client.districtId,
    localLevel: client.localLevelId,
    ward: client.ward,
  });
  if (!check.ok) return null;
  const { ok: _ok, ...location } = check;
  return location;
}

/** 'असन, काठमाडौं महानगरपालिका-३२, काठमाडौं': the address as a deed prints it; the tole alone without a place. */
export function clientAddressNe(client: OfficeClient): string | null {
  const location = clientLocation(client);
  const tole = client.tole?.trim() || '';
  if (!location) return tole || null;
  const address = `${location.localLevel.fullNameNe}-${toDevanagariDigits(location.ward)}, ${location.district.nameNe}`;
  return tole ? `${tole}, ${address}` : address;
}

/** The client as a paper's applicant (what a citizen's profile is to their own papers). */
export function clientApplicant(client: OfficeClient): ApplicantProfile {
  const details: Record<string, string> = {};
  const put = (key: string, value: string | null | undefined) => {
    if (value?.trim()) details[key] = value.trim();
  };
  put('fullNameNe', client.fullName);
  put('fullNameEn', client.fullNameEn);
  put('gender', client.gender);
  put('dateOfBirthBs', client.dateOfBirthBs);
  put('fatherName', client.fatherName);
  put('motherName', client.motherName);
  put('grandfatherName', client.grandfatherName);
  put('spouseName', client.spouseName);
  put('tole', client.tole);
  put('citizenshipNumber', client.citizenshipNumber);
  put('citizenshipIssueDistrict', client.citizenshipIssueDistrict);
  put('citizenshipIssueDateBs', client.citizenshipIssueDateBs);
  put('mobile', client.mobile);
  return { name: client.fullName, mobile: client.mobile ?? '', email: '', details };
}

/** The client as a deed's second party (shared/second-party.ts). */
export const clientAsParty = (client: OfficeClient): SecondPartyPerson => ({
  ...client,
  addressNe: clientAddressNe(client),
});
