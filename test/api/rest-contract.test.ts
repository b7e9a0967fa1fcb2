import type { z } from 'zod';
import { errorResponse, type RestContract } from '../../server/src/http/rest-contract.js';
import { restContracts, restProxyContracts } from '../../server/src/http/rest-openapi.js';
import { type ApiResponse, ApiClient } from '../support/client.js';
import { newAccount, registerVerified, signedInUser } from '../support/builders.js';
import { setLocation, validBirthDateValues } from '../support/documents.js';
import { tinyPng } from '../support/images.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// Every /np/api/v1 path answers in the shape its contract documents (the same zod schemas write
// /np/api/v1/openapi.json), and a request its contract refuses gets 400 in the shim's error shape.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const called = new Set<RestContract>();

/** Checks an answer against the contract: its response schema on 200, else a listed error status. */
function expectDocumented(contract: RestContract, response: ApiResponse): void {
  called.add(contract);
  const schema: z.ZodType = response.status === 200 ? contract.response : errorResponse;
  const parsed = schema.safeParse(response.body);
  if (!parsed.success) {
    throw new Error(
      `${contract.method.toUpperCase()} ${contract.path} answered ${response.status} off its contract: ` +
        `${JSON.stringify(parsed.error.issues.slice(0, 3))}\n${JSON.stringify(response.body).slice(0, 400)}`,
    );
  }
  if (response.status !== 200) expect(contract.errors).toContain(response.status);
}

const contractOf = (method: string, path: string) => {
  const found = restContracts.find((c) => c.method === method && c.path === path);
  if (!found) throw new Error(`no contract for ${method} ${path}`);
  return found;
};

async function call(
  client: ApiClient,
  method: RestContract['method'],
  path: string,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
) {
  const response = await client.rest(method.toUpperCase(), url, body, headers ? { headers } : undefined);
  expectDocumented(contractOf(method, path), response);
  return response;
}

test('every path answers in its documented shape', async () => {
  const anonymous = new ApiClient(server.url);
  const { account, client, userId } = await signedInUser(server);
  await setLocation(server, client, userId);

  // Accounts.
  const fresh = newAccount();
  expect((await call(anonymous, 'post', '/auth/register', '/auth/register', fresh)).status).toBe(200);
  await call(anonymous, 'post', '/auth/resend-otp', '/auth/resend-otp', { email: fresh.email });
  const otp = await server.outbox.lastMailCode(fresh.email);
  const verified = await call(anonymous, 'post', '/auth/verify-email', '/auth/verify-email', {
    email: fresh.email,
    otp,
  });
  expect(verified.body.userProfile.user.email).toBe(fresh.email);
  await call(anonymous, 'post', '/auth/verify-mobile', '/auth/verify-mobile', {
    mobile: fresh.mobile,
    otp: '000000',
  });
  const login = await call(client, 'post', '/auth/login', '/auth/login', {
    email: account.email,
    password: account.password,
  });
  expect(login.body.status).toBe(true);
  // The mobile is not verified: the answer asks for that (still the documented shape).
  await call(client, 'post', '/auth/mobilelogin', '/auth/mobilelogin', {
    mobile: account.mobile,
    password: account.password,
  });
  const profile = '/getDetails/fetchUserProfileDetails';
  expect((await call(client, 'get', profile, profile)).body.authenticated).toBe(true);
  expect((await call(new ApiClient(server.url), 'get', profile, profile)).body.authenticated).toBe(false);
  await call(anonymous, 'post', '/auth/forget-password', '/auth/forget-password', { email: account.email });
  await call(anonymous, 'post', '/auth/reset-password', '/auth/reset-password', {
    identifier: account.email,
    token: '000000',
    newPassword: 'another horse 2',
  });

  // Places and works.
  const provinces = await call(anonymous, 'get', '/province', '/province');
  expect(provinces.body.provinces).toHaveLength(7);
  await call(anonymous, 'get', '/province/{provinceId}/districts', '/province/3/districts');
  await call(anonymous, 'get', '/province/{provinceId}/districts', '/province/99/districts');
  const levels = await call(
    anonymous,
    'get',
    '/district/{districtId}/municipalities',
    '/district/27/municipalities',
  );
  await call(
    anonymous,
    'get',
    '/municipality/{municipalityId}/wards',
    `/municipality/${levels.body[0].id}/wards`,
  );
  await call(anonymous, 'get', '/service-areas/{id}', '/service-areas/1');
  await call(anonymous, 'get', '/service-area-works/{id}', '/service-area-works/1');
  await call(
    anonymous,
    'get',
    '/template-fields/{provinceSlug}/{districtSlug}/{work}',
    '/template-fields/bagmati/kathmandu/birth-date-verification',
  );

  // Profile.
  const place = await call(client, 'put', '/profile/{userId}', `/profile/${userId}`, {
    provinceId: 3,
    districtId: 27,
    localLevelId: levels.body[0].id,
    ward: 1,
  });
  expect(place.status).toBe(200);
  await setLocation(server, client, userId);
  await call(client, 'post', '/updateUser/updateUserProfile', '/updateUser/updateUserProfile', {
    name: 'Gita Sharma',
    email: account.email,
  });
  await call(client, 'post', '/updateUser/verify-new-email', '/updateUser/verify-new-email', {
    otp: '000000',
  });
  const picture = new FormData();
  picture.append('profilePic', new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }), 'me.png');
  const upload = await fetch(`${server.url}/np/api/v1/updateUser/updateUserProfilePic`, {
    method: 'POST',
    headers: { cookie: `lekhapadi_session=${client.sessionCookie}`, 'x-forwarded-for': client.ip },
    body: picture,
  });
  const uploaded = { status: upload.status, headers: upload.headers, body: await upload.json() };
  expectDocumented(contractOf('post', '/updateUser/updateUserProfilePic'), uploaded);
  expect(uploaded.status).toBe(200);

  // Documents.
  const generated = await call(
    client,
    'post',
    '/genpdf/{provinceSlug}/{districtSlug}/{work}',
    '/genpdf/bagmati/kathmandu/birth-date-verification',
    { values: validBirthDateValues() },
  );
  expect(generated.status).toBe(200);
  await call(
    client,
    'get',
    '/getDetails/getDocumentPermission/{work}',
    '/getDetails/getDocumentPermission/birth-date-verification',
  );
  const history = await call(client, 'get', '/documents/{userId}', `/documents/${userId}`);
  expect(history.body.documents).toHaveLength(1);
  const link = await call(client, 'post', '/getpresignedurlforfile', '/getpresignedurlforfile', {
    id: generated.body.document.id,
  });
  expect(link.status).toBe(200);

  // Payments (no wallet is reachable here: the refusals are documented too) and contact.
  await call(client, 'post', '/payments/esewa', '/payments/esewa', { work: 'birth-date-verification' });
  await call(client, 'post', '/transaction/addNewTransaction', '/transaction/addNewTransaction', {});
  await call(client, 'post', '/subscribe', '/subscribe', { userId });
  const contact = await call(anonymous, 'post', '/contact', '/contact', {
    firstName: 'Ram',
    lastName: 'Thapa',
    email: 'ram@example.com',
    mobile: '9800000000',
    message: 'Namaste, a question about deeds.',
  });
  expect(contact.status).toBe(200);

  await call(client, 'get', '/auth/logout', '/auth/logout', undefined, { 'sec-fetch-site': 'same-origin' });

  const missed = restContracts.filter((contract) => !called.has(contract));
  expect(missed.map((c) => `${c.method} ${c.path}`)).toEqual([]);
}, 180_000);

describe('requests the contract refuses', () => {
  test('a field of the wrong type: 400 naming the field, in the error shape', async () => {
    const client = new ApiClient(server.url);
    const response = await client.rest('POST', '/auth/login', { email: { $ne: '' }, password: 'x' });
    expect(response.status).toBe(400);
    expect(errorResponse.safeParse(response.body).success).toBe(true);
    expect(response.body).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'email',
      messageCode: 'request.notString',
    });
  });

  test('a value that is not the documented shape: 400 with the field’s path', async () => {
    const { client } = await registerVerified(server);
    const response = await client.rest('POST', '/genpdf/bagmati/kathmandu/birth-date-verification', {
      values: 'not an object',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'values',
      messageCode: 'request.invalidField',
    });
  });

  test('a body that is not an object keeps its old answer', async () => {
    const response = await new ApiClient(server.url).rest('POST', '/contact', undefined, { raw: '[1]' });
    expect(response.status).toBe(400);
    expect(response.body.messageCode).toBe('request.notObject');
  });
});

describe('the OpenAPI document and its browser', () => {
  test('GET /np/api/v1/openapi.json is OpenAPI 3.1 with every path, its request and its answers', async () => {
    const response = await new ApiClient(server.url).rest('GET', '/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    const documented = Object.entries(response.body.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) =>
        Object.keys(methods)
          .filter((method) => method !== 'servers')
          .map((method) => `${method} ${path}`),
    );
    expect(documented.sort()).toEqual(
      [...restContracts, ...restProxyContracts].map((c) => `${c.method} ${c.path}`).sort(),
    );
    const login = response.body.paths['/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
    expect(login.responses['200'].content['application/json'].schema).toBeDefined();
    expect(login.responses['400'].content['application/json'].schema.$ref).toBe('#/components/schemas/Error');
  });

  test('/np/api/v1/docs is Swagger UI from this server, with no inline script', async () => {
    const client = new ApiClient(server.url);
    const page = await client.rest('GET', '/docs');
    expect(page.status).toBe(200);
    const scripts = [...String(page.body).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      const src = /src="([^"]+)"/.exec(attributes ?? '')?.[1];
      expect(src).toMatch(/^\/np\/api\/v1\/docs\//);
      expect(content?.trim()).toBe('');
      expect((await client.request('GET', src as string)).status).toBe(200);
    }
    expect((await client.rest('GET', '/docs/assets/swagger-ui.css')).status).toBe(200);
  });
});
