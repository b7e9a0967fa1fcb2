// What a partner gets wrong is said, not quietly changed: a form key the work does not have
// (refused before anything is charged; page sizes: page-sizes.test.ts); and what is left of a
// token's cost budget is told before a 429.
import { entityManager } from '../../server/src/db/orm.js';
import { User } from '../../server/src/modules/accounts/user.entity.js';
import { createToken, tokenClient } from '../support/api-tokens.js';
import { locatedUser, validBirthDateValues } from '../support/documents.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const GENERATE = 'mutation G($input: GenerateDocumentInput!) { generateDocument(input: $input) { id } }';

test('an unknown form key is BAD_USER_INPUT naming it, and nothing is charged', async () => {
  const { client, userId } = await locatedUser(server);
  const partner = tokenClient(server.url, (await createToken(client, ['DOCUMENTS_WRITE'])).secret);
  const result = await partner.graphql(GENERATE, {
    input: { workKey: 'birth-date-verification', values: { ...validBirthDateValues(), fullNmae: 'typo' } },
  });
  expect(result.errors?.[0]?.extensions).toMatchObject({
    code: 'BAD_USER_INPUT',
    field: 'fullNmae',
    messageCode: 'document.unknownField',
  });
  const user = await entityManager(server.services.orm).findOneOrFail(User, userId);
  expect(user.documentCount).toBe(0);
  // The same values without the stray key go through.
  const fine = await partner.graphql(GENERATE, {
    input: { workKey: 'birth-date-verification', values: validBirthDateValues() },
  });
  expect(fine.errors).toBeUndefined();
});

test('a hostile key (long, odd characters) is named cut short and refused the same way', async () => {
  const { client } = await locatedUser(server);
  const key = `__proto__${'x'.repeat(10_000)}`;
  const result = await client.graphql(GENERATE, {
    input: { workKey: 'birth-date-verification', values: { ...validBirthDateValues(), [key]: 1 } },
  });
  expect(result.errors?.[0]?.extensions?.messageCode).toBe('document.unknownField');
  expect(String(result.errors?.[0]?.extensions?.field).length).toBe(100);
});

test('a token is told what is left of its cost budget for the minute, down to the refusal', async () => {
  const { client } = await locatedUser(server);
  const partner = tokenClient(server.url, (await createToken(client, ['DOCUMENTS_READ'])).secret);
  const query = '{ documents(first: 5) { totalCount } }';
  const first = await partner.graphql(query);
  const cost = first.extensions?.cost as number;
  const budget = first.extensions?.costBudget as { limit: number; remaining: number; resetSeconds: number };
  expect(budget.limit).toBe(server.services.config.API_TOKEN_COST_PER_MINUTE);
  expect(budget.remaining).toBe(budget.limit - cost);
  expect(budget.resetSeconds).toBeGreaterThan(0);
  const second = await partner.graphql(query);
  expect(second.extensions?.costBudget).toMatchObject({ remaining: budget.limit - 2 * cost });
  // And in the answer's headers.
  const third = await partner.request('POST', '/graphql', { query });
  expect(third.headers.get('cost-budget-limit')).toBe(String(budget.limit));
  expect(third.headers.get('cost-budget-remaining')).toBe(String(budget.limit - 3 * cost));
  expect(Number(third.headers.get('cost-budget-reset'))).toBeGreaterThan(0);
  // A session is not budgeted so: its answers carry the cost only.
  expect((await client.graphql(query)).extensions).not.toHaveProperty('costBudget');
  expect(
    (await client.request('POST', '/graphql', { query })).headers.get('cost-budget-remaining'),
  ).toBeNull();
});
