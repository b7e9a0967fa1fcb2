import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import type { ApiClient } from '../support/client.js';
import { type RunningApp, startApp } from './support/app.js';
import { launchBrowser } from './support/browser.js';
import { typeNepali } from './support/documents.js';
import { recordForeignRequests, screenshotBothWidths } from './support/screens.js';
import { signedInContext } from './support/session.js';

// A citizen with a place set picks a work, fills it (a Nepali name through transliteration),
// generates it, sees it in the viewer, downloads it and finds it in the history; once the ten free
// documents are used, the eleventh meets the payment panel.
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

const WORK = 'birth-date-verification';
const WORK_NAME = 'जन्म मिति प्रमाणित';

/** Kathmandu Metropolitan City, ward 32, set through the API as the location modal would. */
async function setKathmandu(api: ApiClient) {
  const { data } = await api.graphql(
    `{ provinces { id slug districts { id slug localLevels { id nameEn } } } }`,
  );
  const bagmati = data.provinces.find((p: { slug: string }) => p.slug === 'bagmati');
  const kathmandu = bagmati.districts.find((d: { slug: string }) => d.slug === 'kathmandu');
  const kmc = kathmandu.localLevels.find((l: { nameEn: string }) => l.nameEn === 'Kathmandu');
  const result = await api.graphql(
    `mutation L($input: UpdateLocationInput!) { updateLocation(input: $input) { ward } }`,
    { input: { provinceId: bagmati.id, districtId: kathmandu.id, localLevelId: kmc.id, ward: 32 } },
  );
  if (result.errors) throw new Error(JSON.stringify(result.errors));
}

/** Opens a Select by its label and picks an option. */
async function pick(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

const FORM_VALUES = {
  fullName: 'सीता शर्मा',
  gender: 'female',
  dateOfBirthBs: '2055/04/12',
  fatherName: 'हरि शर्मा',
  grandfatherName: 'राम शर्मा',
};

test('pick, fill, generate, view, print, download, find in history; the eleventh asks for payment', async () => {
  const { context, api } = await signedInContext(app, browser);
  await setKathmandu(api);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const foreign = recordForeignRequests(page, app.url, app.fileOrigins);
  const fromBucket: string[] = [];
  page.on('request', (request) => {
    if (app.fileOrigins.some((origin) => request.url().startsWith(origin))) fromBucket.push(request.url());
  });

  await page.goto(`${app.url}/dashboard`);
  await page.getByText('बागमती, काठमाडौं, काठमाडौं - 32').waitFor();
  // With a place set, the location modal stays away.
  expect(await page.getByRole('dialog').count()).toBe(0);
  await screenshotBothWidths(page, 'documents-1-dashboard');

  await page.getByRole('button', { name: /^Lekhapadi / }).click();
  await page.waitForURL(`${app.url}/dashboard/lekhapadi`);
  await page.getByTestId('location-banner').getByText('बागमती, काठमाडौं, काठमाडौं - 32').waitFor();
  await pick(page, 'Work', new RegExp(WORK_NAME));
  await page.waitForURL(`${app.url}/dashboard/lekhapadi?work=${WORK}`);

  // Nepali names typed in Roman letters: a space takes the first spelling, a click picks one.
  await typeNepali(page, 'Enter Full Name', 'sita sharma', FORM_VALUES.fullName);
  await typeNepali(page, "Enter Father's name", 'hari sharma', FORM_VALUES.fatherName);
  await typeNepali(page, "Enter Grandfather's name", 'raam sharma', FORM_VALUES.grandfatherName);
  await pick(page, /लिङ्ग/, 'महिला (Female)');
  await pick(page, 'जन्म मिति (वि.सं.): year', /^2055$/);
  await pick(page, 'जन्म मिति (वि.सं.): month', 'साउन');
  await pick(page, 'जन्म मिति (वि.सं.): day', /^12$/);
  await screenshotBothWidths(page, 'documents-2-form');

  await page.getByRole('button', { name: 'Check your answers' }).click();
  await page.getByRole('button', { name: 'Generate' }).click();
  await page.waitForURL(/\/dashboard\/printdocument\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { name: WORK_NAME }).waitFor();
  await page.getByTestId('print-place').getByText('बागमती, काठमाडौं - 32').waitFor();
  // pdf.js drew the first page on its canvas.
  await page.locator('[data-rendered-pages]:not([data-rendered-pages="0"])').waitFor();
  expect(await page.locator('.react-pdf__Page canvas').count()).toBeGreaterThan(0);
  await screenshotBothWidths(page, 'documents-3-print');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^जन्म-मिति-प्रमाणित-[०-९]{4}-[०-९]{2}-[०-९]{2}\.pdf$/);
  const bytes = await readFile((await download.path()) as string);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Print goes through an invisible frame holding the same PDF.
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await page.locator('iframe[title="Document to print"]').waitFor({ state: 'attached' });

  // The profile lists it, and downloads it again through a fresh link.
  await page.goto(`${app.url}/profile`);
  const history = page.getByRole('list', { name: 'Generated documents' });
  await history.getByText(WORK_NAME).waitFor();
  // Its BS date and time in Nepal, e.g. '8 Mangsir 2083, 16:25'.
  await history
    .getByText(/\d{1,2} [A-Z][a-z]+ 20\d\d, \d\d:\d\d/)
    .first()
    .waitFor();
  const again = page.waitForEvent('download');
  await history
    .getByRole('button', { name: /^Download:/ })
    .first()
    .click();
  expect((await again).suggestedFilename()).toBe(download.suggestedFilename());
  await screenshotBothWidths(page, 'documents-4-profile-history');

  // Nine more (through the API, on the same session) use up the ten free documents.
  for (let i = 0; i < 9; i += 1) {
    const result = await api.graphql(
      `mutation G($input: GenerateDocumentInput!) { generateDocument(input: $input) { id } }`,
      { input: { workKey: WORK, values: FORM_VALUES } },
    );
    if (result.errors) throw new Error(JSON.stringify(result.errors));
  }
  const eleventh = await api.graphql(
    `mutation G($input: GenerateDocumentInput!) { generateDocument(input: $input) { id } }`,
    { input: { workKey: WORK, values: FORM_VALUES } },
  );
  expect(eleventh.errors?.[0]?.extensions?.code).toBe('PAYMENT_REQUIRED');

  await page.goto(`${app.url}/dashboard/lekhapadi?work=${WORK}`);
  const panel = page.getByTestId('payment-panel');
  await panel
    .getByText('You have generated 10 documents. Please pay 15 rupees for each additional document.')
    .waitFor();
  // This server has eSewa's test merchant and no Khalti key: only the wallet it can start is offered.
  await panel.getByRole('button', { name: 'Pay with eSewa' }).waitFor();
  expect(await panel.getByRole('button', { name: 'Pay with Khalti' }).count()).toBe(0);
  await panel.getByRole('link', { name: 'Go to Pricing' }).waitFor();
  expect(await page.getByRole('button', { name: 'Generate' }).count()).toBe(0);
  await screenshotBothWidths(page, 'documents-5-payment-panel');
  await panel.getByRole('button', { name: 'Pay with eSewa' }).click();
  await page.waitForURL(new RegExp(`/payment\\?work=${WORK}`));

  // The police report screen and a Coming Soon tile, for the record.
  await page.goto(`${app.url}/dashboard/policereport`);
  await page.getByRole('heading', { name: 'Police Report' }).waitFor();
  await screenshotBothWidths(page, 'documents-6-police-report');

  // With S3 storage (E2E_STORAGE=s3) the viewer and Download read the PDF from the bucket itself.
  expect(fromBucket.length > 0).toBe(app.fileOrigins.length > 0);
  // Nothing came from anywhere but the app (the pdf.js worker included).
  expect(foreign).toEqual([]);
  await context.close();
});
