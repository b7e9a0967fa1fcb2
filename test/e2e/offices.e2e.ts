import type { Browser } from 'playwright-core';
import { createOffice } from '../support/offices.js';
import { type RunningApp, startApp } from './support/app.js';
import { launchBrowser } from './support/browser.js';
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
