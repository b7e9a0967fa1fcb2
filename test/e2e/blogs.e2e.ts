import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { type RunningApp, startApp } from './support/app.js';
import { launchBrowser, screenshot } from './support/browser.js';
import { settledOn, takenOver } from './support/hydration.js';
import { recordForeignRequests } from './support/screens.js';

// The blog as a visitor reads it, in the built app: the list and every article, in English and
// Nepali, light and dark, on the narrowest phone and a desktop. Checked with axe (nothing serious or
// critical) and for a page wider than the screen.
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

const ADDRESSES = [
  '/blogs',
  '/blogs/first-document',
  '/blogs/which-ward-paper',
  '/blogs/bs-dates-and-nepali-numbers',
  '/blogs/payments-and-plans',
  '/blogs/no-such-article',
];

async function openPage(language: 'en' | 'ne', scheme: 'light' | 'dark', width: number): Promise<Page> {
  // A context of its own: axe opens a page beside this one to put its results together.
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  // The remembered language and colour scheme, as a returning visitor has them.
  await page.addInitScript(
    ([language, scheme]) => {
      window.localStorage.setItem('lekhapadi-language', language);
      window.localStorage.setItem('mantine-color-scheme-value', scheme);
    },
    [language, scheme] as const,
  );
  return page;
}

async function seriousViolations(page: Page) {
  // The page's own content; the site's header and footer are not the blog's.
  const results = await new AxeBuilder({ page }).include('main').analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
    }));
}

describe.each([
  ['en', 'light'],
  ['en', 'dark'],
  ['ne', 'light'],
  ['ne', 'dark'],
] as const)('in %s, %s', (language, scheme) => {
  test.each([360, 1280])(
    'at %i px: one h1 each, no serious axe findings, nothing wider than the screen',
    async (width) => {
      const page = await openPage(language, scheme, width);
      const foreign = recordForeignRequests(page, app.url);
      for (const address of ADDRESSES) {
        await page.goto(`${app.url}${address}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        // Checked as the script leaves the page: it takes the server's page over, then turns it to
        // the remembered language (on the first address the server could not know it yet).
        await takenOver(page.locator('#root h1').first());
        const lang = await settledOn(() => page.evaluate(() => document.documentElement.lang), language);
        await page.evaluate(() => document.fonts.ready);
        expect([address, await page.locator('h1').count()]).toEqual([address, 1]);
        expect([address, lang]).toEqual([address, language]);
        expect([address, await seriousViolations(page)]).toEqual([address, []]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect([address, overflow]).toEqual([address, 0]);
        if (address !== '/blogs/no-such-article') {
          await screenshot(page, `blogs-${address.split('/').pop()}-${language}-${scheme}-${width}`);
        }
      }
      expect(foreign).toEqual([]);
      await page.context().close();
    },
  );
});
