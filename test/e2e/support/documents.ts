import type { Page } from 'playwright-core';
import type { ApiClient } from '../../support/client.js';
import { validValues } from '../../support/documents.js';

export const WORK = 'birth-date-verification';

/** Kathmandu Metropolitan City ward 32, and the details the form prefills (all but the grandfather). */
export async function prepareApplicant(api: ApiClient) {
  const me = await api.rest('GET', '/getDetails/fetchUserProfileDetails');
  const { data } = await api.graphql(
    `{ provinces { id slug districts { id slug localLevels { id nameEn } } } }`,
  );
  const bagmati = data.provinces.find((p: { slug: string }) => p.slug === 'bagmati');
  const kathmandu = bagmati.districts.find((d: { slug: string }) => d.slug === 'kathmandu');
  const kmc = kathmandu.localLevels.find((l: { nameEn: string }) => l.nameEn === 'Kathmandu');
  await api.rest('PUT', `/profile/${me.body.userProfile.id}`, {
    province: bagmati.id,
    district: kathmandu.id,
    municipality: kmc.id,
    ward: 32,
  });
  const values = validValues(WORK) as Record<string, string>;
  await api.graphql(
    `mutation D($input: ProfileDetailsInput!) { updateProfileDetails(input: $input) { details { fullNameNe } } }`,
    {
      input: {
        fullNameNe: values.fullName,
        gender: values.gender,
        dateOfBirthBs: values.dateOfBirthBs,
        fatherName: values.fatherName,
      },
    },
  );
  return values;
}

/** Generates documents through the REST shim (as the old client would), n times. */
export async function generateThroughApi(api: ApiClient, n: number) {
  for (let i = 0; i < n; i += 1) {
    const response = await api.rest('POST', `/genpdf/bagmati/kathmandu/${WORK}`, { data: validValues(WORK) });
    if (response.status !== 200) throw new Error(`genpdf failed: ${JSON.stringify(response.body)}`);
  }
}

/** Types Roman letters into a Nepali field and picks the expected Devanagari candidate. */
export async function typeNepali(page: Page, placeholder: string, roman: string, pick: string) {
  const input = page.getByPlaceholder(placeholder, { exact: true });
  await input.click();
  await input.pressSequentially(roman, { delay: 20 });
  await page.getByRole('option', { name: pick, exact: true }).click();
  expect(await input.inputValue()).toBe(pick);
}
