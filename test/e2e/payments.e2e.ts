import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
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
  const panel = await new AxeBuilder({ page }).include('[data-testid="payment-panel"]').analyze();
  expect(panel.violations.map((violation) => violation.id)).toEqual([]);
  await page.getByRole('button', { name: 'Pay with eSewa' }).click();
  await page.waitForURL(/\/payment\?work=/);
  // What is bought and its price, by the work's name, before leaving for the wallet.
  await page.getByRole('heading', { name: 'Date of birth verification — Rs 15' }).waitFor();
  expect(await page.getByText(WORK).count()).toBe(0);
  // The simulators stand in for eSewa's test merchant, and the page says so.
  await page.getByText('Test payments', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Pay with eSewa' }).click();
  // At the (simulated) eSewa page, after a real form POST of the server-signed fields.
  await page.getByRole('heading', { name: 'eSewa test' }).waitFor();
  await screenshot(page, 'payments-1-esewa');
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.getByText('Payment Successful!').waitFor();
  await page.getByText('You can generate Date of birth verification document.').waitFor();
  await screenshot(page, 'payments-2-success');
  // The page's own link: the signed-in frame's menu has one of the same name.
  await page.locator('#main-content').getByRole('link', { name: 'Generate Document' }).click();

  await page.locator('input[value="सीताराम थापा"]').waitFor();
  await page.getByPlaceholder("Enter Grandfather's name", { exact: true }).fill('रामबहादुर थापा');
  await page.getByRole('button', { name: 'Check your answers' }).click();
  await page.getByRole('button', { name: 'Generate' }).click();
  await page.waitForURL(/\/dashboard\/printdocument\/[0-9a-f-]{36}$/);
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

/** Serious and critical axe findings in the page's own content (color-contrast among them). */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
    }));
}

describe.each(['light', 'dark'] as const)('/payment at 360 px in Nepali, %s', (scheme) => {
  test('names the work and its price, says test payments, passes axe, and keeps a failed start in view', async () => {
    const { context, api } = await signedInContext(app, browser, { width: 360, height: 740 });
    await prepareApplicant(api);
    await context.addInitScript((colourScheme) => {
      window.localStorage.setItem('lekhapadi-language', 'ne');
      window.localStorage.setItem('mantine-color-scheme-value', colourScheme);
    }, scheme);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`${app.url}/payment?work=${WORK}&provider=esewa`);
    await page.getByRole('heading', { name: 'जन्म मिति प्रमाणित — रु. १५' }).waitFor();
    await page.getByText('परीक्षण भुक्तानी', { exact: true }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, `payments-4-payment-360-ne-${scheme}`);
    expect(await seriousViolations(page)).toEqual([]);

    // The server's refusal (as when Khalti is not configured) is drawn where the user looks.
    await page.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes('StartPayment')) return route.fallback();
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          data: null,
          errors: [
            {
              message: 'Khalti payments are not set up on this server.',
              extensions: {
                code: 'SERVICE_UNAVAILABLE',
                messageCode: 'payment.walletNotConfigured',
                params: { wallet: 'Khalti' },
                paymentProblem: 'NOT_CONFIGURED',
              },
            },
          ],
        }),
      });
    });
    const khalti = page.getByRole('button', { name: 'Khalti बाट तिर्नुहोस्' });
    await khalti.scrollIntoViewIfNeeded();
    await khalti.click();
    const problem = page.getByRole('alert');
    await problem.getByText('यो सर्भरमा Khalti भुक्तानी मिलाइएको छैन।').waitFor();
    await page.waitForTimeout(600); // the smooth scroll
    const box = await problem.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 740).toBe(true);
    await problem.getByRole('button', { name: 'फेरि प्रयास गर्नुहोस्' }).waitFor();
    await screenshot(page, `payments-5-payment-problem-360-ne-${scheme}`);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
