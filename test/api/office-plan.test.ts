import { User } from '../../server/src/modules/accounts/user.entity.js';
import { Office } from '../../server/src/modules/offices/office.entities.js';
import { entityManager } from '../../server/src/db/orm.js';
import { signedInUser } from '../support/builders.js';
import { validValues } from '../support/documents.js';
import { addMember, createOffice, kmcWard32 } from '../support/offices.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// @pglite: 30 concurrent generations at the office allowance’s edge, one connection and its locks
// The office's own allowance: its documents are counted on the office, whoever of its members
// makes them, and the office's row lock makes the count exact under concurrency.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const GENERATE = `mutation G($input: GenerateDocumentInput!) { generateDocument(input: $input) { id entitlement } }`;
const CREATE_CLIENT = `mutation ($officeId: ID!, $input: OfficeClientInput!) { createOfficeClient(officeId: $officeId, input: $input) { id } }`;
const ME = '{ me { documentCount } }';

const client = {
  fullName: 'सीता शर्मा',
  gender: 'female',
  dateOfBirthBs: '2040/05/10',
  fatherName: 'राम शर्मा',
  grandfatherName: 'हरि शर्मा',
};

/** An office with an owner and a writer, one client in Kathmandu, and a generation input for it. */
async function officeWithTwoMembers() {
  const owner = await signedInUser(server);
  const writer = await signedInUser(server);
  const officeId = await createOffice(owner.client);
  await addMember(server, owner.client, officeId, writer.client, writer.account.email, 'writer');
  const created = await writer.client.graphql(CREATE_CLIENT, {
    officeId,
    input: { ...client, ...kmcWard32 },
  });
  if (!created.data) throw new Error(JSON.stringify(created.errors));
  const values = { ...validValues('birth-date-verification') };
  for (const key of ['fullName', 'gender', 'dateOfBirthBs', 'fatherName', 'grandfatherName'])
    delete values[key];
  const input = {
    workKey: 'birth-date-verification',
    values,
    officeId,
    clientId: created.data.createOfficeClient.id,
  };
  return { owner, writer, officeId, input };
}

const setOffice = (officeId: string, changes: Partial<Office>) =>
  entityManager(server.services.orm).nativeUpdate(Office, { id: officeId }, changes);
const officeRow = (officeId: string) => entityManager(server.services.orm).findOneOrFail(Office, officeId);

test('an office document is counted on the office, not on the member who made it', async () => {
  const { writer, officeId, input } = await officeWithTwoMembers();
  const made = await writer.client.graphql(GENERATE, { input });
  expect(made.errors).toBeUndefined();
  expect(made.data.generateDocument.entitlement).toBe('FREE');
  expect((await officeRow(officeId)).documentCount).toBe(1);
  expect((await writer.client.graphql(ME)).data.me.documentCount).toBe(0);
});

test('a member whose own free documents are spent still generates on the office allowance', async () => {
  const { writer, input } = await officeWithTwoMembers();
  await entityManager(server.services.orm).nativeUpdate(User, { id: writer.userId }, { documentCount: 10 });
  const made = await writer.client.graphql(GENERATE, { input });
  expect(made.data?.generateDocument.entitlement).toBe('FREE');
});

test('30 concurrent generations by two members at the allowance’s last document make exactly one', async () => {
  const { owner, writer, officeId, input } = await officeWithTwoMembers();
  await setOffice(officeId, { documentCount: 9 });
  const results = await Promise.all(
    Array.from({ length: 30 }, (_, i) => (i % 2 ? owner : writer).client.graphql(GENERATE, { input })),
  );
  const made = results.filter((r) => r.data?.generateDocument);
  const refused = results.filter((r) => r.errors?.[0]?.extensions?.code === 'PAYMENT_REQUIRED');
  expect(made).toHaveLength(1);
  expect(refused).toHaveLength(29);
  expect((await officeRow(officeId)).documentCount).toBe(10);
});

test('the office’s plan pays once its free documents are spent, and not after it expires', async () => {
  const { writer, officeId, input } = await officeWithTwoMembers();
  const now = Date.now();
  await setOffice(officeId, {
    documentCount: 10,
    plan: 'basic' as Office['plan'],
    planStartsAt: new Date(now - 1000),
    planExpiresAt: new Date(now + 86_400_000),
  });
  const paid = await writer.client.graphql(GENERATE, { input });
  expect(paid.data?.generateDocument.entitlement).toBe('PLAN');
  await setOffice(officeId, { planExpiresAt: new Date(now - 1) });
  const refused = await writer.client.graphql(GENERATE, { input });
  expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'PAYMENT_REQUIRED', reason: 'PLAN_EXPIRED' });
});

test('the work’s entitlement under an office answers for the office’s allowance', async () => {
  const { writer, officeId, input } = await officeWithTwoMembers();
  const ENTITLEMENT = `query E($officeId: ID) { work(key: "birth-date-verification") {
    entitlement(officeId: $officeId) { canGenerate freeDocumentsLeft paymentProviders } } }`;
  await entityManager(server.services.orm).nativeUpdate(User, { id: writer.userId }, { documentCount: 10 });
  const personal = await writer.client.graphql(ENTITLEMENT, {});
  expect(personal.data.work.entitlement.canGenerate).toBe(false);
  const forOffice = await writer.client.graphql(ENTITLEMENT, { officeId });
  expect(forOffice.data.work.entitlement).toEqual({
    canGenerate: true,
    freeDocumentsLeft: 10,
    paymentProviders: [],
  });
  await setOffice(officeId, { documentCount: 10 });
  // Spent: an office pays by a plan its owners buy, not by single documents.
  const spent = await writer.client.graphql(ENTITLEMENT, { officeId });
  expect(spent.data.work.entitlement).toEqual({
    canGenerate: false,
    freeDocumentsLeft: 0,
    paymentProviders: [],
  });
  expect(input.officeId).toBe(officeId);
});
