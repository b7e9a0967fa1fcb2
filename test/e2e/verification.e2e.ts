import type { Browser } from 'playwright-core';
import { type RunningApp, startApp } from './support/app.js';
import { launchBrowser, screenshot } from './support/browser.js';
import { generateThroughApi, prepareApplicant } from './support/documents.js';
import { takenOver } from './support/hydration.js';
import { signedInContext } from './support/session.js';

// An office holding a paper opens the address its QR code carries, without an account, and checks
// a downloaded copy against the issued file; once the owner withdraws the code, the page says so.
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

test('a visitor checks a document by its code and a file against it; a withdrawn code is not found', async () => {
  const { api } = await signedInContext(app, browser);
  await prepareApplicant(api);
  await generateThroughApi(api, 1);
  const history = await api.graphql(
    `{ documents(first: 1) { edges { node { id verificationCode downloadUrl } } } }`,
  );
  const { id, verificationCode, downloadUrl } = history.data.documents.edges[0].node;
  const pdf = Buffer.from(await (await fetch(new URL(downloadUrl, app.url))).arrayBuffer());

  // A fresh browser, signed in nowhere: the office's.
  const office = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await office.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(`${app.url}/verify/${verificationCode.replaceAll('-', '')}`);
  await page.getByRole('heading', { name: 'Document verification' }).waitFor();
  await page.getByRole('row', { name: `Verification code ${verificationCode}` }).waitFor();
  await page.getByRole('row', { name: /^Applicant \S+\*\*\*/ }).waitFor();

  // The page is drawn on the server: a file chosen before its script owns the input is lost.
  const input = page.locator('input[type="file"]');
  await takenOver(input);
  await input.setInputFiles({ name: 'paper.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByText('paper.pdf is the issued file, unchanged.').waitFor();
  const changed = Buffer.from(pdf);
  changed[changed.length >> 1]! ^= 0x01;
  await input.setInputFiles({ name: 'edited.pdf', mimeType: 'application/pdf', buffer: changed });
  await page
    .getByText('edited.pdf is not the issued file: it was changed, or it is another document.')
    .waitFor();
  await screenshot(page, 'verification-1-checked');

  const withdrawn = await api.graphql(
    `mutation W($id: ID!) { withdrawVerification(documentId: $id) { verificationCode } }`,
    { id },
  );
  expect(withdrawn.data.withdrawVerification.verificationCode).toBeNull();
  await page.reload();
  await page.getByRole('heading', { name: 'Code not found' }).waitFor();
  await office.close();
});
