import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { type RunningApp, startApp } from './support/app.js';
import { launchBrowser, screenshot } from './support/browser.js';
import { ANDROID_DEVANAGARI } from './support/device-fonts.js';
import { prepareApplicant } from './support/documents.js';
import { nepaliNotInItsFont, recordCspViolations } from './support/screens.js';
import { signedInContext } from './support/session.js';

// A Nepali reader on a phone (360 × 740, touch, browser language ne-NP) once signed in: the
// location picker by touch and keyboard, the generation form's refused submit, every signed-in
// screen in Nepali checked with axe in both colour schemes, and no page wider than the phone.
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
const NEPALI_PHONE = { hasTouch: true, isMobile: true, locale: 'ne-NP' };
const WORK = 'birth-date-verification';
const SCREENS = [
  '/dashboard',
  `/dashboard/lekhapadi?work=${WORK}`,
  // The guided form: a deed's second step, and the check-your-answers page.
  '/dashboard/lekhapadi?work=land-sale-deed&step=2',
  `/dashboard/lekhapadi?work=${WORK}&step=check`,
  '/dashboard/policereport',
  '/dashboard/printdocument',
  '/dashboard/kuruwa',
  '/dashboard/notarypublic',
  '/profile',
  // Paying and a wallet's return, in the signed-in frame.
  `/payment?work=${WORK}`,
  '/failure',
];

async function settle(page: Page) {
  await page.locator('main h1').first().waitFor();
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(200);
}

async function seriousFindings(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
    }));
}

/** Opens a list by touch, types into its search and takes the highlighted match with Enter. */
async function typeAndEnter(page: Page, name: string, text: string) {
  const input = page.getByRole('dialog').getByRole('combobox', { name, exact: true });
  await input.tap();
  // As a person would: the options (read from the server) are on screen before typing, and one is
  // highlighted before Enter; on a slow machine an Enter sent earlier would take nothing.
  const list = page.getByRole('listbox');
  await list.getByRole('option').first().waitFor();
  await page.keyboard.type(text);
  await list.locator('[data-combobox-selected]').waitFor();
  await page.keyboard.press('Enter');
  await input.evaluate(
    (element: HTMLInputElement) =>
      new Promise<void>((taken) => {
        const check = () => (element.value !== '' ? taken() : setTimeout(check, 50));
        check();
      }),
  );
}

test('the location picker and a refused form on a Nepali phone', async () => {
  const { context } = await signedInContext(app, browser, PHONE, NEPALI_PHONE);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);

  // First visit: the browser's language decides.
  await page.goto(`${app.url}/dashboard`);
  const modal = page.getByRole('dialog', { name: 'आफ्नो ठेगाना छान्नुहोस्' });
  await modal.waitFor();
  await typeAndEnter(page, 'प्रदेश', 'बागमती');
  await typeAndEnter(page, 'जिल्ला', 'Kathmandu');
  await typeAndEnter(page, 'स्थानीय तह', 'काठमाडौं महानगर');
  await modal.locator('input[value="महानगरपालिका"]').waitFor();

  // The ward list opens under its input, inside the phone's width, and stays put.
  await modal.getByRole('combobox', { name: 'वडा नं.', exact: true }).tap();
  const list = page.getByRole('listbox');
  await list.waitFor();
  const widths: number[] = [];
  for (let i = 0; i < 8; i += 1) {
    widths.push(await page.evaluate(() => document.documentElement.scrollWidth));
    await page.waitForTimeout(50);
  }
  expect(new Set(widths)).toEqual(new Set([PHONE.width]));
  const box = await list.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
  await screenshot(page, 'signed-in-1-ward-list-360');
  // Typing a Latin digit finds the ward written in Nepali digits; Enter takes it.
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  await expect(modal.getByRole('combobox', { name: 'वडा नं.', exact: true }).inputValue()).resolves.toBe('३');
  await modal.getByRole('button', { name: 'पेश गर्नुहोस्' }).tap();
  await page.getByText('तपाईंको ठेगाना सुरक्षित भयो।').waitFor();
  await page.getByText('बागमती, काठमाडौं, काठमाडौं - ३').waitFor();

  // An empty generation form: the first required field is focused and in view.
  await page.goto(`${app.url}/dashboard/lekhapadi?work=${WORK}`);
  const generate = page.getByRole('form').getByRole('button', { name: 'विवरण जाँच्नुहोस्' });
  await generate.waitFor();
  await generate.tap();
  await page.getByRole('alert').getByText('कृपया चिनो लगाइएका विवरण सच्याउनुहोस्।').waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
  const focused = await page.evaluate(() => {
    const rect = (document.activeElement as HTMLElement).getBoundingClientRect();
    return { top: rect.top, bottom: rect.bottom };
  });
  expect(focused.top).toBeGreaterThanOrEqual(0);
  expect(focused.bottom).toBeLessThanOrEqual(PHONE.height);
  await screenshot(page, 'signed-in-2-refused-form-360');
  await context.close();
});

test.each(['light', 'dark'] as const)(
  'every signed-in screen in Nepali, %s: nothing serious for axe, nothing wider than 320–412 px',
  async (colorScheme) => {
    // The OS colour scheme decides on a first visit, as the language does.
    const { context } = await signedInContext(app, browser, PHONE, { ...NEPALI_PHONE, colorScheme });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    // Asked once per browser session; dismissed here so each screen is seen as it is.
    await page.addInitScript(() => sessionStorage.setItem('lekhapadi.locationPrompted', 'yes'));
    const refusedByCsp = recordCspViolations(page);
    for (const path of SCREENS) {
      await page.setViewportSize(PHONE);
      await page.goto(`${app.url}${path}`);
      await settle(page);
      expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe(colorScheme);
      expect(await page.locator('html').getAttribute('lang')).toBe('ne');
      expect({ path, findings: await seriousFindings(page) }).toEqual({ path, findings: [] });
      expect({ path, elsewhere: await nepaliNotInItsFont(page) }).toEqual({ path, elsewhere: [] });
      await screenshot(page, `signed-in-${path.replace(/[/?=]/g, '_')}-${colorScheme}-360`);
      for (const width of [320, 390, 412]) {
        await page.setViewportSize({ width, height: PHONE.height });
        await page.waitForTimeout(150);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect({ path, width, scrollWidth }).toEqual({ path, width, scrollWidth: width });
      }
      expect({ path, refusedByCsp }).toEqual({ path, refusedByCsp: [] });
    }
    await context.close();
  },
);

test.each(['light', 'dark'] as const)(
  'every signed-in screen in English at 1280 px, %s: nothing serious for axe (the menu column included)',
  async (colorScheme) => {
    const { context } = await signedInContext(app, browser, { width: 1280, height: 900 }, { colorScheme });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.addInitScript(() => {
      sessionStorage.setItem('lekhapadi.locationPrompted', 'yes');
      localStorage.setItem('lekhapadi-language', 'en');
    });
    for (const path of [...SCREENS, '/profile/developer']) {
      await page.goto(`${app.url}${path}`);
      await settle(page);
      expect({ path, findings: await seriousFindings(page) }).toEqual({ path, findings: [] });
    }
    await screenshot(page, `signed-in-developer-${colorScheme}-1280`);
    await context.close();
  },
);

test('a signed-in page names its screens’ chunks for preloading, its script asks for the fonts, and the browser fetches each once', async () => {
  const { context } = await signedInContext(app, browser, PHONE, NEPALI_PHONE);
  try {
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
    const html = await (await context.request.get(`${app.url}/dashboard`)).text();
    const signedIn = preloads(html);
    // Not the fonts: beside the page's script they would share the line with it.
    expect(html).not.toMatch(/woff2|as="font"/);
    expect(signedIn.some((href) => /\/assets\/DashboardLayout-[\w-]+\.js$/.test(href))).toBe(true);
    expect(signedIn.some((href) => /\/assets\/DashboardHomePage-[\w-]+\.js$/.test(href))).toBe(true);
    for (const href of signedIn) {
      const chunk = await context.request.get(`${app.url}${href}`);
      expect([chunk.status(), chunk.headers()['content-type']]).toEqual([
        200,
        expect.stringMatching(/javascript/),
      ]);
    }
    // No session cookie: the sign-in redirect would never run those chunks.
    const anonymous = await fetch(`${app.url}/dashboard`);
    expect(preloads(await anonymous.text())).toEqual([]);

    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(`${app.url}/dashboard`);
    await page.locator('main h1').first().waitFor();
    // Fetched once each: the page's chunks reuse what the links began.
    await page.evaluate(() => document.fonts.ready);
    for (const href of signedIn) expect(fetched.filter((path) => path === href)).toHaveLength(1);
    // The two weights the frame waits for, asked for by the page's script, once each.
    const fonts = fetched.filter((path) => /\/assets\/NotoSansDevanagari-\w+\.ui-[\w-]+\.woff2$/.test(path));
    expect(fonts).toHaveLength(2);
    expect(new Set(fonts).size).toBe(2);
  } finally {
    await context.close();
  }
});

test('a phone that carries Noto Sans Devanagari draws Nepali from its own copy and downloads no font', async () => {
  const phone = await launchBrowser({ deviceFonts: ANDROID_DEVANAGARI });
  try {
    const fontsFetched = (page: Page) => {
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fetched.push(new URL(request.url()).pathname);
      });
      return fetched;
    };
    // The landing page, before signing in.
    const visitor = await phone.newContext({ viewport: PHONE, ...NEPALI_PHONE });
    const landing = await visitor.newPage();
    const fetchedByLanding = fontsFetched(landing);
    await landing.goto(`${app.url}/`);
    await landing.waitForLoadState('networkidle');
    await landing.evaluate(() => document.fonts.ready);
    expect(await landing.locator('html').getAttribute('lang')).toBe('ne');
    expect(await nepaliNotInItsFont(landing)).toEqual([]);
    expect(fetchedByLanding).toEqual([]);
    await visitor.close();

    // Signed in: the frame that waits for the font finds it at once.
    const { context, api } = await signedInContext(app, phone, PHONE, NEPALI_PHONE);
    await prepareApplicant(api);
    const page = await context.newPage();
    const fetchedSignedIn = fontsFetched(page);
    await page.goto(`${app.url}/dashboard/lekhapadi?work=${WORK}`);
    await page
      .getByRole('form', { name: 'कागजातको विवरण' })
      .getByRole('combobox', { name: 'पूरा नाम थर' })
      .waitFor();
    await page.evaluate(() => document.fonts.ready);
    expect(await nepaliNotInItsFont(page)).toEqual([]);
    expect(fetchedSignedIn).toEqual([]);
    await context.close();
  } finally {
    await phone.close();
  }
});

test('on a phone, Tab reaches only what is on the screen, and the menu still holds the navigation', async () => {
  const { context, api } = await signedInContext(app, browser, PHONE, NEPALI_PHONE);
  await prepareApplicant(api); // a place set: no location modal over the dashboard
  try {
    const page = await context.newPage();
    await page.goto(`${app.url}/dashboard`);
    await page.locator('main h1').first().waitFor();
    // Off-screen: a link in the navigation column the phone layout slides out of view.
    const offScreen: string[] = [];
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const box = element.getBoundingClientRect();
        const visible = box.right > 0 && box.left < window.innerWidth && box.width > 0 && box.height > 0;
        return visible ? null : `${element.tagName} ${element.textContent?.trim().slice(0, 40)}`;
      });
      if (focused) offScreen.push(focused);
    }
    expect(offScreen).toEqual([]);
    // The navigation the column held is in the menu.
    await page.getByRole('button', { name: 'मेनु खोल्नुहोस्' }).click();
    await expect(page.getByRole('dialog').getByRole('link').count()).resolves.toBeGreaterThan(3);
  } finally {
    await context.close();
  }
});
