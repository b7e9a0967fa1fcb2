import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { findWork } from '../../server/src/modules/works/catalog.js';
import { type RunningApp, startApp } from './support/app.js';
import { launchBrowser } from './support/browser.js';
import { hydrated } from './support/hydration.js';
import { recordCspViolations } from './support/screens.js';

// The public pages as the server draws them (docs/public-site.md): the browser's script takes the
// page over without React finding anything to change (no hydration error in the console), the
// layout barely moves when it does, and with no script at all the pages still read.

let app: RunningApp;
let browser: Browser;
// The screens' texts, loaded at run time: the server's type check does not follow the client's imports.
// biome-ignore lint/suspicious/noExplicitAny: the texts' shapes are the client's, read at run time
type AnyTexts = Record<'en' | 'ne', any>;
let homeTexts: AnyTexts;
let servicesTexts: AnyTexts;

beforeAll(async () => {
  const routes = path.resolve(import.meta.dirname, '../../client/src/routes');
  homeTexts = (await import(path.join(routes, 'home/home.texts.ts'))).homeTexts;
  servicesTexts = (await import(path.join(routes, 'services/services.texts.ts'))).servicesTexts;
  app = await startApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Everything the page said went wrong: console errors and warnings, uncaught errors. */
function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(message.text().slice(0, 400));
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message.slice(0, 400)}`));
  return problems;
}

/** Sums the page's layout shifts (CLS's entries) from its start. */
function watchLayoutShifts() {
  const record = { total: 0 };
  (window as unknown as { __shifts: typeof record }).__shifts = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[])
      if (!entry.hadRecentInput) record.total += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Keeps the heading as the HTML parser made it: hydrating keeps that very element, drawing anew does not. */
function keepArrivedHeading() {
  const observer = new MutationObserver(() => {
    const heading = document.querySelector('#root h1');
    if (heading) {
      (window as unknown as { __arrivedHeading: Element }).__arrivedHeading = heading;
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** A page opened by its address in a language, with the heading it must arrive with. */
const TAKEN_OVER = [
  ...(['ne', 'en'] as const).map((language) => ({
    what: `the landing (${language})`,
    language,
    address: `/?lang=${language}`,
    heading: () => homeTexts[language].hero.title as string,
  })),
  {
    what: 'a work’s page (ne)',
    language: 'ne' as const,
    address: '/ne/kagajat/birth-date-verification',
    heading: () => findWork('birth-date-verification')!.nameNe,
  },
  {
    what: 'a work’s page (en)',
    language: 'en' as const,
    address: '/en/documents/land-sale-deed',
    heading: () => findWork('land-sale-deed')!.nameEn,
  },
];

test.each(TAKEN_OVER)(
  '$what is taken over without a hydration error, and shifts its layout by at most 0.1',
  async ({ language, address, heading }) => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: language === 'ne' ? 'ne-NP' : 'en-US',
    });
    await context.addInitScript(watchLayoutShifts);
    await context.addInitScript(keepArrivedHeading);
    const page = await context.newPage();
    const problems = recordProblems(page);
    const refused = recordCspViolations(page);
    // The heading is in the page as it arrives, before the script has run.
    const arrived = await (await fetch(`${app.url}${address}`)).text();
    expect(arrived).toContain(escapeText(heading()));
    await page.goto(`${app.url}${address}`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: heading() }).isVisible()).resolves.toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    // Taken over, not drawn again: the heading is the element the HTML brought.
    const kept = await page.evaluate(
      () =>
        document.querySelector('#root h1') ===
        (window as unknown as { __arrivedHeading?: Element }).__arrivedHeading,
    );
    expect(kept).toBe(true);
    // Give late shifts (a font, an image, the catalogue) time to be counted.
    await page.waitForTimeout(500);
    const shift = await page.evaluate(
      () => (window as unknown as { __shifts: { total: number } }).__shifts.total,
    );
    expect({ address, problems, refused }).toEqual({ address, problems: [], refused: [] });
    expect(shift).toBeLessThanOrEqual(0.1);
    await context.close();
  },
);

/** Text as the HTML writes it. */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

test('a remembered choice the server could not see takes over after the page is taken over', async () => {
  const context = await browser.newContext({ locale: 'en-US' });
  // Chosen before the cookie existed: only localStorage has it.
  await context.addInitScript(() => {
    if (!localStorage.getItem('lekhapadi-language')) localStorage.setItem('lekhapadi-language', 'ne');
  });
  const page = await context.newPage();
  const problems = recordProblems(page);
  await page.goto(`${app.url}/`);
  await hydrated(page);
  await page.getByRole('heading', { level: 1, name: homeTexts.ne.hero.title }).waitFor();
  expect(problems).toEqual([]);
  // And now the server knows it: the next page arrives in Nepali.
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'lekhapadi-language')?.value).toBe('ne');
  await context.close();
});

test('with JavaScript off, the landing shows its heading and the services page lists the works', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`${app.url}/?lang=en`);
  await expect(
    page.getByRole('heading', { level: 1, name: homeTexts.en.hero.title }).isVisible(),
  ).resolves.toBe(true);
  await page.goto(`${app.url}/services?lang=en`);
  await expect(
    page.getByRole('heading', { level: 1, name: servicesTexts.en.title }).isVisible(),
  ).resolves.toBe(true);
  await expect(page.getByText('Citizenship recommendation').first().isVisible()).resolves.toBe(true);
  await page.goto(`${app.url}/services?lang=ne`);
  await expect(page.getByText('नागरिकता सिफारिस').first().isVisible()).resolves.toBe(true);
  await context.close();
});
