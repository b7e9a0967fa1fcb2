import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createOffice } from '../support/offices.js';
import { type RunningApp, startApp } from './support/app.js';
import { launchBrowser, screenshot } from './support/browser.js';
import { signedInContext } from './support/session.js';

// A Nepali member of an office on a 360 px phone: the header's office switcher fits, switching
// shows the office's clients, and no screen gets wider than the phone.
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

test('switching to an office on a Nepali phone shows its clients', async () => {
  const { api, context } = await signedInContext(
    app,
    browser,
    { width: 360, height: 740 },
    { hasTouch: true, isMobile: true, locale: 'ne-NP' },
  );
  const officeId = await createOffice(api);
  const added = await api.graphql(
    `mutation ($officeId: ID!, $input: OfficeClientInput!) { createOfficeClient(officeId: $officeId, input: $input) { id } }`,
    {
      officeId,
      input: { fullName: 'सीता शर्मा', gender: 'female', fatherName: 'राम शर्मा', grandfatherName: 'हरि शर्मा' },
    },
  );
  expect(added.errors).toBeUndefined();

  // The first-visit location prompt is another screen's business.
  await context.addInitScript(() => window.sessionStorage.setItem('lekhapadi.locationPrompted', 'yes'));
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(`${app.url}/dashboard`);
  const switcher = page.getByRole('button', { name: 'अहिले: व्यक्तिगत। बदल्नुहोस्' });
  await switcher.waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await switcher.tap();
  await page.getByRole('menuitem', { name: /शर्मा लेखापढी सेवा/ }).tap();
  await page.getByRole('button', { name: 'अहिले: शर्मा लेखापढी सेवा। बदल्नुहोस्' }).waitFor();

  await page.goto(`${app.url}/dashboard/clients`);
  await page.getByText('सीता शर्मा').waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await context.close();
});

const PHONE = { width: 360, height: 740 };
const NEPALI_PHONE = { hasTouch: true, isMobile: true, locale: 'ne-NP' };

/** A signed-in Nepali phone whose first-visit location prompt stays away (another screen's business). */
async function nepaliPhone(name: string) {
  const session = await signedInContext(app, browser, PHONE, NEPALI_PHONE, { name });
  await session.context.addInitScript(() =>
    window.sessionStorage.setItem('lekhapadi.locationPrompted', 'yes'),
  );
  return session;
}

async function openPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

/** Types into a searchable Select (by its label) and takes the first option that matches. */
async function choose(page: Page, label: string, typed: string, option: RegExp) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  if (typed) await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** Kathmandu Metropolitan City, ward 32, through the place cascade. */
async function chooseKathmandu32(scope: Page) {
  await choose(scope, 'प्रदेश', 'Bagmati', /Bagmati/);
  await choose(scope, 'जिल्ला', 'Kathmandu', /Kathmandu/);
  await choose(scope, 'स्थानीय तह', 'Kathmandu', /^काठमाडौं महानगरपालिका/);
  await choose(scope, 'वडा नं.', '32', /^(32|३२)$/);
}

const widthOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function addClient(
  page: Page,
  client: { name: string; gender: RegExp; father: string; grandfather: string; citizenship: string },
) {
  await page.getByRole('button', { name: 'ग्राहक थप्नुहोस्' }).tap();
  const form = page.getByRole('form', { name: 'ग्राहक थप्नुहोस्' });
  // The names are typed with the transliterating input the work forms use: a combobox.
  await form.getByRole('combobox', { name: 'पूरा नाम (नेपाली)' }).fill(client.name);
  await choose(page, 'लिङ्ग', '', client.gender);
  await form.getByRole('combobox', { name: 'बाबुको नाम' }).fill(client.father);
  await form.getByRole('combobox', { name: 'बाजेको नाम' }).fill(client.grandfather);
  await form.getByRole('textbox', { name: 'नागरिकता नं.' }).fill(client.citizenship);
  await choose(page, 'नागरिकता जारी जिल्ला', 'Kathmandu', /Kathmandu/);
  await chooseKathmandu32(page);
  expect(await widthOf(page)).toBeLessThanOrEqual(360);
  await form.getByRole('button', { name: 'ग्राहक सुरक्षित गर्नुहोस्' }).tap();
  await form.waitFor({ state: 'detached' });
  await page.getByText(client.name, { exact: true }).waitFor();
}

/** A field of the work form, found by its key (data-field), as the form's own error focus finds it. */
const field = (page: Page, key: string) => page.locator(`[data-field="${key}"] input`).first();

/** Waits until the chosen client's details have filled a field. */
const filledWith = (page: Page, key: string, value: string) =>
  page.waitForFunction(
    ([k, v]) => document.querySelector<HTMLInputElement>(`[data-field="${k}"] input`)?.value === v,
    [key, value],
  );

test('an owner opens an office and invites a writer, who adds two clients and makes a land sale deed the owner finds', async () => {
  const owner = await nepaliPhone('Ram Thapa');
  const writer = await nepaliPhone('Gopal Karki');

  // The owner opens the office on the office screen.
  const ownerPage = await openPage(owner.context);
  await ownerPage.goto(`${app.url}/dashboard/office`);
  // The transliterating input the work forms use: a combobox offering spellings.
  await ownerPage.getByRole('combobox', { name: 'नेपालीमा नाम' }).fill('थापा लेखापढी सेवा');
  await ownerPage.getByRole('textbox', { name: 'अंग्रेजीमा नाम' }).fill('Thapa Lekhapadi Sewa');
  await ownerPage.getByRole('textbox', { name: 'सम्पर्क नम्बर' }).fill('9841000001');
  await chooseKathmandu32(ownerPage);
  expect(await widthOf(ownerPage)).toBeLessThanOrEqual(360);
  await ownerPage.getByRole('button', { name: 'कार्यालय खोल्नुहोस्' }).tap();
  await ownerPage.getByRole('heading', { name: 'थापा लेखापढी सेवा' }).waitFor();
  // The owner's view of the office (its plan, usage, members and tokens) fits the phone too.
  await ownerPage.getByText('कार्यालयको योजना').waitFor();
  await ownerPage.getByText('कार्यालयका API टोकनहरू').waitFor();
  expect(await widthOf(ownerPage)).toBeLessThanOrEqual(360);
  await screenshot(ownerPage, 'offices-1-office-360');

  // ... and invites the writer by e-mail.
  await ownerPage.getByRole('textbox', { name: 'इमेल ठेगाना' }).fill(writer.account.email);
  await ownerPage.getByRole('button', { name: 'निमन्त्रणा पठाउनुहोस्' }).tap();
  await ownerPage.getByText(`${writer.account.email} मा निमन्त्रणा पठाइयो।`).waitFor();

  // The writer opens the link from the mail and accepts.
  const mail = (await app.outbox.mails(writer.account.email)).at(-1) ?? '';
  const link = mail.match(/https?:\/\/\S+\/offices\/join\?token=[A-Za-z0-9_-]+/)?.[0];
  expect(link).toBeDefined();
  const writerPage = await openPage(writer.context);
  await writerPage.goto(link as string);
  await writerPage.getByRole('button', { name: 'निमन्त्रणा स्वीकार गर्नुहोस्' }).tap();
  await writerPage.waitForURL(`${app.url}/dashboard/clients`);
  await writerPage.getByRole('button', { name: 'अहिले: थापा लेखापढी सेवा। बदल्नुहोस्' }).waitFor();

  // Two clients: the seller and the buyer.
  await addClient(writerPage, {
    name: 'सीता थापा',
    gender: /महिला/,
    father: 'राम थापा',
    grandfather: 'हरि थापा',
    citizenship: '27-01-74-12345',
  });
  await addClient(writerPage, {
    name: 'बिक्रम गुरुङ',
    gender: /पुरुष/,
    father: 'धनबहादुर गुरुङ',
    grandfather: 'मानबहादुर गुरुङ',
    citizenship: '27-02-65-54321',
  });

  // A land sale deed (राजीनामा) for both of them: the clients fill both parties.
  await writerPage.goto(`${app.url}/dashboard/lekhapadi?work=land-sale-deed`);
  await choose(writerPage, 'ग्राहक छान्नुहोस्', 'सीता', /सीता थापा/);
  await filledWith(writerPage, 'fullName', 'सीता थापा');
  await choose(writerPage, 'अर्को पक्ष छान्नुहोस् (ग्राहक)', 'बिक्रम', /बिक्रम गुरुङ/);
  await choose(writerPage, 'तपाईं दाता वा ग्रहिता', '', /दाता/);
  // The deed is asked in steps: the other party, the land, the price, the witnesses.
  const next = () => writerPage.getByRole('button', { name: 'अर्को', exact: true }).tap();
  await next();
  await filledWith(writerPage, 'otherPartyName', 'बिक्रम गुरुङ');
  await next();
  await field(writerPage, 'parcels[0].landLocation').fill('काठमाडौं महानगरपालिका');
  await field(writerPage, 'parcels[0].ward').fill('32');
  await field(writerPage, 'parcels[0].kittaNumber').fill('512');
  await field(writerPage, 'parcels[0].areaRopani').fill('2');
  await next();
  await field(writerPage, 'saleAmount').fill('1500000');
  await next();
  for (const [row, name] of [
    [0, 'गोपाल श्रेष्ठ'],
    [1, 'कमला अधिकारी'],
  ] as const) {
    await field(writerPage, `witnesses[${row}].name`).fill(name);
    await field(writerPage, `witnesses[${row}].address`).fill('काठमाडौं');
  }
  expect(await widthOf(writerPage)).toBeLessThanOrEqual(360);
  await screenshot(writerPage, 'offices-2-deed-form-360');
  await writerPage.getByRole('button', { name: 'विवरण जाँच्नुहोस्' }).tap();
  await writerPage.getByRole('heading', { name: 'कागजात बनाउनुअघि विवरण जाँच्नुहोस्' }).waitFor();
  await screenshot(writerPage, 'offices-3-deed-check-360');
  await writerPage.getByRole('button', { name: 'कागजात बनाउनुहोस्' }).tap();
  await writerPage.waitForURL(/\/dashboard\/printdocument\/[0-9a-f-]{36}$/);

  // The owner finds it in the office's history, filtered by the writer.
  await ownerPage.goto(`${app.url}/dashboard/office-documents`);
  await choose(ownerPage, 'बनाउने', '', /Gopal Karki/);
  const found = ownerPage.getByRole('listitem').filter({ hasText: 'राजीनामा लिखत' });
  await found.waitFor();
  await found.getByText('ग्राहक: सीता थापा, बिक्रम गुरुङ').waitFor();
  await found.getByText('बनाउने: Gopal Karki').waitFor();
  expect(await widthOf(ownerPage)).toBeLessThanOrEqual(360);
  await screenshot(ownerPage, 'offices-3-history-by-writer-360');
  await owner.context.close();
  await writer.context.close();
});
