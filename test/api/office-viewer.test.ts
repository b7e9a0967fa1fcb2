import { signedInUser } from '../support/builders.js';
import type { ApiClient } from '../support/client.js';
import { generate, ready, validValues } from '../support/documents.js';
import { tinyPng } from '../support/images.js';
import { addMember, createOffice, kmcWard32 } from '../support/offices.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// An office viewer reads the office's papers but changes none: no annotated version, no stamp, no
// withdrawn code. Every mutation that changes a document goes through changeableDocument.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const DOCUMENT = `query D($id: ID!) { document(id: $id) { id status verificationCode versions { id } } }`;
const SAVE = `mutation S($documentId: ID!, $annotations: [AnnotationInput!]!) {
  saveDocumentAnnotations(documentId: $documentId, annotations: $annotations) { id number } }`;
const WITHDRAW = `mutation W($id: ID!) { withdrawVerification(documentId: $id) { id verificationCode } }`;
const UPLOAD = `mutation U($image: String!) { uploadStampImage(imageBase64: $image) { id } }`;
const CREATE_CLIENT = `mutation ($officeId: ID!, $input: OfficeClientInput!) {
  createOfficeClient(officeId: $officeId, input: $input) { id } }`;

const note = { kind: 'FREE_TEXT', page: 1, rect: { x: 60, y: 700, width: 300, height: 40 }, text: 'दर्ता' };
const stamp = (stampImageId: string) => ({
  kind: 'STAMP',
  page: 1,
  rect: { x: 300, y: 100, width: 60, height: 60 },
  stampImageId,
});

const refusal = (result: { errors?: { extensions?: Record<string, unknown> }[] }) => ({
  code: result.errors?.[0]?.extensions?.code,
  messageCode: result.errors?.[0]?.extensions?.messageCode,
});

async function uploadStamp(client: ApiClient): Promise<string> {
  const uploaded = await client.graphql(UPLOAD, { image: tinyPng().toString('base64') });
  if (!uploaded.data) throw new Error(JSON.stringify(uploaded.errors));
  return uploaded.data.uploadStampImage.id;
}

let office: {
  owner: Awaited<ReturnType<typeof signedInUser>>;
  writer: Awaited<ReturnType<typeof signedInUser>>;
  viewer: Awaited<ReturnType<typeof signedInUser>>;
  documentId: string;
};

beforeAll(async () => {
  const owner = await signedInUser(server);
  const writer = await signedInUser(server);
  const viewer = await signedInUser(server);
  const officeId = await createOffice(owner.client);
  await addMember(server, owner.client, officeId, writer.client, writer.account.email, 'writer');
  await addMember(server, owner.client, officeId, viewer.client, viewer.account.email, 'viewer');
  const client = await owner.client.graphql(CREATE_CLIENT, {
    officeId,
    input: {
      fullName: 'सीता शर्मा',
      gender: 'female',
      dateOfBirthBs: '2040/05/10',
      fatherName: 'राम शर्मा',
      grandfatherName: 'हरि शर्मा',
      ...kmcWard32,
    },
  });
  const values = { ...validValues('birth-date-verification') };
  for (const key of ['fullName', 'gender', 'dateOfBirthBs', 'fatherName', 'grandfatherName'])
    delete values[key];
  const { id } = await generate(writer.client, {
    workKey: 'birth-date-verification',
    values,
    officeId,
    clientId: client.data.createOfficeClient.id,
  });
  await ready(writer.client, id, DOCUMENT);
  office = { owner, writer, viewer, documentId: id };
});

test('a viewer reads the paper but cannot save annotations on it', async () => {
  const { viewer, documentId } = office;
  const read = await viewer.client.graphql(DOCUMENT, { id: documentId });
  expect(read.data.document.id).toBe(documentId);
  const saved = await viewer.client.graphql(SAVE, { documentId, annotations: [note] });
  expect(refusal(saved)).toEqual({ code: 'FORBIDDEN', messageCode: 'office.roleForbids' });
  expect((await viewer.client.graphql(DOCUMENT, { id: documentId })).data.document.versions).toEqual([]);
});

test('a viewer cannot place a stamp of their own on the paper', async () => {
  const { viewer, documentId } = office;
  const stampId = await uploadStamp(viewer.client);
  const saved = await viewer.client.graphql(SAVE, { documentId, annotations: [stamp(stampId)] });
  expect(refusal(saved)).toEqual({ code: 'FORBIDDEN', messageCode: 'office.roleForbids' });
  expect((await viewer.client.graphql(DOCUMENT, { id: documentId })).data.document.versions).toEqual([]);
});

test('a viewer cannot withdraw the paper’s verification code', async () => {
  const { viewer, documentId } = office;
  const before = (await viewer.client.graphql(DOCUMENT, { id: documentId })).data.document.verificationCode;
  expect(before).toEqual(expect.any(String));
  const withdrawn = await viewer.client.graphql(WITHDRAW, { id: documentId });
  expect(refusal(withdrawn)).toEqual({ code: 'FORBIDDEN', messageCode: 'office.roleForbids' });
  expect((await viewer.client.graphql(DOCUMENT, { id: documentId })).data.document.verificationCode).toBe(
    before,
  );
});

test('a writer and an owner still annotate and stamp it', async () => {
  const { writer, owner, documentId } = office;
  const byWriter = await writer.client.graphql(SAVE, {
    documentId,
    annotations: [note, stamp(await uploadStamp(writer.client))],
  });
  expect(byWriter.errors).toBeUndefined();
  const byOwner = await owner.client.graphql(SAVE, { documentId, annotations: [note] });
  expect(byOwner.errors).toBeUndefined();
  expect(byOwner.data.saveDocumentAnnotations.number).toBe(byWriter.data.saveDocumentAnnotations.number + 1);
});
