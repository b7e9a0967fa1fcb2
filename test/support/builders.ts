import { randomInt } from 'node:crypto';
import { ApiClient } from './client.js';
import type { TestServer } from './test-server.js';

let sequence = 0;

export interface NewAccount {
  name: string;
  email: string;
  mobile: string;
  password: string;
}

/** A unique, valid registration payload. */
export function newAccount(overrides: Partial<NewAccount> = {}): NewAccount {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${sequence}${randomInt(1000)}`;
  return {
    name: 'Sita Sharma',
    email: `sita.${tag}@example.com`,
    mobile: `98${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
    password: 'correct horse 1',
    ...overrides,
  };
}

/** Registers through the REST shim and verifies the e-mail with the code from the outbox. */
export async function registerVerified(
  server: Pick<TestServer, 'url' | 'outbox'>,
  overrides: Partial<NewAccount> = {},
) {
  const account = newAccount(overrides);
  const client = new ApiClient(server.url);
  const registered = await client.rest('POST', '/auth/register', account);
  if (registered.status !== 200) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const otp = await server.outbox.lastMailCode(account.email);
  const verified = await client.rest(
    'POST',
    `/auth/verify-email?email=${encodeURIComponent(account.email)}&otp=${otp}`,
  );
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  return { account, client };
}

/** A verified account, signed in by e-mail on its own client. */
export async function signedInUser(
  server: Pick<TestServer, 'url' | 'outbox'>,
  overrides: Partial<NewAccount> = {},
) {
  const { account, client } = await registerVerified(server, overrides);
  const login = await client.rest('POST', '/auth/login', {
    email: account.email,
    password: account.password,
  });
  if (login.body?.status !== true) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { account, client, userId: login.body.userProfile.id as string };
}
