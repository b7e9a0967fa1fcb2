import { createHash } from 'node:crypto';
import { fileMatchesHash } from '../../client/src/routes/verify/file-hash.js';
import { entityManager } from '../../server/src/db/orm.js';
import { verificationUrl } from '../../server/src/modules/documents/document-render-task.js';
import { GeneratedDocument } from '../../server/src/modules/documents/generated-document.entity.js';
import { adToBs } from '../../server/src/shared/nepali/bs-date.js';
import { ApiClient } from '../support/client.js';
import { signedInUser } from '../support/builders.js';
import { setLocation, validValues } from '../support/documents.js';
import { popplerText } from '../support/pdf-text.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// The code on every paper opens a public page that tells an office just enough to trust the
// printout: its work, its BS date, the applicant's name partly hidden and the PDF's SHA-256.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://lekhapadi.example.np' });
});
afterAll(() => server.stop());

const GENERATE = `mutation G($input: GenerateDocumentInput!) { generateDocument(input: $input) { id } }`;
const DOCUMENT = `query D($id: ID!) { document(id: $id) { id status createdAt downloadUrl verificationCode } }`;
const VERIFY = `query V($code: String!) {
  documentVerification(code: $code) { code workKey workNameNe workNameEn issuedOnBs maskedName pdfSha256 }
}`;
const WITHDRAW = `mutation W($documentId: ID!) { withdrawVerification(documentId: $documentId) { id verificationCode } }`;

interface Issued {
  id: string;
  createdAt: string;
  verificationCode: string;
  pdf: Uint8Array<ArrayBuffer>;
}

async function issue(client: ApiClient, fullName: string): Promise<Issued> {
  const values = { ...validValues('birth-date-verification'), fullName };
  const result = await client.graphql(GENERATE, { input: { workKey: 'birth-date-verification', values } });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  const id = result.data.generateDocument.id as string;
  for (let i = 0; i < 400; i += 1) {
    const document = (await client.graphql(DOCUMENT, { id })).data?.document;
    if (document?.status === 'FAILED') throw new Error('the document failed');
    if (document?.status === 'READY') {
      const signed = new URL(document.downloadUrl as string);
      const response = await fetch(new URL(`${signed.pathname}${signed.search}`, server.url));
      return { ...document, pdf: new Uint8Array(await response.arrayBuffer()) };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('document did not settle');
}

const visitor = () => new ApiClient(server.url);

let owner: Awaited<ReturnType<typeof signedInUser>>;
let issued: Issued;
beforeAll(async () => {
  owner = await signedInUser(server);
  await setLocation(server, owner.client, owner.userId);
  issued = await issue(owner.client, 'झलकमान गन्धर्व');
});

test('the owner sees the code in groups, and the PDF prints it', async () => {
  expect(issued.verificationCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
  expect(await popplerText(issued.pdf, 'raw')).toContain(issued.verificationCode);
});

test('a visitor looking the code up learns the work, the BS date, a masked name and the hash, nothing more', async () => {
  const result = await visitor().graphql(VERIFY, { code: issued.verificationCode });
  expect(result.errors).toBeUndefined();
  const bs = adToBs(new Date(issued.createdAt));
  const pad = (n: number) => String(n).padStart(2, '0');
  expect(result.data.documentVerification).toEqual({
    code: issued.verificationCode,
    workKey: 'birth-date-verification',
    workNameNe: expect.any(String),
    workNameEn: expect.any(String),
    issuedOnBs: `${bs.year}-${pad(bs.month)}-${pad(bs.day)}`,
    maskedName: 'झ*** ग***',
    pdfSha256: createHash('sha256').update(issued.pdf).digest('hex'),
  });
  expect(JSON.stringify(result.data)).not.toMatch(/झलकमान|गन्धर्व|9841|citizenship/i);
});

test('the code is read as typed: lower case, without hyphens, with O for 0 and I or L for 1', async () => {
  const plain = issued.verificationCode.replaceAll('-', '');
  const typed = plain.toLowerCase().replaceAll('0', 'o').replaceAll('1', 'l');
  const result = await visitor().graphql(VERIFY, { code: typed });
  expect(result.data.documentVerification?.code).toBe(issued.verificationCode);
});

test('the QR code leads to the page under PUBLIC_URL', async () => {
  const row = await entityManager(server.services.orm).findOneOrFail(GeneratedDocument, issued.id);
  expect(row.verificationCode).toHaveLength(20);
  // The QR itself is drawn, not text; the address it carries is what the render was given.
  expect(verificationUrl('https://lekhapadi.example.np/', row.verificationCode!)).toBe(
    `https://lekhapadi.example.np/verify/${row.verificationCode}`,
  );
});

test('the file check: the issued PDF matches its hash, one changed byte does not', async () => {
  const { pdfSha256 } = (await visitor().graphql(VERIFY, { code: issued.verificationCode })).data
    .documentVerification;
  expect(await fileMatchesHash(issued.pdf, pdfSha256)).toBe(true);
  const changed = issued.pdf.slice();
  changed[Math.floor(changed.length / 2)] ^= 0x01;
  expect(await fileMatchesHash(changed, pdfSha256)).toBe(false);
});

test('an unknown or malformed code is simply not found', async () => {
  for (const code of ['ABCD-EFGH-JKMN-PQRS-TVWX', 'too-short', '']) {
    const result = await visitor().graphql(VERIFY, { code });
    expect(result.errors).toBeUndefined();
    expect(result.data.documentVerification).toBeNull();
  }
});

test('lookups are limited per address, found or not: the 121st in an hour is RATE_LIMITED', async () => {
  const guesser = visitor();
  for (let i = 0; i < 120; i += 1) {
    const result = await guesser.graphql(VERIFY, {
      code: i % 2 ? issued.verificationCode : `ABCD-EFGH-JKMN-PQRS-TV${i}`,
    });
    expect(result.errors).toBeUndefined();
  }
  const refused = await guesser.graphql(VERIFY, { code: issued.verificationCode });
  expect(refused.errors?.[0]?.extensions).toMatchObject({
    code: 'RATE_LIMITED',
    retryAfterSeconds: expect.any(Number),
  });
  // Anyone else still checks their paper.
  expect(
    (await visitor().graphql(VERIFY, { code: issued.verificationCode })).data.documentVerification,
  ).not.toBeNull();
});

test('only the owner may withdraw a code; another user is told the document does not exist', async () => {
  const other = await issue(owner.client, 'सरिता यादव');
  const stranger = await signedInUser(server);
  const refused = await stranger.client.graphql(WITHDRAW, { documentId: other.id });
  expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  const still = await visitor().graphql(VERIFY, { code: other.verificationCode });
  expect(still.data.documentVerification?.maskedName).toBe('स*** या***');

  const anonymous = await visitor().graphql(WITHDRAW, { documentId: other.id });
  expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});

test('a withdrawn code is not found any more', async () => {
  const withdrawn = await issue(owner.client, 'राम थापा');
  const result = await owner.client.graphql(WITHDRAW, { documentId: withdrawn.id });
  expect(result.errors).toBeUndefined();
  expect(result.data.withdrawVerification).toEqual({ id: withdrawn.id, verificationCode: null });
  const lookup = await visitor().graphql(VERIFY, { code: withdrawn.verificationCode });
  expect(lookup.errors).toBeUndefined();
  expect(lookup.data.documentVerification).toBeNull();
});
