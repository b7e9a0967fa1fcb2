import { generate, locatedUser, validBirthDateValues } from '../support/documents.js';
import { fromRequests, recordSql } from '../support/sql-counter.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// A generation announces document.created and then document.ready or document.failed
// (webhook-dispatch.ts). For an account without endpoints each announcement is one read of its
// endpoints and nothing else: no event recorded, no delivery, no job.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

test('an account without endpoints: one read of its endpoints per event, nothing recorded', async () => {
  const { client } = await locatedUser(server);
  const statements = await recordSql(server.services.orm, async () => {
    await generate(client, { workKey: 'birth-date-verification', values: validBirthDateValues() });
    await server.services.renderScheduler.idle();
  });
  const ofWebhooks = fromRequests(statements).filter((sql) => /webhook_/.test(sql));
  expect(ofWebhooks).toHaveLength(2);
  for (const sql of ofWebhooks)
    expect(sql).toMatch(/^select \* from "webhook_endpoint" where "user_id" = \? and "office_id" is null$/);
}, 180_000);
