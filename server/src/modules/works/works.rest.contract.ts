import { z } from 'zod';
import type { RestContract } from '../../http/rest-contract.js';

const tag = 'Works';
const fieldNames = {
  requiredFields: z.array(z.string()).openapi({ description: 'Keys of the fields a document needs.' }),
  optionalFields: z.array(z.string()),
};

export const serviceAreasPath: RestContract = {
  method: 'get',
  path: '/service-areas/{id}',
  operationId: 'getServiceArea',
  tag,
  summary: 'The dashboard’s service areas (every one, whatever the id).',
  params: z.object({ id: z.string() }),
  response: z.array(
    z.object({
      id: z.number().int(),
      name: z.string().openapi({ description: 'The English name.' }),
      nameNe: z.string(),
      imageUrl: z.string(),
      route: z.string(),
      comingSoon: z.boolean(),
    }),
  ),
  errors: [],
};

export const serviceAreaWorksPath: RestContract = {
  method: 'get',
  path: '/service-area-works/{id}',
  operationId: 'listServiceAreaWorks',
  tag,
  summary: 'The works of a service area.',
  params: z.object({ id: z.string().openapi({ description: 'The service area number.' }) }),
  response: z.array(
    z.object({
      key: z.string(),
      name: z.string().openapi({ description: 'The Nepali name.' }),
      nameNe: z.string(),
      nameEn: z.string(),
      category: z.enum(['ward', 'municipality', 'deed', 'police']),
      price: z.number().int().openapi({ description: 'Rupees for one document.' }),
      ...fieldNames,
    }),
  ),
  errors: [],
};

export const templateFieldsPath: RestContract = {
  method: 'get',
  path: '/template-fields/{provinceSlug}/{districtSlug}/{work}',
  operationId: 'getWorkFields',
  tag,
  summary: 'A work’s form for a place: its fields vary by province and district.',
  params: z.object({ provinceSlug: z.string(), districtSlug: z.string(), work: z.string() }),
  response: z.object({
    work: z.string(),
    price: z.number().int(),
    ...fieldNames,
    fields: z.array(
      z
        .object({
          key: z.string(),
          type: z.enum(['text', 'nepaliText', 'number', 'amount', 'bsDate', 'select', 'table']),
          labelNe: z.string(),
          labelEn: z.string(),
          required: z.boolean(),
        })
        .catchall(z.unknown())
        .openapi({ description: 'As WorkField in the GraphQL schema.' }),
    ),
    steps: z
      .array(z.object({ key: z.string(), labelNe: z.string(), labelEn: z.string() }))
      .openapi({ description: 'The steps the form is asked in, in order; each field names its step.' }),
  }),
  errors: [404],
};

export const workContracts = [serviceAreasPath, serviceAreaWorksPath, templateFieldsPath];
