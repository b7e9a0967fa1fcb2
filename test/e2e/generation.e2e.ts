import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { type RunningApp, startApp } from './support/app.js';
import { launchBrowser, screenshot } from './support/browser.js';
import { WORK, generateThroughApi, prepareApplicant, typeNepali } from './support/documents.js';
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

test('pick a work, fill it (Nepali by transliteration), generate, view, download, find it in history; the 11th asks for payment', async () => {
  const { context, api } = await signedInContext(app, browser);
  await prepareApplicant(api);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);

  await page.goto(`${app.url}/dashboard/lekhapadi`);
  await page.getByText('बागमती, काठमाडौं, काठमाडौं - 32').waitFor();
  await page
    .getByRole('textbox', { name: 'Work', exact: true })
    .or(page.getByLabel('Work', { exact: true }).first())
    .first()
    .click();
  await page.getByRole('option', { name: /जन्म मिति प्रमाणित/ }).click();
  // Prefilled from the profile.
  await page.locator('input[value="सीताराम थापा"]').waitFor();
  await screenshot(page, 'generation-0-prefilled');
  await typeNepali(page, "Enter Grandfather's name", 'raam', 'राम');
  await screenshot(page, 'generation-1-form');
  await page.getByRole('button', { name: 'Generate' }).click();

  await page.waitForURL(`${app.url}/dashboard/printdocument`);
  await page.locator('.react-pdf__Page canvas').first().waitFor();
  await screenshot(page, 'generation-2-print');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('document.pdf');
  const bytes = await readFile((await download.path()) as string);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  await page.goto(`${app.url}/profile`);
  await page.getByText('जन्म मिति प्रमाणित').first().waitFor();

  // Nine more make ten; the eleventh meets the payment panel.
  await generateThroughApi(api, 9);
  await page.goto(`${app.url}/dashboard/lekhapadi?work=${WORK}`);
  await page
    .getByText('You have generated 10 documents. Please pay 15 rupees for each additional document.')
    .waitFor();
  await screenshot(page, 'generation-3-payment-panel');
  await context.close();
});
