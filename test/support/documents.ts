import { entityManager } from '../../server/src/db/orm.js';
import { User } from '../../server/src/modules/accounts/user.entity.js';
import {
  findDistrict,
  findLocalLevel,
  findProvince,
} from '../../server/src/modules/locations/locations.catalog.js';
import { fieldsFor, findWork } from '../../server/src/modules/works/index.js';
import { SAMPLE_CASES, sampleValues } from './work-samples.js';
import type { ApiClient } from './client.js';
import type { TestServer } from './test-server.js';

/** Puts the user in Kathmandu Metropolitan City, ward 32 (straight in the database). */
export async function setLocation(server: TestServer, _client: ApiClient, userId: string) {
  const province = findProvince('bagmati')!;
  const district = findDistrict('kathmandu', province)!;
  const localLevel = findLocalLevel('Kathmandu', district)!;
  await entityManager(server.services.orm).nativeUpdate(
    User,
    { id: userId },
    { provinceId: province.id, districtId: district.id, localLevelId: localLevel.id, ward: 32 },
  );
}

/** Valid values for a work's form in Kathmandu: only the required fields, or every field. */
export function validValues(
  workKey: string,
  filled: 'required' | 'all' = 'required',
): Record<string, unknown> {
  const work = findWork(workKey)!;
  const fields = fieldsFor(work, { provinceSlug: 'bagmati', districtSlug: 'kathmandu' });
  const sample = filled === 'required' ? SAMPLE_CASES[0]! : SAMPLE_CASES[1]!;
  return sampleValues(fields, sample);
}

export const validBirthDateValues = () => validValues('birth-date-verification');

/** The key of the first required field of a work. */
export function firstRequiredField(workKey: string): string {
  const work = findWork(workKey)!;
  return fieldsFor(work, { provinceSlug: 'bagmati', districtSlug: 'kathmandu' }).find((f) => f.required)!.key;
}
