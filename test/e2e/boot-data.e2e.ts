import type { Browser, Page } from 'playwright-core';
import { type RunningApp, startApp } from './support/app.js';
import { launchBrowser } from './support/browser.js';
import { signedInContext } from './support/session.js';

// A signed-in page arrives with the answers to its screen's first queries (server/src/http/boot-data.ts):
// the phone does not ask for them, each user gets only their own, and no cache keeps them.
let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const PHONE = { width: 360, height: 740 };
const BROUGHT = ['Me', 'MyOffices', 'ServiceAreas', 'RecentWorks', 'WorksOfArea'];

/** The GraphQL operations the page sends over the network, by name. */
function operationsSent(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/graphql') return;
    sent.push(url.searchParams.get('operationName') ?? request.postDataJSON()?.operationName ?? '?');
  });
  return sent;
}

test('the dashboard brings its first answers for its own user; the phone asks for none of them', async () => {
  const first = await signedInContext(app, browser, PHONE);
  const second = await signedInContext(app, browser, PHONE);
  for (const { context, account } of [first, second]) {
    const page = await context.newPage();
    const sent = operationsSent(page);
    const response = await page.goto(`${app.url}/dashboard`);
    expect(response?.headers()['cache-control']).toBe('no-store');
    const html = (await response?.text()) ?? '';
    const block =
      /<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '[]';
    const answers = JSON.parse(block) as { operationName: string; data: { me?: { email: string } } }[];
    expect(answers.map((answer) => answer.operationName)).toEqual(BROUGHT);
    // Each user's page carries that user, and no one else's.
    expect(answers[0]?.data.me?.email).toBe(account.email);
    const other = account.email === first.account.email ? second.account.email : first.account.email;
    expect(html).not.toContain(other);

    await page.getByRole('button', { name: /^Lekhapadi / }).waitFor();
    await page.waitForTimeout(500);
    expect(sent.filter((name) => BROUGHT.includes(name))).toEqual([]);
    // Read once, the block leaves the page.
    expect(await page.evaluate(() => document.getElementById('boot-data'))).toBeNull();
    await context.close();
  }
});

test('a page fetched by a script, or with a session that is gone, brings no answers', async () => {
  const { context, api } = await signedInContext(app, browser, PHONE);
  const page = await context.newPage();
  await page.goto(`${app.url}/dashboard`);
  // Not a navigation (a script, a service worker's install): no user data.
  const fetched = await page.evaluate(async () => {
    const response = await fetch('/dashboard');
    return { cacheControl: response.headers.get('Cache-Control'), html: await response.text() };
  });
  expect(fetched.cacheControl).toBe('no-cache');
  expect(fetched.html).not.toContain('boot-data');

  await api.graphql('mutation { logout { status } }');
  const afterLogout = await page.goto(`${app.url}/dashboard`);
  expect(await afterLogout?.text()).not.toContain('boot-data');
  // Signed out, the app leaves the signed-in screens (it asks the server, which says no one).
  await page.waitForURL(`${app.url}/`);
  await context.close();
});

test('the service worker keeps the page without its user’s answers', async () => {
  const { context } = await signedInContext(app, browser, PHONE);
  const page = await context.newPage();
  await page.goto(`${app.url}/dashboard`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // Now the worker sees the navigation, and keeps the page as the offline shell.
  await page.reload();
  await page.getByRole('button', { name: /^Lekhapadi / }).waitFor();
  const kept = await page.evaluate(async () => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const page = await caches.match('/index.html');
      const text = page ? await page.text() : '';
      if (text.includes('modulepreload')) return text;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return null;
  });
  expect(kept).not.toBeNull();
  expect(kept).not.toContain('boot-data');
  expect(kept).not.toContain('"operationName"');
  await context.close();
});
