import type { Browser } from 'playwright-core';
import { tokenClient } from '../support/api-tokens.js';
import { validValues } from '../support/documents.js';
import { type RunningApp, startApp } from './support/app.js';
import { launchBrowser, screenshot } from './support/browser.js';
import { WORK, prepareApplicant } from './support/documents.js';
import { signedInContext } from './support/session.js';

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

test('a token made on the developer page and copied from it generates a document', async () => {
  const { api, context } = await signedInContext(app, browser, undefined, {
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  await prepareApplicant(api);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  // The developer tools are one link away from the profile.
  await page.goto(`${app.url}/profile`);
  await page.getByRole('link', { name: 'Open' }).click();
  await page.getByRole('heading', { name: 'API tokens' }).waitFor();

  await page.getByRole('textbox', { name: 'Token name' }).fill('Office software');
  await page.getByRole('checkbox', { name: 'Generate documents documents:write' }).check();
  await page.getByRole('button', { name: 'Create token' }).click();
  await page.getByText('Copy your new token now').waitFor();
  await page.getByRole('button', { name: 'Copy token' }).click();
  await page.getByRole('button', { name: 'Copied' }).waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^lkp_/);
  expect(await page.getByTestId('api-token-secret').textContent()).toBe(copied);
  const row = page
    .getByRole('table', { name: 'Your API tokens' })
    .getByRole('row', { name: /Office software/ });
  await row.getByText(copied.slice(0, 10)).waitFor();
  await screenshot(page, 'profile-api-token-created');

  // The partner's server, with nothing but the copied token.
  const partner = tokenClient(app.url, copied);
  const made = await partner.graphql(
    'mutation G($input: GenerateDocumentInput!) { generateDocument(input: $input) { id status } }',
    { input: { workKey: WORK, values: validValues(WORK) } },
  );
  expect(made.errors).toBeUndefined();
  let status = made.data.generateDocument.status as string;
  for (let i = 0; i < 200 && status !== 'READY' && status !== 'FAILED'; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const read = await partner.graphql('query D($id: ID!) { document(id: $id) { status } }', {
      id: made.data.generateDocument.id,
    });
    status = read.data.document.status;
  }
  expect(status).toBe('READY');

  // Its last use shows on the screen.
  await page.reload();
  await page
    .getByRole('table', { name: 'Your API tokens' })
    .getByRole('row', { name: /Office software/ })
    .getByText('Not yet')
    .waitFor({ state: 'detached' });
  await context.close();
});
