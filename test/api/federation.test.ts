import { composeServices } from '@apollo/composition';
import { ApolloGateway, LocalGraphQLDataSource, RemoteGraphQLDataSource } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { parse } from 'graphql';
import { createToken, tokenClient } from '../support/api-tokens.js';
import { signedInUser } from '../support/builders.js';
import { ApiClient } from '../support/client.js';
import { setLocation, validBirthDateValues } from '../support/documents.js';
import { withLastCharacterChanged } from '../support/tampered.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// Lekhapadi as one subgraph of a partner's supergraph: composed beside a small "organisations"
// service whose applications point at a Lekhapadi document and its applicant by key, and queried
// through a gateway that forwards the caller's credentials to /subgraph.

let server: TestServer;
let gateway: ApolloServer<Caller>;
// Two hooks, each with its own time limit: composition alone takes seconds on a busy machine.
beforeAll(async () => {
  server = await startTestServer();
});
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(async () => {
  await gateway?.stop();
  await server.stop();
});

/** A partner's own service: an application made at an office, backed by a Lekhapadi document. */
const ORGANISATIONS_SDL = parse(`
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
  type Query { applications: [Application!]! }
  type Application @key(fields: "id") {
    id: ID!
    office: String!
    document: GeneratedDocument
    applicant: User
  }
  type GeneratedDocument @key(fields: "id", resolvable: false) { id: ID! }
  type User @key(fields: "id", resolvable: false) { id: ID! }
`);

interface Application {
  id: string;
  office: string;
  documentId: string;
  applicantId: string;
}
let applications: Application[] = [];

const organisations = buildSubgraphSchema([
  {
    typeDefs: ORGANISATIONS_SDL,
    resolvers: {
      Query: { applications: () => applications },
      Application: {
        document: (application: Application) => ({ id: application.documentId }),
        applicant: (application: Application) => ({ id: application.applicantId }),
      },
    },
  },
]);

/** The caller's credentials, as the gateway received them. */
interface Caller {
  authorization?: string;
  cookie?: string;
}

const subgraph = (client: ApiClient, query: string, variables?: Record<string, unknown>) =>
  client.request('POST', '/subgraph', { query, variables });

async function startGateway(): Promise<ApolloServer<Caller>> {
  const sdl = (await subgraph(new ApiClient(server.url), '{ _service { sdl } }')).body.data._service.sdl;
  const composed = composeServices([
    { name: 'lekhapadi', typeDefs: parse(sdl), url: `${server.url}/subgraph` },
    // Its url is only a name: buildService answers it in process.
    { name: 'organisations', typeDefs: ORGANISATIONS_SDL, url: 'http://organisations.invalid' },
  ]);
  if (composed.errors) throw new Error(composed.errors.map((error) => error.message).join('\n'));
  const gateway = new ApolloGateway({
    supergraphSdl: composed.supergraphSdl,
    buildService: ({ name, url }) =>
      name === 'organisations'
        ? new LocalGraphQLDataSource(organisations)
        : new RemoteGraphQLDataSource<Caller>({
            url,
            // Node's fetch heeds the server's Keep-Alive timeout; the gateway's default
            // fetcher does not, and sent on sockets the server had already closed.
            fetcher: fetch as never,
            // The gateway speaks for the caller: Lekhapadi decides from these what it may read.
            willSendRequest({ request, context }) {
              if (context.authorization) request.http?.headers.set('authorization', context.authorization);
              if (context.cookie) request.http?.headers.set('cookie', context.cookie);
            },
          }),
  });
  const apollo = new ApolloServer<Caller>({ gateway });
  await apollo.start();
  return apollo;
}

async function throughGateway(query: string, caller: Caller) {
  const response = await gateway.executeOperation({ query }, { contextValue: caller });
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return response.body.singleResult;
}

/** A signed-in citizen with a location and one generated document. */
async function citizenWithDocument() {
  const { client, userId, account } = await signedInUser(server);
  await setLocation(server, client, userId);
  const made = await client.graphql(GENERATE, {
    input: { workKey: 'birth-date-verification', values: validBirthDateValues() },
  });
  if (made.errors) throw new Error(JSON.stringify(made.errors));
  return { client, userId, account, documentId: made.data.generateDocument.id as string };
}

const GENERATE = `mutation G($input: GenerateDocumentInput!) { generateDocument(input: $input) { id } }`;
const APPLICATIONS = `{
  applications { id office document { id workKey status fileName } applicant { id name } }
}`;
const ENTITIES = `query E($representations: [_Any!]!) {
  _entities(representations: $representations) {
    __typename
    ... on GeneratedDocument { id workKey }
    ... on User { id name }
    ... on Province { number: id nameEn }
    ... on Work { key nameEn }
  }
}`;

describe('the subgraph schema', () => {
  test('keys the shared entities; /schema.graphql, the public contract, shows no federation', async () => {
    const sdl = (await subgraph(new ApiClient(server.url), '{ _service { sdl } }')).body.data._service.sdl;
    expect(sdl).toContain('type User @key(fields: "id")');
    expect(sdl).toContain('type GeneratedDocument @key(fields: "id")');
    expect(sdl).toContain('type Work @key(fields: "key")');
    for (const place of ['Province', 'District', 'LocalLevel']) {
      expect(sdl).toContain(`type ${place} @key(fields: "id") @shareable`);
    }
    expect(sdl).toContain('type PageInfo @shareable');
    expect(sdl).not.toContain('type Subscription');
    const publicSchema = await (await fetch(`${server.url}/schema.graphql`)).text();
    expect(publicSchema).not.toContain('@key');
    expect(publicSchema).not.toContain('_entities');
  });
});

describe('a supergraph with a partner service', () => {
  test("joins the partner's application with the caller's own document and account", async () => {
    const { client, userId, account, documentId } = await citizenWithDocument();
    const { secret } = await createToken(client, ['DOCUMENTS_READ', 'PROFILE_READ']);
    applications = [{ id: 'app-1', office: 'Ward 32 office', documentId, applicantId: userId }];
    const result = await throughGateway(APPLICATIONS, { authorization: `Bearer ${secret}` });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      applications: [
        {
          id: 'app-1',
          office: 'Ward 32 office',
          document: {
            id: documentId,
            workKey: 'birth-date-verification',
            status: expect.stringMatching(/^(QUEUED|RENDERING|READY)$/),
            fileName: expect.stringMatching(/\.pdf$/),
          },
          applicant: { id: userId, name: account.name },
        },
      ],
    });
  });

  test('the session cookie, forwarded, reads as the same person', async () => {
    const { client, userId, documentId } = await citizenWithDocument();
    applications = [{ id: 'app-2', office: 'Ward 1 office', documentId, applicantId: userId }];
    const cookie = `lekhapadi_session=${client.sessionCookie}`;
    const result = await throughGateway(APPLICATIONS, { cookie });
    expect(result.errors).toBeUndefined();
    expect(result.data?.applications).toEqual([
      expect.objectContaining({ document: expect.objectContaining({ id: documentId }) }),
    ]);
  });

  test("someone else's document and account resolve to null, as does everything for a visitor", async () => {
    const owner = await citizenWithDocument();
    const other = await citizenWithDocument();
    const { secret } = await createToken(other.client, ['DOCUMENTS_READ', 'PROFILE_READ']);
    applications = [
      { id: 'app-3', office: 'Ward 4 office', documentId: owner.documentId, applicantId: owner.userId },
    ];
    const asOther = await throughGateway(APPLICATIONS, { authorization: `Bearer ${secret}` });
    expect(asOther.errors).toBeUndefined();
    expect(asOther.data?.applications).toEqual([
      { id: 'app-3', office: 'Ward 4 office', document: null, applicant: null },
    ]);
    const asVisitor = await throughGateway(APPLICATIONS, {});
    expect(asVisitor.data?.applications).toEqual([
      { id: 'app-3', office: 'Ward 4 office', document: null, applicant: null },
    ]);
    expect(JSON.stringify([asOther, asVisitor])).not.toContain(owner.account.name);
  });
});

describe('_entities on /subgraph', () => {
  test("answers the caller's own records and null for another user's, in the order asked", async () => {
    const owner = await citizenWithDocument();
    const other = await citizenWithDocument();
    const representations = [
      { __typename: 'GeneratedDocument', id: other.documentId },
      { __typename: 'User', id: other.userId },
      { __typename: 'GeneratedDocument', id: owner.documentId },
      { __typename: 'User', id: owner.userId },
      { __typename: 'GeneratedDocument', id: 'not-a-uuid' },
      { __typename: 'Province', id: 3 },
      { __typename: 'Work', key: 'birth-date-verification' },
      { __typename: 'Work', key: 'no-such-work' },
    ];
    const result = await subgraph(owner.client, ENTITIES, { representations });
    expect(result.status).toBe(200);
    expect(result.body.errors).toBeUndefined();
    expect(result.body.data._entities).toEqual([
      null,
      null,
      { __typename: 'GeneratedDocument', id: owner.documentId, workKey: 'birth-date-verification' },
      { __typename: 'User', id: owner.userId, name: owner.account.name },
      null,
      { __typename: 'Province', number: 3, nameEn: 'Bagmati' },
      { __typename: 'Work', key: 'birth-date-verification', nameEn: expect.any(String) },
      null,
    ]);
  });

  test('a token reaches only the types its scopes cover', async () => {
    const { client, userId, documentId } = await citizenWithDocument();
    const { secret } = await createToken(client, ['DOCUMENTS_READ']);
    const partner = tokenClient(server.url, secret);
    const documents = await subgraph(partner, ENTITIES, {
      representations: [{ __typename: 'GeneratedDocument', id: documentId }],
    });
    expect(documents.body.data._entities).toEqual([expect.objectContaining({ id: documentId })]);
    const account = await subgraph(partner, ENTITIES, {
      representations: [{ __typename: 'User', id: userId }],
    });
    expect(account.body.data._entities).toEqual([null]);
    expect(account.body.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
      scope: 'profile:read',
    });
    const wrongToken = tokenClient(server.url, withLastCharacterChanged(secret));
    const refused = await subgraph(wrongToken, '{ _service { sdl } }');
    expect(refused.status).toBe(401);
  });

  test('the operation limits of /graphql hold: each representation is priced as one object', async () => {
    const representations = Array.from({ length: 5_001 }, () => ({ __typename: 'Province', id: 3 }));
    const visitor = await subgraph(new ApiClient(server.url), ENTITIES, { representations });
    expect(visitor.status).toBe(400);
    expect(visitor.body.errors[0].extensions).toMatchObject({
      code: 'QUERY_TOO_COMPLEX',
      limit: 'cost',
      maximum: 5_000,
    });
    const few = await subgraph(new ApiClient(server.url), ENTITIES, {
      representations: representations.slice(0, 3),
    });
    expect(few.body.extensions.cost).toBe(3);
  });
});
