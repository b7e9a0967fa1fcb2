import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { type NewAccount, newAccount } from '../../support/builders.js';
import { ApiClient } from '../../support/client.js';
import type { RunningApp } from './app.js';

/**
 * A verified, signed-in user (made through the REST shim and the outbox, as a person would by
 * mail) and a browser context carrying the same session cookie.
 */
export async function signedInContext(
  app: RunningApp,
  browser: Browser,
  viewport = { width: 1280, height: 900 },
  options: BrowserContextOptions = {},
  overrides: Partial<NewAccount> = {},
) {
  const account: NewAccount = newAccount(overrides);
  const api = new ApiClient(app.url, '127.0.0.1');
  await api.rest('POST', '/auth/register', account);
  const otp = await app.outbox.lastMailCode(account.email);
  await api.rest('POST', `/auth/verify-email?email=${encodeURIComponent(account.email)}&otp=${otp}`);
  const login = await api.rest('POST', '/auth/login', { email: account.email, password: account.password });
  if (!login.body?.status) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  const context: BrowserContext = await browser.newContext({ viewport, acceptDownloads: true, ...options });
  await context.addCookies([
    {
      name: 'lekhapadi_session',
      value: api.sessionCookie as string,
      url: app.url,
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
  return { account, api, context, userId: login.body.userProfile.id as string };
}
