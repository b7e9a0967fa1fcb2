import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { type RunningApp, startApp } from './support/app.js';
import { launchBrowser } from './support/browser.js';
import { nepaliNotInItsFont, recordCspViolations } from './support/screens.js';

// A work's public page (docs/public-site.md, "A page for every work") as a visitor meets it: in
// both languages and colour schemes at a phone's and a desktop's width, with its specimen.
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

const PAGES = {
  ne: '/ne/kagajat/citizenship-recommendation',
  en: '/en/documents/land-sale-deed',
} as const;

async function visitorPage(width: number, scheme: 'light' | 'dark') {
  const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
  await context.addInitScript((value) => localStorage.setItem('mantine-color-scheme-value', value), scheme);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

async function opened(page: Page, path: string) {
  await page.goto(`${app.url}${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

test('a work page has no serious accessibility problem, fits, and shows its specimen: both languages, both schemes, 360 and 1280 px', async () => {
  const found: string[] = [];
  const refusedByCsp: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [360, 1280]) {
      const page = await visitorPage(width, scheme);
      const refused = recordCspViolations(page);
      for (const [language, path] of Object.entries(PAGES)) {
        await opened(page, path);
        expect(await page.locator('html').getAttribute('lang')).toBe(language);
        const { violations } = await new AxeBuilder({ page }).analyze();
        for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
          found.push(
            `${scheme} ${width} ${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          );
        }
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect({ path, width, overflow }).toEqual({ path, width, overflow: 0 });
        // The specimen arrived and was drawn (lazy: scrolled to first).
        const sample = page.locator('figure img');
        await sample.scrollIntoViewIfNeeded();
        await page.waitForFunction(() => {
          const img = document.querySelector('figure img') as HTMLImageElement | null;
          return img?.complete && img.naturalWidth > 0;
        });
        expect(await sample.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
      }
      refusedByCsp.push(...refused);
      await page.context().close();
    }
  }
  expect(found).toEqual([]);
  expect(refusedByCsp).toEqual([]);
}, 300_000);

test('opened fresh in Nepali, every Nepali word is in its font; an unknown work is not found', async () => {
  const page = await visitorPage(360, 'light');
  await opened(page, PAGES.ne);
  expect(await nepaliNotInItsFont(page)).toEqual([]);
  expect(await page.title()).toMatch(/^नागरिकता सिफारिस कसरी लेख्ने/);
  await opened(page, '/en/documents/no-such-work');
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
  await page.context().close();
}, 120_000);

test("an attacker's key is the not-found page, never reflected: in the HTML the server sends, or in the page", async () => {
  const page = await visitorPage(1280, 'light');
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  for (const key of [
    encodeURIComponent('<script>alert(1)</script>'),
    encodeURIComponent('"><img src=x onerror=alert(2)>'),
    '..%2F..%2Fdashboard',
    'k'.repeat(10_240),
  ]) {
    const path = `/en/documents/${key}`;
    const html = await (await page.request.get(`${app.url}${path}`)).text();
    expect({ key: key.slice(0, 40), reflected: html.includes(decodeURIComponent(key).slice(0, 30)) }).toEqual(
      {
        key: key.slice(0, 40),
        reflected: false,
      },
    );
    await opened(page, path);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    expect(await page.locator('main').innerHTML()).not.toContain(decodeURIComponent(key).slice(0, 30));
  }
  expect(dialogs).toEqual([]);
  await page.context().close();
}, 120_000);
