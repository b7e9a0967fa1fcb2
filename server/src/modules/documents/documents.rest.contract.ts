import { z } from 'zod';
import type { RestContract } from '../../http/rest-contract.js';

const tag = 'Documents';

const restDocument = z
  .object({
    id: z.string(),
    work: z.string().openapi({ description: 'The work’s key.' }),
    fileName: z.string(),
    status: z.enum(['QUEUED', 'RENDERING', 'READY', 'FAILED']),
    createdAt: z.string().openapi({ description: 'ISO 8601.' }),
    specimen: z.boolean().openapi({
      description: 'True for a specimen (made with a test token): never charged, marked “not valid”.',
    }),
    presignedUrl: z.string().nullable().openapi({ description: 'A short-lived link to the PDF when READY.' }),
  })
  .openapi('Document');

export const generatePath: RestContract = {
  method: 'post',
  path: '/genpdf/{provinceSlug}/{districtSlug}/{work}',
  operationId: 'generateDocument',
  tag,
  signedIn: true,
  summary:
    'Generate a document of a work from its form’s values (in `values`, `data` or the body itself) and ' +
    'wait for it (up to a minute). An Idempotency-Key header makes a retry return the same document.',
  params: z.object({ provinceSlug: z.string(), districtSlug: z.string(), work: z.string() }),
  headers: z.object({
    'Idempotency-Key': z
      .string()
      .optional()
      .openapi({
        description:
          'A key of your choosing (1–200 visible ASCII characters, e.g. a UUID) naming this request: sent ' +
          'again with the same input within 24 hours, it returns the same document and charges nothing ' +
          'more; with other input it is 409.',
      }),
  }),
  body: z
    .object({
      values: z.record(z.string(), z.unknown()).optional().openapi({ description: 'Field key → value.' }),
      data: z
        .record(z.string(), z.unknown())
        .optional()
        .openapi({ description: 'The older client’s wrapper.' }),
    })
    .catchall(z.unknown()),
  response: z.object({
    status: z.literal(true),
    success: z.literal(true),
    message: z.string(),
    document: restDocument,
  }),
  errors: [400, 401, 402, 404, 409, 500],
};

export const documentPermissionPath: RestContract = {
  method: 'get',
  path: '/getDetails/getDocumentPermission/{work}',
  operationId: 'getDocumentPermission',
  tag,
  signedIn: true,
  summary: 'Whether the user holds a bought, unused document of this work.',
  params: z.object({ work: z.string() }),
  response: z.object({ accessGranted: z.boolean() }),
  errors: [401],
};

export const historyPath: RestContract = {
  method: 'get',
  path: '/documents/{userId}',
  operationId: 'listDocuments',
  tag,
  signedIn: true,
  summary: 'The signed-in user’s last 100 documents, newest first.',
  params: z.object({ userId: z.string().openapi({ description: 'The signed-in user’s own id.' }) }),
  response: z.object({ success: z.literal(true), documents: z.array(restDocument) }),
  errors: [401, 403],
};

export const downloadLinkPath: RestContract = {
  method: 'post',
  path: '/getpresignedurlforfile',
  operationId: 'getDocumentDownloadLink',
  tag,
  signedIn: true,
  summary: 'A fresh short-lived link to one of the user’s documents.',
  body: z.object({
    id: z.union([z.string(), z.number()]).nullish().openapi({ description: 'The document’s id.' }),
  }),
  response: z.object({ url: z.string() }),
  errors: [400, 401, 404],
};

export const documentContracts = [generatePath, documentPermissionPath, historyPath, downloadLinkPath];
