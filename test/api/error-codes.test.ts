// The error-code table: served as JSON at GET /api/error-codes and written as docs/error-codes.md,
// both from the message catalogue (English and Nepali), with the extensions.code the server
// really sends.
import { readFile } from 'node:fs/promises';
import { errorCodesMarkdown, expectedErrorCodeFiles } from '../../server/scripts/error-codes.js';
import { englishMessages } from '../../server/src/shared/messages.js';
import { locatedUser } from '../support/documents.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

interface Row {
  messageCode: string;
  codes: string[];
  en: string;
  ne: string;
}

async function servedTable(): Promise<Row[]> {
  const response = await fetch(`${server.url}/api/error-codes`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return ((await response.json()) as { errorCodes: Row[] }).errorCodes;
}

test('GET /api/error-codes lists every message code with its English and Nepali, no sign-in needed', async () => {
  const rows = await servedTable();
  expect(rows.map((row) => row.messageCode).sort()).toEqual(Object.keys(englishMessages).sort());
  for (const row of rows) {
    expect(row.en).toBe(englishMessages[row.messageCode as keyof typeof englishMessages]);
    expect(row.ne).toMatch(/[\u0900-\u097F]/);
  }
});

test('the codes it names are the ones the API sends', async () => {
  const rows = new Map((await servedTable()).map((row) => [row.messageCode, row]));
  const { client } = await locatedUser(server);
  const refused = await client.graphql('{ documents(first: 0) { totalCount } }');
  const pageSize = refused.errors?.[0]?.extensions;
  expect(rows.get(String(pageSize?.messageCode))?.codes).toContain(pageSize?.code);

  const signedOut = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ documents(first: 1) { totalCount } }' }),
  });
  const anonymous = ((await signedOut.json()) as { errors: { extensions: Record<string, string> }[] })
    .errors[0]!.extensions;
  expect(rows.get(anonymous.messageCode!)?.codes).toContain(anonymous.code);
});

test('the committed doc and JSON are what the catalogue makes now (npm run check:generated)', async () => {
  for (const { file, content } of await expectedErrorCodeFiles()) {
    expect(await readFile(file, 'utf8')).toBe(content);
  }
});

test('a text with a pipe or a line break stays in its cell', () => {
  const markdown = errorCodesMarkdown([
    { messageCode: 'x.y', codes: ['BAD_USER_INPUT'], en: 'a | b\nc', ne: 'क | ख' },
  ]);
  const row = markdown.split('\n').find((line) => line.startsWith('| `x.y`'))!;
  expect(row).toBe('| `x.y` | `BAD_USER_INPUT` | a \\| b c | क \\| ख |');
});
