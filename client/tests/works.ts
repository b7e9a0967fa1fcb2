import { ws } from 'msw';
import type { WorkField } from '../src/components/WorkForm/types';
import { server } from './msw-server';

export { buildEntitlement, canGenerate } from './entitlements';

type FieldInput = Partial<WorkField> & Pick<WorkField, 'key' | 'type' | 'labelNe' | 'labelEn'>;

/** A work field as workFields returns it (every optional part present, as null). */
export function workField(field: FieldInput): WorkField & { __typename: 'WorkField' } {
  return {
    __typename: 'WorkField',
    required: false,
    placeholder: `Enter ${field.labelEn}`,
    maxLength: null,
    multiline: null,
    min: null,
    max: null,
    integer: null,
    pattern: null,
    patternMessage: null,
    dateRange: null,
    options: null,
    minRows: null,
    maxRows: null,
    profileKey: null,
    step: null,
    columns: null,
    ...field,
  } as WorkField & { __typename: 'WorkField' };
}

const option = (value: string, labelNe: string, labelEn: string) => ({
  __typename: 'SelectOption' as const,
  value,
  labelNe,
  labelEn,
});

/** One field of every type, the way the birth-date verification form mixes them. */
export const sampleFields = [
  workField({
    key: 'fullName',
    type: 'nepaliText',
    labelNe: 'पूरा नाम थर',
    labelEn: 'Full name',
    required: true,
    placeholder: 'Enter Full Name',
    profileKey: 'fullNameNe',
  }),
  workField({
    key: 'gender',
    type: 'select',
    labelNe: 'लिङ्ग',
    labelEn: 'Gender',
    required: true,
    placeholder: 'Enter Gender',
    profileKey: 'gender',
    options: [option('male', 'पुरुष', 'Male'), option('female', 'महिला', 'Female')],
  }),
  workField({
    key: 'dateOfBirthBs',
    type: 'bsDate',
    labelNe: 'जन्म मिति (वि.सं.)',
    labelEn: 'Date of birth (BS)',
    required: true,
    profileKey: 'dateOfBirthBs',
    dateRange: 'birth',
  }),
  workField({ key: 'age', type: 'number', labelNe: 'उमेर', labelEn: 'Age', required: true, integer: true }),
  workField({ key: 'fee', type: 'amount', labelNe: 'दस्तुर', labelEn: 'Fee' }),
  workField({
    key: 'mobile',
    type: 'text',
    labelNe: 'सम्पर्क नं.',
    labelEn: 'Mobile number',
    profileKey: 'mobile',
    pattern: '^[0-9०-९]{10}$',
    patternMessage: 'Mobile should contain 10 digits',
  }),
  workField({ key: 'wardno', type: 'text', labelNe: 'वडा नं.', labelEn: 'Ward', placeholder: 'Enter ward' }),
  workField({
    key: 'reason',
    type: 'nepaliText',
    labelNe: 'कारण',
    labelEn: 'Reason',
    multiline: true,
  }),
  workField({
    key: 'members',
    type: 'table',
    labelNe: 'परिवारका सदस्य',
    labelEn: 'Family members',
    minRows: 0,
    maxRows: 2,
    columns: [
      workField({ key: 'name', type: 'nepaliText', labelNe: 'नाम', labelEn: 'Name', required: true }),
      workField({ key: 'relation', type: 'text', labelNe: 'नाता', labelEn: 'Relation', required: true }),
    ],
  }),
];

/**
 * The subscription socket (graphql-ws over msw): `publish` sends a documentUpdated event to the
 * subscribed client, as the server does when a document is READY or FAILED.
 */
export function documentSocket() {
  const link = ws.link('ws://localhost/graphql');
  const subscribers: ((document: Record<string, unknown>) => void)[] = [];
  const connections: { close(code?: number, reason?: string): void }[] = [];
  server.use(
    link.addEventListener('connection', ({ client }) => {
      connections.push(client);
      // The handshake is answered by the default socket handler (msw-server.ts), which runs too.
      client.addEventListener('message', (event) => {
        const message = JSON.parse(String(event.data)) as { type: string; id?: string };
        if (message.type === 'subscribe') {
          subscribers.push((document) =>
            client.send(
              JSON.stringify({
                id: message.id,
                type: 'next',
                payload: { data: { documentUpdated: document } },
              }),
            ),
          );
        }
      });
    }),
  );
  return {
    publish: (document: Record<string, unknown>) => {
      for (const send of subscribers) send(document);
    },
    subscriberCount: () => subscribers.length,
    /** Drops every connection, as a lost network does; the client reconnects on its own. */
    drop: () => {
      subscribers.length = 0;
      for (const connection of connections.splice(0)) connection.close(4499, 'network lost');
    },
  };
}

/** A generated document as the API returns it. */
export function generatedDocument(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'GeneratedDocument',
    id: 'doc-1',
    status: 'QUEUED',
    workKey: 'birth-date-verification',
    workNameNe: 'जन्म मिति प्रमाणित',
    workNameEn: 'Date of birth verification',
    createdAt: '2026-05-04T06:30:00.000Z',
    failureReason: null,
    downloadUrl: null,
    docxDownloadUrl: null,
    fileName: 'जन्म-मिति-प्रमाणित-२०८३-०१-२१.pdf',
    place: 'बागमती, काठमाडौं - 32',
    verificationCode: null,
    ...overrides,
  };
}

/**
 * The WorkFields answer as the server gives it: the fields and, in the same request, the work's
 * steps (none: one page). The work is the same cache entry the entitlement query fills.
 */
export function workFieldsAnswer(
  workKey: string,
  fields: readonly unknown[],
  steps: readonly { key: string; labelNe: string; labelEn: string }[] = [],
) {
  return {
    workFields: fields,
    work: { __typename: 'Work', key: workKey, steps: steps.map((s) => ({ __typename: 'WorkStep', ...s })) },
  };
}
