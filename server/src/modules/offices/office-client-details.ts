import { AppError } from '../../errors.js';
import { normaliseMobile } from '../../shared/account-rules.js';
import { type Message, englishText } from '../../shared/messages.js';
import { citizenshipKey, nameSearchKey } from '../../shared/name-search.js';
import { checkLocationConsistency } from '../locations/locations.catalog.js';
import { mergeProfileDetails } from '../works/profile-details.rules.js';
import type { OfficeClient } from './office-client.entity.js';
import type { OfficeClientInput } from './office-clients.inputs.js';
import { officeClientProblems } from '../../shared/office-client-rules.js';

// A client's details pass the profile's rules (which are the forms' rules), so a client always fills
// a work's form without an error the form would not have shown when it was typed.

export type ClientDetails = Omit<
  OfficeClient,
  'id' | 'office' | 'createdBy' | 'createdAt' | 'updatedAt' | 'searchKey' | 'identityKey' | 'citizenshipKey'
>;

interface Problem {
  field: string;
  message: string;
  messageCode: string;
  params: Record<string, string | number>;
}

const problemAt = (field: string, said: Message): Problem => ({
  field,
  message: englishText(said),
  messageCode: said.code,
  params: said.params ?? {},
});

/** The input checked and cleaned, or BAD_USER_INPUT naming the first field at fault (all in `problems`). */
export function cleanClientInput(input: OfficeClientInput): ClientDetails {
  // The client form's own rules first (the browser says the same before sending), then the
  // profile's for every field they leave unfaulted.
  const problems: Problem[] = officeClientProblems(input).map((p) => problemAt(p.field, p.said));
  const { fullName, ...rest } = input;
  const merged = mergeProfileDetails(
    {},
    {
      fullNameNe: fullName,
      fullNameEn: rest.fullNameEn,
      gender: rest.gender,
      dateOfBirthBs: rest.dateOfBirthBs,
      fatherName: rest.fatherName,
      motherName: rest.motherName,
      grandfatherName: rest.grandfatherName,
      spouseName: rest.spouseName,
      tole: rest.tole,
      citizenshipNumber: rest.citizenshipNumber,
      citizenshipIssueDistrict: rest.citizenshipIssueDistrict,
      citizenshipIssueDateBs: rest.citizenshipIssueDateBs,
    },
  );
  if (!merged.ok) {
    for (const p of merged.problems) {
      const field = p.field === 'fullNameNe' ? 'fullName' : p.field;
      if (problems.some((q) => q.field === field)) continue;
      problems.push({ ...p, field });
    }
  }
  // Stored in ASCII digits, as an account's mobile is: typed on a Nepali keyboard it is the same number.
  const mobile = input.mobile?.trim() ? normaliseMobile(input.mobile) : null;
  const place = cleanPlace(input, problems);
  if (problems.length > 0 || !merged.ok) {
    const first = problems[0] as Problem;
    throw new AppError(
      'BAD_USER_INPUT',
      { code: first.messageCode as 'field.required', params: first.params },
      { field: first.field, problems },
    );
  }
  const d = merged.details;
  return {
    fullName: d.fullNameNe as string,
    fullNameEn: d.fullNameEn ?? null,
    gender: d.gender as string,
    dateOfBirthBs: d.dateOfBirthBs ?? null,
    fatherName: d.fatherName as string,
    motherName: d.motherName ?? null,
    grandfatherName: d.grandfatherName as string,
    spouseName: d.spouseName ?? null,
    tole: d.tole ?? null,
    citizenshipNumber: d.citizenshipNumber ?? null,
    citizenshipIssueDistrict: d.citizenshipIssueDistrict ?? null,
    citizenshipIssueDateBs: d.citizenshipIssueDateBs ?? null,
    mobile,
    ...place,
  };
}

type Place = Pick<ClientDetails, 'provinceId' | 'districtId' | 'localLevelId' | 'ward'>;

/** The address's place: all four parts from the location cascade, consistent, or none. */
function cleanPlace(input: OfficeClientInput, problems: Problem[]): Place {
  const parts = [input.provinceId, input.districtId, input.localLevelId, input.ward];
  if (parts.every((p) => p == null))
    return { provinceId: null, districtId: null, localLevelId: null, ward: null };
  if (parts.some((p) => p == null)) {
    const said = { code: 'client.placeIncomplete' as const };
    problems.push({ field: 'provinceId', message: englishText(said), messageCode: said.code, params: {} });
    return { provinceId: null, districtId: null, localLevelId: null, ward: null };
  }
  const checked = checkLocationConsistency({
    province: input.provinceId,
    district: input.districtId,
    localLevel: input.localLevelId,
    ward: input.ward,
  });
  if (!checked.ok) {
    const names = {
      province: 'provinceId',
      district: 'districtId',
      localLevel: 'localLevelId',
      ward: 'ward',
    };
    for (const p of checked.problems) problems.push({ ...p, field: names[p.field], params: { ...p.params } });
    return { provinceId: null, districtId: null, localLevelId: null, ward: null };
  }
  return {
    provinceId: checked.province.id,
    districtId: checked.district.id,
    localLevelId: checked.localLevel.id,
    ward: checked.ward,
  };
}

/** The normalised columns search and duplicate checks read, from the details. */
export function clientKeys(
  details: ClientDetails,
): Pick<OfficeClient, 'searchKey' | 'identityKey' | 'citizenshipKey'> {
  const names = [details.fullName, details.fullNameEn ?? ''].map(nameSearchKey).filter(Boolean);
  return {
    // Spaces around every word let a search match whole-word starts with ' key'.
    searchKey: ` ${names.join(' ')} `,
    identityKey: `${nameSearchKey(details.fullName)}|${nameSearchKey(details.fatherName)}`,
    citizenshipKey: details.citizenshipNumber ? citizenshipKey(details.citizenshipNumber) || null : null,
  };
}
