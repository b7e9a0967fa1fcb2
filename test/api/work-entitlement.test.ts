import { entityManager } from '../../server/src/db/orm.js';
import { SubscriptionPlan, User } from '../../server/src/modules/accounts/user.entity.js';
import { PLANS } from '../../server/src/modules/entitlements/plans.js';
import { WorkPermission } from '../../server/src/modules/entitlements/work-permission.entity.js';
import {
  DocumentStatus,
  GeneratedDocument,
} from '../../server/src/modules/documents/generated-document.entity.js';
import { EntitlementKind } from '../../server/src/modules/entitlements/entitlement-kind.js';
import { ApiClient } from '../support/client.js';
import { signedInUser } from '../support/builders.js';
import { setLocation, validBirthDateValues } from '../support/documents.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

const WORK = 'birth-date-verification';
const DAY = 24 * 60 * 60 * 1000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ KHALTI_SECRET_KEY: 'test-khalti-key' });
});
afterAll(() => server.stop());

const ENTITLEMENT = `query E($key: String!) {
  work(key: $key) {
    price
    entitlement {
      canGenerate paidBy reason price documentCount freeDocumentsLeft freeDocuments planDocumentsLeft
      planDocuments paymentProviders
      plans { plan price documents }
    }
  }
}`;
const GENERATE = `mutation G($input: GenerateDocumentInput!) {
  generateDocument(input: $input) { id entitlement }
}`;

const em = () => entityManager(server.services.orm);

async function userWith(changes: Partial<User> = {}) {
  const { client, userId } = await signedInUser(server);
  await setLocation(server, client, userId);
  if (Object.keys(changes).length) await em().nativeUpdate(User, { id: userId }, changes);
  return { client, userId };
}

async function entitlementOf(client: ApiClient) {
  const result = await client.graphql(ENTITLEMENT, { key: WORK });
  expect(result.errors).toBeUndefined();
  return result.data.work.entitlement;
}

/** The generation mutation must say what the query said. */
async function generate(client: ApiClient) {
  return client.graphql(GENERATE, { input: { workKey: WORK, values: validBirthDateValues() } });
}

const activePlan = (plan: SubscriptionPlan) => ({
  subscriptionPlan: plan,
  subscriptionStartsAt: new Date(Date.now() - DAY),
  subscriptionExpiresAt: new Date(Date.now() + 29 * DAY),
});

async function grantPermission(userId: string, workKey: string) {
  const manager = em();
  manager.create(WorkPermission, { user: manager.getReference(User, userId), workKey });
  await manager.flush();
}

describe("a work's entitlement answer", () => {
  test('is null for someone signed out', async () => {
    const anonymous = new ApiClient(server.url);
    const result = await anonymous.graphql(ENTITLEMENT, { key: WORK });
    expect(result.data.work.entitlement).toBeNull();
  });

  test('a new user can generate with the free documents, and the mutation uses one', async () => {
    const { client } = await userWith({ documentCount: 3 });
    expect(await entitlementOf(client)).toMatchObject({
      canGenerate: true,
      paidBy: 'FREE',
      reason: null,
      freeDocumentsLeft: 7,
      freeDocuments: 10,
      planDocumentsLeft: null,
      planDocuments: null,
      paymentProviders: [],
      plans: [],
    });
    expect((await generate(client)).data.generateDocument.entitlement).toBe('FREE');
    expect(await entitlementOf(client)).toMatchObject({ documentCount: 4, freeDocumentsLeft: 6 });
  });

  test('with the free documents used: the price, both wallets and the plans; the mutation refuses alike', async () => {
    const { client } = await userWith({ documentCount: 10 });
    const answer = await entitlementOf(client);
    expect(answer).toEqual({
      canGenerate: false,
      paidBy: null,
      reason: 'FREE_DOCUMENTS_USED',
      price: 15,
      documentCount: 10,
      freeDocumentsLeft: 0,
      freeDocuments: 10,
      planDocumentsLeft: null,
      planDocuments: null,
      paymentProviders: ['ESEWA', 'KHALTI'],
      plans: Object.values(PLANS).map(({ plan, price, documents }) => ({ plan, price, documents })),
    });
    const refused = await generate(client);
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'PAYMENT_REQUIRED',
      price: 15,
      reason: 'FREE_DOCUMENTS_USED',
    });
  });

  test('an active plan with documents left pays', async () => {
    const { client } = await userWith({ documentCount: 40, ...activePlan(SubscriptionPlan.basic) });
    expect(await entitlementOf(client)).toMatchObject({
      canGenerate: true,
      paidBy: 'PLAN',
      planDocumentsLeft: PLANS.basic.documents,
      // What the dashboard and the form say: "100 of 100 left".
      planDocuments: PLANS.basic.documents,
    });
    expect((await generate(client)).data.generateDocument.entitlement).toBe('PLAN');
    expect((await entitlementOf(client)).planDocumentsLeft).toBe(PLANS.basic.documents - 1);
  });

  test('a plan whose month is used up does not pay, and says so', async () => {
    const { client, userId } = await userWith({ documentCount: 110, ...activePlan(SubscriptionPlan.basic) });
    const manager = em();
    const user = manager.getReference(User, userId);
    for (let i = 0; i < PLANS.basic.documents; i += 1) {
      manager.create(GeneratedDocument, {
        user,
        workKey: WORK,
        serviceAreaId: 1,
        entitlement: EntitlementKind.PLAN,
        values: {},
        snapshot: {},
        // Generated earlier this month; left QUEUED, the render sweep would try them, fail on their
        // empty values and give them back to the plan while this test reads it.
        status: DocumentStatus.READY,
      });
    }
    await manager.flush();
    expect(await entitlementOf(client)).toMatchObject({
      canGenerate: false,
      reason: 'PLAN_DOCUMENTS_USED',
      planDocumentsLeft: 0,
      price: 15,
    });
    expect((await generate(client)).errors?.[0]?.extensions).toMatchObject({
      code: 'PAYMENT_REQUIRED',
      reason: 'PLAN_DOCUMENTS_USED',
    });
  });

  test('a plan whose month has ended does not pay', async () => {
    const { client } = await userWith({
      documentCount: 20,
      subscriptionPlan: SubscriptionPlan.silver,
      subscriptionStartsAt: new Date(Date.now() - 40 * DAY),
      subscriptionExpiresAt: new Date(Date.now() - 10 * DAY),
    });
    expect(await entitlementOf(client)).toMatchObject({ canGenerate: false, reason: 'PLAN_EXPIRED' });
  });

  test('a document bought for this work pays for it; one bought for another work does not', async () => {
    const other = await userWith({ documentCount: 12 });
    await grantPermission(other.userId, 'consent-deed');
    expect(await entitlementOf(other.client)).toMatchObject({
      canGenerate: false,
      reason: 'FREE_DOCUMENTS_USED',
    });
    expect((await generate(other.client)).errors?.[0]?.extensions?.code).toBe('PAYMENT_REQUIRED');

    const own = await userWith({ documentCount: 12 });
    await grantPermission(own.userId, WORK);
    expect(await entitlementOf(own.client)).toMatchObject({ canGenerate: true, paidBy: 'PERMISSION' });
    expect((await generate(own.client)).data.generateDocument.entitlement).toBe('PERMISSION');
    expect(await entitlementOf(own.client)).toMatchObject({ canGenerate: false });
  });
});

describe('the allowance (what the dashboard says is left)', () => {
  const ALLOWANCE = `query A($officeId: ID) {
    allowance(officeId: $officeId) {
      documentCount freeDocuments freeDocumentsLeft plan planDocuments planDocumentsLeft
    }
  }`;

  test('counts the free documents, then the plan’s month, as generation spends them', async () => {
    const { client } = await userWith({ documentCount: 3 });
    expect((await client.graphql(ALLOWANCE)).data.allowance).toEqual({
      documentCount: 3,
      freeDocuments: 10,
      freeDocumentsLeft: 7,
      plan: null,
      planDocuments: null,
      planDocumentsLeft: null,
    });
    const { client: subscriber } = await userWith({
      documentCount: 40,
      ...activePlan(SubscriptionPlan.basic),
    });
    expect((await generate(subscriber)).data.generateDocument.entitlement).toBe('PLAN');
    expect((await subscriber.graphql(ALLOWANCE)).data.allowance).toMatchObject({
      freeDocumentsLeft: 0,
      plan: 'basic',
      planDocuments: 100,
      planDocumentsLeft: 99,
    });
  });

  test('is null signed out, and refused for an office the user is not in', async () => {
    expect((await new ApiClient(server.url).graphql(ALLOWANCE)).data.allowance).toBeNull();
    const { client } = await userWith();
    const refused = await client.graphql(ALLOWANCE, { officeId: '00000000-0000-4000-8000-000000000000' });
    expect(refused.data?.allowance ?? null).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toMatch(/NOT_FOUND|FORBIDDEN/);
  });
});
