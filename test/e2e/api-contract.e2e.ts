import type { Browser } from 'playwright-core';
import { type RunningApp, startApp } from './support/app.js';
import { launchBrowser, screenshot } from './support/browser.js';

// The API's readable contract in a real browser, under the app's Content-Security-Policy:
// GraphiQL (bundled, no CDN) on GET /graphql runs a query.
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

test('GET /graphql in a browser opens GraphiQL, which runs a query, with nothing blocked or fetched elsewhere', async () => {
  const page = await browser.newPage();
  page.setDefaultTimeout(20_000);
  const problems: string[] = [];
  const origin = new URL(app.url).origin;
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) problems.push(`fetched ${url.href}`);
  });
  await page.goto(`${app.url}/graphql`);
  await page.locator('.graphiql-container').waitFor();
  // The editor holds the example query once GraphiQL has started; a click before that is lost.
  await page.locator('.graphiql-query-editor').getByText('provinces').waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('.graphiql-execute-button').click();
  await page.locator('.graphiql-response').getByText('Koshi').waitFor();
  await screenshot(page, 'graphiql');
  expect(problems).toEqual([]);
  await page.close();
});
