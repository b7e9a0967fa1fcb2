import { entityManager } from '../../server/src/db/orm.js';
import { User } from '../../server/src/modules/accounts/user.entity.js';
import {
  DocumentStatus,
  GeneratedDocument,
} from '../../server/src/modules/documents/generated-document.entity.js';
import { EntitlementKind } from '../../server/src/modules/entitlements/entitlement-kind.js';
import { listWorks } from '../../server/src/modules/works/index.js';
import { signedInUser } from '../support/builders.js';
import { ApiClient } from '../support/client.js';
import { setLocation, validBirthDateValues } from '../support/documents.js';
import { recordSql, touching } from '../support/sql-counter.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// What a visitor's landing page asks for, without signing in.

const SETTINGS = {
  TUTORIAL_VIDEO_URL: 'https://www.youtube.com/embed/lekhapadi-tutorial',
  MAP_EMBED_URL: 'https://www.openstreetmap.org/export/embed.html?bbox=85.31,27.70,85.33,27.72',
  CONTACT_ADDRESS: 'Putalisadak, Kathmandu',
  CONTACT_EMAIL: 'team@lekhapadi.example',
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(SETTINGS);
});
afterAll(() => server.stop());

test('siteSettings gives the configured links and address, never the contact inbox', async () => {
  const result = await new ApiClient(server.url).graphql(
    '{ siteSettings { tutorialVideoUrl mapEmbedUrl contactAddress } }',
  );
  expect(result.errors).toBeUndefined();
  expect(result.data.siteSettings).toEqual({
    tutorialVideoUrl: SETTINGS.TUTORIAL_VIDEO_URL,
    mapEmbedUrl: SETTINGS.MAP_EMBED_URL,
    contactAddress: SETTINGS.CONTACT_ADDRESS,
  });
});

describe('generatedCount', () => {
  const GENERATE = `mutation G($input: GenerateDocumentInput!) { generateDocument(input: $input) { id } }`;
  const DOCUMENT = `query D($id: ID!) { document(id: $id) { status } }`;
  const WORKS = '{ works { key generatedCount } }';

  async function generateReady(): Promise<string> {
    const { client, userId } = await signedInUser(server);
    await setLocation(server, client, userId);
    const result = await client.graphql(GENERATE, {
      input: { workKey: 'birth-date-verification', values: validBirthDateValues() },
    });
    const id = result.data.generateDocument.id as string;
    for (let i = 0; i < 400; i += 1) {
      const status = (await client.graphql(DOCUMENT, { id })).data?.document?.status;
      if (status === 'READY') return userId;
      if (status === 'FAILED') throw new Error('generation failed');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('document did not settle');
  }

  /** A document row in a given state, written straight to the database. */
  async function addDocument(userId: string, workKey: string, status: DocumentStatus) {
    const em = entityManager(server.services.orm);
    em.create(GeneratedDocument, {
      user: em.getReference(User, userId),
      workKey,
      serviceAreaId: 1,
      entitlement: EntitlementKind.FREE,
      values: {},
      snapshot: {},
      status,
    });
    await em.flush();
  }

  // The recorder sees every statement of the process, and the render scheduler claims the QUEUED row
  // above in the background (`select … for update`); only statements that count documents matter.
  const countingDocuments = (statements: string[]) =>
    touching(statements, ['generated_document']).filter((sql) => /\bcount\(/i.test(sql));

  test('counts READY documents of each work by everyone, in one statement for all works', async () => {
    // Two people generate the same work; failed, queued and rendering ones do not count.
    const first = await generateReady();
    await generateReady();
    await addDocument(first, 'birth-date-verification', DocumentStatus.FAILED);
    await addDocument(first, 'birth-date-verification', DocumentStatus.QUEUED);
    await addDocument(first, 'birth-date-verification', DocumentStatus.RENDERING);
    const other = listWorks().find((work) => work.key !== 'birth-date-verification')!.key;
    await addDocument(first, other, DocumentStatus.READY);

    const visitor = new ApiClient(server.url);
    let answer: { works: { key: string; generatedCount: number }[] } | undefined;
    const coldSql = await recordSql(server.services.orm, async () => {
      answer = (await visitor.graphql(WORKS)).data;
    });
    const counts = new Map(answer?.works.map((work) => [work.key, work.generatedCount]));
    expect(counts.size).toBe(listWorks().length);
    expect(counts.get('birth-date-verification')).toBe(2);
    expect(counts.get(other)).toBe(1);
    const untouched = [...counts].filter(([key]) => key !== 'birth-date-verification' && key !== other);
    expect(untouched.every(([, count]) => count === 0)).toBe(true);
    expect(countingDocuments(coldSql)).toHaveLength(1);

    // The public page is hot: the next visitors within 30 s are answered from memory.
    await addDocument(first, other, DocumentStatus.READY);
    let again: typeof answer;
    const warmSql = await recordSql(server.services.orm, async () => {
      again = (await new ApiClient(server.url).graphql('{ works(serviceAreaId: 1) { key generatedCount } }'))
        .data;
    });
    expect(countingDocuments(warmSql)).toHaveLength(0);
    expect(again?.works.find((work) => work.key === other)?.generatedCount).toBe(1);
  });
});
