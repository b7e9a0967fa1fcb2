import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { type RunningApp, startApp } from './support/app.js';
import { launchBrowser, screenshot } from './support/browser.js';
import { prepareApplicant } from './support/documents.js';
import { signedInContext } from './support/session.js';

// The guided form end to end: a land sale deed on a 360 px Nepali touch phone, asked in its five
// steps, checked on the check-your-answers page, corrected through a change link and generated;
// a short ward paper at 1280 px in English, one page and the check page, to its PDF.
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
const NEPALI_PHONE: BrowserContextOptions = { hasTouch: true, isMobile: true, locale: 'ne-NP' };

async function signedIn(viewport: { width: number; height: number }, options: BrowserContextOptions = {}) {
  const session = await signedInContext(app, browser, viewport, options);
  await prepareApplicant(session.api);
  await session.context.addInitScript(() =>
    window.sessionStorage.setItem('lekhapadi.locationPrompted', 'yes'),
  );
  const page = await session.context.newPage();
  page.setDefaultTimeout(20_000);
  return { ...session, page };
}

const field = (page: Page, key: string) => page.locator(`[data-field="${key}"] input`).first();
const widthOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Opens a Select by its label (tapping or clicking) and takes the first option that matches. */
async function choose(page: Page, label: string | RegExp, option: RegExp, touch: boolean) {
  const box = page.getByRole('combobox', { name: label }).first();
  await (touch ? box.tap() : box.click());
  const choice = page.getByRole('option', { name: option }).first();
  await (touch ? choice.tap() : choice.click());
}

async function pdfShown(page: Page) {
  await page.waitForURL(/\/dashboard\/printdocument\/[0-9a-f-]{36}$/);
  await page.locator('[data-rendered-pages]:not([data-rendered-pages="0"])').waitFor();
}

test('a land sale deed on a Nepali touch phone: five steps, the check page, a change link, the PDF', async () => {
  const { page, context } = await signedIn(PHONE, NEPALI_PHONE);
  const tap = (name: string) => page.getByRole('button', { name, exact: true }).tap();
  const atStep = (n: string, heading: string) =>
    Promise.all([
      page.getByText(`चरण ${n} / ५`).waitFor(),
      page.getByRole('heading', { name: heading }).waitFor(),
    ]);
  await page.goto(`${app.url}/dashboard/lekhapadi?work=land-sale-deed`);

  // 1. Who you are in it: the profile has filled your side; the first question is which side.
  await atStep('१', 'तपाईंको विवरण');
  expect(await field(page, 'fullName').inputValue()).not.toBe('');
  await tap('अर्को');
  await page.getByRole('alert').getByText('कृपया चिनो लगाइएका विवरण सच्याउनुहोस्।').waitFor();
  await atStep('१', 'तपाईंको विवरण');
  await choose(page, /तपाईं दाता वा ग्रहिता/, /^दाता/, true);
  await field(page, 'grandfatherName').fill('रामबहादुर शर्मा');
  await field(page, 'citizenshipNumber').fill('२७-०१-७४-१२३४५');
  await choose(page, /^नागरिकता जारी जिल्ला/, /काठमाडौं/, true);
  expect(await widthOf(page)).toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, 'guided-1-deed-step1-360-ne');
  await tap('अर्को');

  // 2. The other party.
  await atStep('२', 'अर्को पक्ष');
  await field(page, 'otherPartyName').fill('बिक्रम गुरुङ');
  await choose(page, /^अर्को पक्षको लिङ्ग/, /पुरुष/, true);
  await field(page, 'otherPartyFatherName').fill('धनबहादुर गुरुङ');
  await field(page, 'otherPartyGrandfatherName').fill('मानबहादुर गुरुङ');
  await field(page, 'otherPartyAddress').fill('ललितपुर');
  await field(page, 'otherPartyCitizenshipNumber').fill('२७-०२-६५-५४३२१');
  // Back keeps the answers.
  await tap('पछाडि');
  await atStep('१', 'तपाईंको विवरण');
  await tap('अर्को');
  await atStep('२', 'अर्को पक्ष');
  expect(await field(page, 'otherPartyName').inputValue()).toBe('बिक्रम गुरुङ');
  await tap('अर्को');

  // 3. The land.
  await atStep('३', 'जग्गा');
  await field(page, 'parcels[0].landLocation').fill('काठमाडौं महानगरपालिका');
  await field(page, 'parcels[0].ward').fill('३२');
  await field(page, 'parcels[0].kittaNumber').fill('५१२');
  await field(page, 'parcels[0].areaRopani').fill('२');
  await tap('अर्को');

  // 4. The price.
  await atStep('४', 'थैली र शर्त');
  await field(page, 'saleAmount').fill('१५,००,०००');
  await tap('अर्को');

  // 5. Witnesses and writer, then the check page.
  await atStep('५', 'साक्षी र लेखक');
  for (const [row, name] of [
    [0, 'गोपाल श्रेष्ठ'],
    [1, 'कमला अधिकारी'],
  ] as const) {
    await field(page, `witnesses[${row}].name`).fill(name);
    await field(page, `witnesses[${row}].address`).fill('काठमाडौं');
  }
  await tap('विवरण जाँच्नुहोस्');
  await page.getByRole('heading', { name: 'कागजात बनाउनुअघि विवरण जाँच्नुहोस्' }).waitFor();
  const other = page.getByRole('region', { name: 'अर्को पक्ष' });
  await other.getByText('बिक्रम गुरुङ').waitFor();
  await page.getByRole('region', { name: 'थैली र शर्त' }).getByText('१५,००,०००').waitFor();
  await page
    .getByTestId('documents-left')
    .getByText(/निःशुल्क कागजात: १० मध्ये १० बाँकी/)
    .waitFor();
  expect(await widthOf(page)).toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, 'guided-2-deed-check-360-ne');

  // A change link opens the field itself; its button comes back to the check page.
  await page.getByRole('button', { name: 'अर्को पक्षको ठेगाना परिवर्तन गर्नुहोस्' }).tap();
  await page.waitForFunction(
    () => document.activeElement?.closest('[data-field="otherPartyAddress"]') !== null,
  );
  await field(page, 'otherPartyAddress').fill('भक्तपुर');
  await tap('विवरण जाँच्ने पृष्ठमा फर्कनुहोस्');
  await other.getByText('भक्तपुर').waitFor();

  await tap('कागजात बनाउनुहोस्');
  await pdfShown(page);
  await screenshot(page, 'guided-3-deed-pdf-360-ne');
  await context.close();
});

test('a ward paper at 1280 px in English: one page, the check page with a change, the PDF', async () => {
  const { page, context } = await signedIn({ width: 1280, height: 900 });
  await page.goto(`${app.url}/dashboard/lekhapadi?work=birth-date-verification`);
  await page.getByRole('heading', { name: 'Details' }).waitFor();
  // A short work is one page: no step count.
  expect(await page.getByText(/^Step \d+ of \d+$/).count()).toBe(0);
  await field(page, 'grandfatherName').fill('राम शर्मा');
  await screenshot(page, 'guided-4-ward-form-1280-en');
  await page.getByRole('button', { name: 'Check your answers' }).click();
  await page.getByRole('heading', { name: 'Check your answers before generating' }).waitFor();
  await page.getByTestId('documents-left').getByText('Free documents: 10 of 10 left').waitFor();

  await page.getByRole('button', { name: "Change Grandfather's name" }).click();
  await field(page, 'grandfatherName').fill('रामप्रसाद शर्मा');
  // The keyboard alone: Enter on the field's form goes back to the answers.
  await field(page, 'grandfatherName').press('Enter');
  await page.getByRole('heading', { name: 'Check your answers before generating' }).waitFor();
  await page.getByRole('region', { name: 'Details' }).getByText('रामप्रसाद शर्मा').waitFor();
  await screenshot(page, 'guided-5-ward-check-1280-en');

  await page.getByRole('button', { name: 'Generate' }).click();
  await pdfShown(page);
  await screenshot(page, 'guided-6-ward-pdf-1280-en');
  await context.close();
});
