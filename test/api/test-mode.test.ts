// Test mode: a test token's documents are specimens, never charged nor counted, marked on every
// page; live tokens and the browser's session are unchanged.
import { entityManager } from '../../server/src/db/orm.js';
import { bsMonthKey, currentBsMonth } from '../../server/src/shared/nepali/index.js';
import { User } from '../../server/src/modules/accounts/user.entity.js';
import { countInWindow, limits } from '../../server/src/modules/rate-limit/rate-limit.js';
import { CREATE_TOKEN, tokenClient } from '../support/api-tokens.js';
import type { ApiClient } from '../support/client.js';
import { readDocx } from '../support/docx-text.js';
import { fetchLink, locatedUser, ready, validBirthDateValues, validValues } from '../support/documents.js';
import { createOffice, kmcWard32 } from '../support/offices.js';
import { popplerText } from '../support/pdf-text.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const GENERATE = `mutation G($input: GenerateDocumentInput!) {
  generateDocument(input: $input) { id status specimen entitlement }
}`;
const DOCUMENT = `query D($id: ID!) {
  document(id: $id) { id status specimen verificationCode downloadUrl docxDownloadUrl }
}`;
const VERIFY = 'query V($code: String!) { documentVerification(code: $code) { workKey specimen } }';
const ME = '{ me { documentCount } }';

async function token(client: ApiClient, mode?: 'TEST' | 'LIVE') {
  const result = await client.graphql(CREATE_TOKEN.replace('token {', 'token { mode'), {
    input: {
      name: 'Trying the API',
      scopes: ['DOCUMENTS_READ', 'DOCUMENTS_WRITE'],
      ...(mode ? { mode } : {}),
    },
  });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data.createApiToken as { secret: string; token: { mode: string; prefix: string } };
}

/** A located user whose ten free documents are spent. */
async function userWithoutFreeDocuments() {
  const user = await locatedUser(server);
  await entityManager(server.services.orm).nativeUpdate(User, { id: user.userId }, { documentCount: 10 });
  return user;
}

const generate = (client: ApiClient) =>
  client.graphql(GENERATE, { input: { workKey: 'birth-date-verification', values: validBirthDateValues() } });

/** The text of each page of a PDF (pdftotext separates pages by form feeds). */
async function pagesOf(link: string): Promise<string[]> {
  const response = await fetchLink(server, link);
  expect(response.status).toBe(200);
  const text = await popplerText(new Uint8Array(await response.arrayBuffer()), 'layout');
  return text.split('\f').filter((page) => page.trim() !== '');
}

test('a test token’s secret and listing say TEST; a token is LIVE unless asked otherwise', async () => {
  const { client } = await locatedUser(server);
  const test = await token(client, 'TEST');
  expect(test.secret).toMatch(/^lkp_test_[A-Za-z0-9_-]{40}$/);
  expect(test.token).toMatchObject({ mode: 'TEST', prefix: test.secret.slice(0, 15) });
  const live = await token(client);
  expect(live.secret).not.toMatch(/^lkp_test_/);
  expect(live.token.mode).toBe('LIVE');
  const listed = await client.graphql('{ apiTokens { prefix mode } }');
  expect(listed.data.apiTokens).toEqual([
    { prefix: live.token.prefix, mode: 'LIVE' },
    { prefix: test.token.prefix, mode: 'TEST' },
  ]);
});

test('past the free documents a test token makes 15 specimens without paying, each watermarked on every page', async () => {
  const { client } = await userWithoutFreeDocuments();
  const partner = tokenClient(server.url, (await token(client, 'TEST')).secret);
  const made: string[] = [];
  for (let i = 0; i < 15; i += 1) {
    const result = await generate(partner);
    expect(result.errors).toBeUndefined();
    expect(result.data.generateDocument).toMatchObject({ specimen: true, entitlement: 'SPECIMEN' });
    made.push(result.data.generateDocument.id);
  }
  for (const id of made) {
    const document = await ready(partner, id, DOCUMENT);
    expect(document.specimen).toBe(true);
    const pages = await pagesOf(document.downloadUrl);
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(page).toMatch(/SPECIMEN\s+—\s+not valid/);
  }
  // Nothing was counted against the account: its next real document still needs paying.
  expect((await client.graphql(ME)).data.me.documentCount).toBe(10);
  expect((await generate(client)).errors?.[0]?.extensions?.code).toBe('PAYMENT_REQUIRED');

  // Its verification says it is a specimen; its Word copy carries the mark too.
  const one = await ready(partner, made[0]!, DOCUMENT);
  const verified = await client.graphql(VERIFY, { code: one.verificationCode });
  expect(verified.data.documentVerification).toEqual({ workKey: 'birth-date-verification', specimen: true });
  const word = await fetchLink(server, one.docxDownloadUrl);
  expect(word.status).toBe(200);
  const docx = readDocx(Buffer.from(await word.arrayBuffer()));
  const headers = [...docx.parts.keys()].filter((name) => /^word\/header\d*\.xml$/.test(name));
  expect(headers.map((name) => docx.part(name)).join('')).toContain('नमुना / SPECIMEN — not valid');
});

test('a live token still gets PAYMENT_REQUIRED past the free documents', async () => {
  const { client } = await userWithoutFreeDocuments();
  const partner = tokenClient(server.url, (await token(client, 'LIVE')).secret);
  const result = await generate(partner);
  expect(result.errors?.[0]?.extensions?.code).toBe('PAYMENT_REQUIRED');
});

test('the browser’s session never makes a specimen: its document is real, counted and unmarked', async () => {
  const { client } = await locatedUser(server);
  await token(client, 'TEST');
  const result = await generate(client);
  expect(result.data.generateDocument).toMatchObject({ specimen: false, entitlement: 'FREE' });
  const document = await ready(client, result.data.generateDocument.id, DOCUMENT);
  for (const page of await pagesOf(document.downloadUrl)) expect(page).not.toContain('SPECIMEN');
  expect((await client.graphql(ME)).data.me.documentCount).toBe(1);
  const verified = await client.graphql(VERIFY, { code: document.verificationCode });
  expect(verified.data.documentVerification.specimen).toBe(false);
});

test('specimens are rate limited per account: past the hour’s allowance, RATE_LIMITED', async () => {
  const { client, userId } = await locatedUser(server);
  const partner = tokenClient(server.url, (await token(client, 'TEST')).secret);
  const { max, windowSeconds } = limits.specimensPerAccount;
  await countInWindow(entityManager(server.services.orm), `specimen:user:${userId}`, windowSeconds, max);
  const result = await generate(partner);
  expect(result.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
});

test('an office’s test token makes specimens the office neither pays for nor sees in its month', async () => {
  const { client } = await locatedUser(server);
  const officeId = await createOffice(client);
  const made = await client.graphql(
    'mutation ($officeId: ID!, $input: OfficeClientInput!) { createOfficeClient(officeId: $officeId, input: $input) { id } }',
    {
      officeId,
      input: {
        fullName: 'सीता शर्मा',
        gender: 'female',
        dateOfBirthBs: '2040/05/10',
        fatherName: 'राम शर्मा',
        grandfatherName: 'हरि शर्मा',
        ...kmcWard32,
      },
    },
  );
  const created = await client.graphql(CREATE_TOKEN.replace('token {', 'token { mode'), {
    input: { name: 'Office sandbox', scopes: ['DOCUMENTS_WRITE'], officeId, mode: 'TEST' },
  });
  const office = tokenClient(server.url, created.data.createApiToken.secret);
  const values = validValues('birth-date-verification');
  for (const key of ['fullName', 'gender', 'dateOfBirthBs', 'fatherName', 'grandfatherName'])
    delete values[key];
  const result = await office.graphql(GENERATE, {
    input: {
      workKey: 'birth-date-verification',
      values,
      officeId,
      clientId: made.data.createOfficeClient.id,
    },
  });
  expect(result.data.generateDocument).toMatchObject({ specimen: true, entitlement: 'SPECIMEN' });
  const usage = await client.graphql(
    'query ($officeId: ID!, $month: String!) { officeUsage(officeId: $officeId, month: $month) { documents freeDocumentsLeft } }',
    { officeId, month: bsMonthKey(currentBsMonth()) },
  );
  expect(usage.data.officeUsage).toEqual({ documents: 0, freeDocumentsLeft: 10 });
});

test('over REST a test token’s /genpdf answers a specimen too, and says so', async () => {
  const { client } = await userWithoutFreeDocuments();
  const partner = tokenClient(server.url, (await token(client, 'TEST')).secret);
  const response = await partner.rest('POST', '/genpdf/bagmati/kathmandu/birth-date-verification', {
    values: validBirthDateValues(),
  });
  expect(response.status).toBe(200);
  expect(response.body.document).toMatchObject({ status: 'READY', specimen: true });
});
