import { execFileSync } from 'node:child_process';
import { jest } from '@jest/globals';
import fc from 'fast-check';
import { type DocumentNode, Kind, print } from 'graphql';
import * as clientDocuments from '../../client/src/gql/graphql.js';
import { signedInUser } from '../support/builders.js';
import { ApiClient } from '../support/client.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// A seeded fuzz run over every REST path of the shim and every GraphQL operation the client sends,
// against the real server: hostile strings (NUL bytes, unpaired surrogates, invalid UTF-8, huge
// and negative numbers, malformed cursors and ids) must get an answer about the input, never a 500
// or a GraphQL INTERNAL_SERVER_ERROR. The seed follows the commit, so every commit tries cases no
// earlier one did; a failure prints its seed, and FUZZ_SEED=<seed> replays it. FUZZ_CASES changes
// the count.
function seedOfCommit(): number {
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return Number.parseInt(head.slice(0, 8), 16);
  } catch {
    return 20261124; // not a git checkout
  }
}
const SEED = Number(process.env.FUZZ_SEED ?? seedOfCommit());
const CASES = Number(process.env.FUZZ_CASES ?? 10_000);
const CONCURRENCY = 6;
jest.setTimeout(1_500_000);

const REST_PATHS: [method: string, template: string][] = [
  ['POST', '/auth/register'],
  ['POST', '/auth/login'],
  ['POST', '/auth/mobilelogin'],
  ['GET', '/getDetails/fetchUserProfileDetails'],
  ['GET', '/auth/logout'],
  ['POST', '/auth/verify-email'],
  ['POST', '/auth/resend-otp'],
  ['POST', '/auth/verify-mobile'],
  ['POST', '/auth/forget-password'],
  ['POST', '/auth/reset-password'],
  ['POST', '/contact'],
  ['POST', '/genpdf/:provinceSlug/:districtSlug/:work'],
  ['GET', '/getDetails/getDocumentPermission/:work'],
  ['GET', '/documents/:userId'],
  ['POST', '/getpresignedurlforfile'],
  ['GET', '/province'],
  ['GET', '/province/:provinceId/districts'],
  ['GET', '/district/:districtId/municipalities'],
  ['GET', '/municipality/:municipalityId/wards'],
  ['POST', '/payments/esewa'],
  ['POST', '/transaction/addNewTransaction'],
  ['POST', '/subscribe'],
  ['POST', '/khalti'],
  ['PUT', '/profile/:userId'],
  ['POST', '/updateUser/updateUserProfile'],
  ['POST', '/updateUser/verify-new-email'],
  ['GET', '/service-areas/:id'],
  ['GET', '/service-area-works/:id'],
  ['GET', '/template-fields/:provinceSlug/:districtSlug/:work'],
];

const FIELD_NAMES = [
  'email',
  'mobile',
  'password',
  'name',
  'otp',
  'token',
  'identifier',
  'newPassword',
  'data',
  'pidx',
  'plan',
  'work',
  'workKey',
  'id',
  'userId',
  'firstName',
  'lastName',
  'message',
  'provinceId',
  'districtId',
  'localLevelId',
  'ward',
  'fullNameNe',
  'dateOfBirthBs',
  'citizenshipIssueDistrictId',
  'after',
  'first',
  'serviceAreaId',
  'provider',
  'values',
  'key',
  'fileKey',
  'amount',
];

const hostileString = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDC00y',
    '\uDBFF\uDBFF',
    '%00',
    '%ED%A0%80',
    '../../etc/passwd',
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    '99999999999999999999',
    '2147483648',
    '-2147483649',
    'NaN',
    'Infinity',
    'null',
    'undefined',
    '[object Object]',
    '𝕏'.repeat(50),
    'काठमाडौं',
    '२०८१/०१/०१',
    "' or 1=1 --",
    'MjAyNC0wMS0wMXx4',
    'bm90LWEtZGF0ZXxhYmM',
    Buffer.from('9999-99-99|1').toString('base64url'),
    Buffer.from('2024-01-01T00:00:00Z|not-a-uuid').toString('base64url'),
    '00000000-0000-0000-0000-000000000000',
    'x'.repeat(5000),
  ),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_VALUE, 1e308, -1e308, 0.5),
);
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...FIELD_NAMES), tie('value'), { maxKeys: 3 }),
  ),
})).value;

const hostileBody = fc.oneof(
  fc.record({
    kind: fc.constant('json' as const),
    body: fc.dictionary(fc.constantFrom(...FIELD_NAMES), hostileValue, { maxKeys: 6 }),
  }),
  fc.record({ kind: fc.constant('json' as const), body: hostileValue }),
  fc.record({
    kind: fc.constant('raw' as const),
    // Invalid UTF-8, truncated JSON, a NUL in the raw text, a lone surrogate escape.
    body: fc.constantFrom(
      Buffer.from([0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      Buffer.from('{"email":'),
      Buffer.from('{"email":"a\\u0000b"}'),
      Buffer.from('{"name":"\\ud800"}'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('[1,2,3]'),
      Buffer.from('"just a string"'),
    ),
  }),
);

const restCase = fc.record({
  route: fc.constantFrom(...REST_PATHS),
  params: fc.array(hostileString, { minLength: 3, maxLength: 3 }),
  query: fc.dictionary(fc.constantFrom(...FIELD_NAMES), hostileString, { maxKeys: 3 }),
  body: hostileBody,
  signedIn: fc.boolean(),
});

const OPERATIONS = Object.entries(clientDocuments)
  .filter(([name]) => name.endsWith('Document'))
  .map(([name, document]) => {
    const doc = document as DocumentNode;
    const operation = doc.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
    const variables =
      operation && operation.kind === Kind.OPERATION_DEFINITION
        ? (operation.variableDefinitions ?? []).map((v) => v.variable.name.value)
        : [];
    return {
      name,
      query: print(doc),
      variables,
      subscription: operation?.kind === Kind.OPERATION_DEFINITION && operation.operation === 'subscription',
    };
  })
  .filter((operation) => !operation.subscription);

const graphqlCase = fc.record({
  operation: fc.constantFrom(...OPERATIONS),
  values: fc.array(hostileValue, { minLength: 6, maxLength: 6 }),
  nested: fc.dictionary(fc.constantFrom(...FIELD_NAMES), hostileValue, { maxKeys: 5 }),
  shape: fc.constantFrom('flat', 'input', 'raw-query'),
  signedIn: fc.boolean(),
});

let server: TestServer;
let anonymous: ApiClient;
let user: ApiClient;
beforeAll(async () => {
  server = await startTestServer({ RENDER_THREADS: '1' });
  anonymous = new ApiClient(server.url);
  ({ client: user } = await signedInUser(server));
});
afterAll(() => server.stop());

interface Failure {
  request: string;
  status: number;
  body: string;
}

/** A lone surrogate cannot be percent-encoded: it is sent as the bytes UTF-8 would give it (invalid). */
function pathSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    const wellFormed = (text as string & { toWellFormed(): string }).toWellFormed();
    return `%ED%A0%80${encodeURIComponent(wellFormed)}`;
  }
}

type RestCase = typeof restCase extends fc.Arbitrary<infer T> ? T : never;
type GraphqlCase = typeof graphqlCase extends fc.Arbitrary<infer T> ? T : never;

async function sendRest(c: RestCase): Promise<Failure | undefined> {
  const [method, template] = c.route;
  let index = 0;
  const path = template.replace(/:[a-zA-Z]+/g, () => pathSegment(c.params[index++] as string));
  const search = new URLSearchParams(c.query).toString();
  const url = `/np/api/v1${path}${search ? `?${search}` : ''}`;
  const client = c.signedIn ? user : anonymous;
  const headers: Record<string, string> = {
    'x-forwarded-for': client.ip,
    'content-type': 'application/json',
  };
  if (c.signedIn && user.sessionCookie) headers.cookie = `lekhapadi_session=${user.sessionCookie}`;
  const payload =
    method === 'GET' ? undefined : c.body.kind === 'raw' ? c.body.body : JSON.stringify(c.body.body);
  const response = await fetch(new URL(url, server.url), { method, headers, body: payload });
  const text = await response.text();
  if (response.status >= 500)
    return {
      request: `${method} ${url} ${String(payload).slice(0, 300)}`,
      status: response.status,
      body: text.slice(0, 300),
    };
  return undefined;
}

async function sendGraphql(c: GraphqlCase): Promise<Failure | undefined> {
  const { operation } = c;
  const variables: Record<string, unknown> = {};
  operation.variables.forEach((name, i) => {
    variables[name] = c.shape === 'input' ? c.nested : c.values[i];
  });
  const query =
    c.shape === 'raw-query'
      ? operation.query.replace(/\$(\w+)/, () => JSON.stringify(JSON.stringify(c.values[0]) ?? 'null'))
      : operation.query;
  const client = c.signedIn ? user : anonymous;
  const headers: Record<string, string> = {
    'x-forwarded-for': client.ip,
    'content-type': 'application/json',
  };
  if (c.signedIn && user.sessionCookie) headers.cookie = `lekhapadi_session=${user.sessionCookie}`;
  const payload = JSON.stringify({ query, variables });
  const response = await fetch(new URL('/graphql', server.url), { method: 'POST', headers, body: payload });
  const text = await response.text();
  if (response.status >= 500 || text.includes('INTERNAL_SERVER_ERROR')) {
    return {
      request: `${operation.name} ${payload.slice(0, 300)}`,
      status: response.status,
      body: text.slice(0, 300),
    };
  }
  return undefined;
}

test(`${CASES} generated requests over every REST path and GraphQL operation: no 500, no internal error`, async () => {
  const cases = fc.sample(
    fc.oneof(
      restCase.map((c) => ({ kind: 'rest' as const, c })),
      graphqlCase.map((c) => ({ kind: 'graphql' as const, c })),
    ),
    { seed: SEED, numRuns: CASES },
  );
  const covered = { rest: new Set<string>(), graphql: new Set<string>() };
  const failures: Failure[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const item = cases[next++] as (typeof cases)[number];
      if (item.kind === 'rest') covered.rest.add(item.c.route.join(' '));
      else covered.graphql.add(item.c.operation.name);
      const failure = await (item.kind === 'rest' ? sendRest(item.c) : sendGraphql(item.c)).catch(
        (error: Error) => ({
          request: JSON.stringify(item.c).slice(0, 400),
          status: 0,
          body: `${error.message}: ${String((error.cause as Error | undefined)?.message)}`,
        }),
      );
      if (failure) failures.push(failure);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  console.info(
    `fuzz: ${cases.length} cases (seed ${SEED}) over ${covered.rest.size} REST paths and ` +
      `${covered.graphql.size} GraphQL operations in ${((performance.now() - started) / 1000).toFixed(0)} s: ` +
      `${failures.length} answered 500 or an internal error`,
  );
  expect(covered.rest.size).toBe(REST_PATHS.length);
  expect(covered.graphql.size).toBe(OPERATIONS.length);
  expect({ seed: SEED, failures: failures.slice(0, 10) }).toEqual({ seed: SEED, failures: [] });
});
