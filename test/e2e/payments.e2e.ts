import type { Browser } from 'playwright-core';
import { startEsewaSimulator } from '../support/simulators/esewa-simulator.js';
import { startKhaltiSimulator } from '../support/simulators/khalti-simulator.js';
import { type RunningApp, startApp } from './support/app.js';
import { launchBrowser, screenshot } from './support/browser.js';
import { WORK, generateThroughApi, prepareApplicant } from './support/documents.js';
import { signedInContext } from './support/session.js';

// The built app talks to local eSewa and Khalti simulators that follow the providers' documented
// protocols; the browser really posts the signed form and follows the redirects.
let app: RunningApp;
let browser: Browser;
let esewa: Awaited<ReturnType<typeof startEsewaSimulator>>;
let khalti: Awaited<ReturnType<typeof startKhaltiSimulator>>;

beforeAll(async () => {
  esewa = await startEsewaSimulator();
  khalti = await startKhaltiSimulator();
  app = await startApp({
    ESEWA_FORM_URL: esewa.formUrl,
    ESEWA_STATUS_URL: esewa.statusUrl,
    KHALTI_API_URL: khalti.apiUrl,
    KHALTI_SECRET_KEY: khalti.secretKey,
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await esewa?.close();
  await khalti?.close();
});

test('a user at 10 documents pays for one with eSewa and generates it', async () => {
  const { context, api } = await signedInContext(app, browser);
  await prepareApplicant(api);
  await generateThroughApi(api, 10);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);

  await page.goto(`${app.url}/dashboard/lekhapadi?work=${WORK}`);
  await page
    .getByText('You have generated 10 documents. Please pay 15 rupees for each additional document.')
    .waitFor();
  await page.getByRole('button', { name: 'Pay with eSewa' }).click();
  await page.waitForURL(/\/payment\?work=/);
  await page.getByRole('button', { name: 'Pay with eSewa' }).click();
  // At the (simulated) eSewa page, after a real form POST of the server-signed fields.
  await page.getByRole('heading', { name: 'eSewa test' }).waitFor();
  await screenshot(page, 'payments-1-esewa');
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.getByText('Payment Successful!').waitFor();
  await page.getByText(`You can generate ${WORK} document.`).waitFor();
  await screenshot(page, 'payments-2-success');
  await page.getByRole('link', { name: 'Generate Document' }).click();

  await page.locator('input[value="सीताराम थापा"]').waitFor();
  await page.getByPlaceholder("Enter Grandfather's name", { exact: true }).fill('रामबहादुर थापा');
  await page.getByRole('button', { name: 'Generate' }).click();
  await page.waitForURL(`${app.url}/dashboard/printdocument`);
  await page.locator('.react-pdf__Page canvas').first().waitFor();
  await context.close();
});

test('another user takes Silver with Khalti and sees the badge and its tooltip', async () => {
  const { context, api } = await signedInContext(app, browser);
  // With a location set, the dashboard opens without the first-visit location modal over it.
  await prepareApplicant(api);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(`${app.url}/pricing`);
  await page.getByRole('link', { name: 'Choose Silver' }).click();
  await page.getByRole('button', { name: 'Pay with Khalti' }).click();
  await page.getByRole('heading', { name: 'Khalti test' }).waitFor();
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/successpageforplans\?/);
  await page.getByText('Payment Successful!').waitFor();
  await page.getByText(/silver plan is active/i).waitFor();

  await page.goto(`${app.url}/dashboard`);
  const badge = page.getByRole('link', { name: 'Silver Subscribed' });
  await badge.waitFor();
  expect(await badge.getAttribute('data-subscribed')).toBe('true');
  await badge.hover();
  await page.getByRole('tooltip', { name: 'Silver Subscribed' }).waitFor();
  await screenshot(page, 'payments-3-silver-badge');
  await context.close();
});
