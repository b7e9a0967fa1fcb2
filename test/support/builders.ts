import { randomInt } from 'node:crypto';
import { entityManager } from '../../server/src/db/orm.js';
import { hashPassword } from '../../server/src/modules/accounts/password.js';
import { Session } from '../../server/src/modules/accounts/session.entity.js';
import { newSessionToken, sha256 } from '../../server/src/modules/accounts/tokens.js';
import { User } from '../../server/src/modules/accounts/user.entity.js';
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

/**
 * A verified account signed in by e-mail on its own client, the way a person gets there: sign-up,
 * the code from the outbox, sign-in, all through the REST shim. For the accounts suites, and for a
 * server in another process; every other test uses `signedInUser`.
 */
export async function signedUpUser(
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

/** The cheapest scrypt cost the server accepts: users made here are not about passwords. */
const FACTORY_SCRYPT_LOG2_N = 10;

/**
 * A verified account (its e-mail verified, as sign-up leaves it) and a live session, written
 * straight into the test server's database, with a client that carries the session cookie: what
 * `signedUpUser` ends with, without the sign-up's deliberate costs, for tests not about accounts.
 */
export async function signedInUser(
  server: Pick<TestServer, 'url' | 'services'>,
  overrides: Partial<NewAccount> = {},
) {
  const account = newAccount(overrides);
  const client = new ApiClient(server.url);
  const em = entityManager(server.services.orm);
  const user = em.create(User, {
    name: account.name.trim(),
    email: account.email.trim().toLowerCase(),
    mobile: account.mobile,
    passwordHash: await hashPassword(account.password, FACTORY_SCRYPT_LOG2_N),
    emailVerifiedAt: new Date(),
  });
  const token = newSessionToken();
  em.create(Session, {
    tokenHash: sha256(token),
    user,
    expiresAt: new Date(Date.now() + server.services.config.SESSION_DAYS * 86_400_000),
    ip: client.ip,
  });
  await em.flush();
  client.adoptSession(token);
  return { account, client, userId: user.id };
}
