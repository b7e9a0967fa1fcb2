import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newAccount } from '../support/builders.js';
import { type ChildServer, freePort, startChildServer } from '../support/child-server.js';
import { ApiClient } from '../support/client.js';
import { createTestDatabase } from '../support/database.js';
import { validBirthDateValues } from '../support/documents.js';
import {
  findDistrict,
  findLocalLevel,
  findProvince,
} from '../../server/src/modules/locations/locations.catalog.js';

// The server is killed (SIGKILL: no shutdown, no cleanup) with 50 documents accepted and many of
// them not yet rendered. After a restart on the same database every one of them must be READY
// within RECOVERY_LIMIT_S of the new process answering, none lost, none made twice, and each
// user's count must match. (The process's own start, from TypeScript sources on a busy machine,
// is timed and printed but not counted: it is not what recovery controls.) RECOVERY_LIMIT_S is a
// ceiling for a recovery that stalls, far above what it takes (13–20 s on an idle 2-core machine,
// printed by every run), so that a machine busy with other work does not fail it.
const USERS = 5;
const DOCUMENTS_PER_USER = 10; // the free allowance: every request is accepted
const RECOVERY_LIMIT_S = Number(process.env.CRASH_RECOVERY_LIMIT_S ?? 150);

const GENERATE = `mutation G($input: GenerateDocumentInput!) { generateDocument(input: $input) { id status } }`;
const STATE = `{
  me { documentCount }
  documents(first: 100) { totalCount edges { node { id status downloadUrl } } }
}`;

interface DocumentState {
  id: string;
  status: string;
  downloadUrl: string | null;
}

const bagmati = findProvince('bagmati')!;
const kathmandu = findDistrict('kathmandu', bagmati)!;
const kmc = findLocalLevel('Kathmandu', kathmandu)!;

async function readyUser(server: ChildServer) {
  const account = newAccount();
  const client = new ApiClient(server.url);
  await client.rest('POST', '/auth/register', account);
  const otp = await server.outbox.lastMailCode(account.email);
  await client.rest('POST', `/auth/verify-email?email=${encodeURIComponent(account.email)}&otp=${otp}`);
  const login = await client.rest('POST', '/auth/login', {
    email: account.email,
    password: account.password,
  });
  if (login.body?.status !== true) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  const userId = login.body.userProfile.id as string;
  const located = await client.rest('PUT', `/profile/${userId}`, {
    province: bagmati.id,
    district: kathmandu.id,
    municipality: kmc.id,
    ward: 32,
  });
  if (located.status !== 200) throw new Error(`location failed: ${JSON.stringify(located.body)}`);
  return client;
}

async function stateOf(client: ApiClient) {
  const { data, errors } = await client.graphql(STATE);
  if (errors) throw new Error(JSON.stringify(errors));
  return {
    documentCount: data.me.documentCount as number,
    totalCount: data.documents.totalCount as number,
    documents: (data.documents.edges as { node: DocumentState }[]).map((edge) => edge.node),
  };
}

const databases = [{ name: process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite' }];

describe.each(databases)('a SIGKILL with 50 documents in flight ($name)', () => {
  let dataDir: string;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: ChildServer | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lekhapadi-crash-'));
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await server?.kill('SIGKILL');
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  test(
    'every accepted document is READY soon after the restart, none lost or made twice',
    async () => {
      const env: Record<string, string> =
        database.target.kind === 'postgres' ? { DATABASE_URL: database.target.url } : {};
      const port = await freePort();
      server = await startChildServer({ dataDir, env, port });
      const clients = await Promise.all(Array.from({ length: USERS }, () => readyUser(server!)));

      const accepted = new Map<ApiClient, string[]>();
      await Promise.all(
        clients.flatMap((client) =>
          Array.from({ length: DOCUMENTS_PER_USER }, async () => {
            const result = await client.graphql(GENERATE, {
              input: { workKey: 'birth-date-verification', values: validBirthDateValues() },
            });
            if (result.errors) throw new Error(JSON.stringify(result.errors));
            accepted.set(client, [...(accepted.get(client) ?? []), result.data.generateDocument.id]);
          }),
        ),
      );
      await server.kill('SIGKILL');
      const acceptedIds = [...accepted.values()].flat();
      expect(acceptedIds).toHaveLength(USERS * DOCUMENTS_PER_USER);

      const restartedAt = Date.now();
      server = await startChildServer({ dataDir, env, port });
      const healthyAfterMs = Date.now() - restartedAt;

      let states = await Promise.all(clients.map(stateOf));
      const unsettledAtRestart = states
        .flatMap((s) => s.documents)
        .filter((d) => d.status !== 'READY')
        .map((d) => d.id);
      const readyAt = new Map<string, number>();
      const deadline = restartedAt + healthyAfterMs + RECOVERY_LIMIT_S * 1000;
      while (Date.now() < deadline) {
        for (const document of states.flatMap((s) => s.documents)) {
          if (document.status === 'READY' && !readyAt.has(document.id))
            readyAt.set(document.id, Date.now() - restartedAt);
        }
        if (acceptedIds.every((id) => readyAt.has(id))) break;
        // Once a second: the poll should not take the CPU the recovering server needs.
        await new Promise((resolve) => setTimeout(resolve, 1000));
        states = await Promise.all(clients.map(stateOf));
      }
      const recovered = unsettledAtRestart
        .map((id) => readyAt.get(id) ?? Number.POSITIVE_INFINITY)
        .sort((a, b) => a - b);
      console.info(
        `crash recovery: ${unsettledAtRestart.length} of ${acceptedIds.length} unsettled at the restart; ` +
          `healthy ${healthyAfterMs} ms after the restart; of those, the first READY after ` +
          `${recovered[0]} ms, the last after ${recovered.at(-1)} ms`,
      );

      expect(recovered.at(-1)! - healthyAfterMs).toBeLessThanOrEqual(RECOVERY_LIMIT_S * 1000);
      // Every accepted document, exactly once, READY with a file behind its link.
      for (const [index, client] of clients.entries()) {
        const state = states[index]!;
        const ids = accepted.get(client)!;
        expect(state.totalCount).toBe(DOCUMENTS_PER_USER);
        expect(state.documentCount).toBe(DOCUMENTS_PER_USER);
        expect(state.documents.map((d) => d.id).sort()).toEqual([...ids].sort());
        expect(state.documents.filter((d) => d.status !== 'READY')).toEqual([]);
      }
      const links = states.flatMap((s) => s.documents).map((d) => d.downloadUrl!);
      const files = await Promise.all(
        links.map(async (link) => Buffer.from(await (await fetch(link)).arrayBuffer())),
      );
      for (const file of files) expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    },
    (RECOVERY_LIMIT_S + 240) * 1000,
  );
});
