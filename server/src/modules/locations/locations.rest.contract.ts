import { z } from 'zod';
import type { RestContract } from '../../http/rest-contract.js';

const tag = 'Locations';
const place = {
  id: z.number().int(),
  name: z.string().openapi({ description: 'The Nepali name.' }),
  nameEn: z.string(),
};
const id = (description: string) => z.string().openapi({ description });
const cached = 'Cacheable for a day: a matching If-None-Match gets 304 without a body.';

export const provincesPath: RestContract = {
  method: 'get',
  path: '/province',
  operationId: 'listProvinces',
  tag,
  summary: `The 7 provinces. ${cached}`,
  response: z.object({ provinces: z.array(z.object({ ...place, slug: z.string() })) }),
  errors: [],
};

export const districtsPath: RestContract = {
  method: 'get',
  path: '/province/{provinceId}/districts',
  operationId: 'listDistricts',
  tag,
  summary: `The districts of a province. ${cached}`,
  params: z.object({ provinceId: id('The province number.') }),
  response: z.array(z.object({ ...place, slug: z.string() })),
  errors: [404],
};

export const municipalitiesPath: RestContract = {
  method: 'get',
  path: '/district/{districtId}/municipalities',
  operationId: 'listLocalLevels',
  tag,
  summary: `The local levels of a district. ${cached}`,
  params: z.object({ districtId: id('The district number.') }),
  response: z.array(
    z.object({
      ...place,
      type: z.enum(['rural_municipality', 'municipality', 'sub_metropolitan', 'metropolitan']),
      typeLabel: z.string().openapi({ description: 'The kind in Nepali.' }),
      wardCount: z.number().int(),
    }),
  ),
  errors: [404],
};

export const wardsPath: RestContract = {
  method: 'get',
  path: '/municipality/{municipalityId}/wards',
  operationId: 'listWards',
  tag,
  summary: `The ward numbers of a local level, 1..N. ${cached}`,
  params: z.object({ municipalityId: id('The local level number.') }),
  response: z.array(z.number().int()),
  errors: [404],
};

export const locationContracts = [provincesPath, districtsPath, municipalitiesPath, wardsPath];
