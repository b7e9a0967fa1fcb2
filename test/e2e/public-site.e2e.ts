import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { type RunningApp, startApp } from './support/app.js';
import { launchBrowser, screenshot } from './support/browser.js';
import { takenOver } from './support/hydration.js';
import { nepaliNotInItsFont, recordCspViolations } from './support/screens.js';

// What a visitor meets before signing in: every public page in both colour schemes and four
// widths, the catalogue, the FAQ, the contact form, the language and colour-scheme switches.
let app: RunningApp;
let browser: Browser;
const CONTACT_EMAIL = 'team@lekhapadi.example';
const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

beforeAll(async () => {
  app = await startApp({ CONTACT_EMAIL, TUTORIAL_VIDEO_URL: VIDEO });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function visitorPage(options: { width?: number; scheme?: 'light' | 'dark' } = {}) {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    colorScheme: options.scheme ?? 'light',
  });
  if (options.scheme) {
    await context.addInitScript(
      (scheme) => localStorage.setItem('mantine-color-scheme-value', scheme),
      options.scheme,
    );
  }
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

const PUBLIC_PAGES = ['/', '/about', '/services', '/pricing', '/blogs'];

// Axe over ten pages takes minutes on a loaded 2-core machine, hence the longer timeout.
test('no serious or critical accessibility problem on the public pages, light or dark, nothing refused by the CSP', async () => {
  const found: string[] = [];
  const refusedByCsp: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    const page = await visitorPage({ scheme });
    const refused = recordCspViolations(page);
    for (const path of PUBLIC_PAGES) {
      await page.goto(`${app.url}${path}`);
      await settled(page);
      const { violations } = await new AxeBuilder({ page }).analyze();
      for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
        found.push(
          `${scheme} ${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
      }
    }
    refusedByCsp.push(...refused);
    await page.context().close();
  }
  expect(found).toEqual([]);
  expect(refusedByCsp).toEqual([]);
}, 300_000);

test('the public pages fit 360, 768, 1280 and 1440 px without sideways scrolling', async () => {
  for (const width of [360, 768, 1280, 1440]) {
    const page = await visitorPage({ width });
    for (const path of PUBLIC_PAGES) {
      await page.goto(`${app.url}${path}`);
      await settled(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect({ path, width, overflow }).toEqual({ path, width, overflow: 0 });
    }
    await page.goto(app.url);
    await settled(page);
    await screenshot(page, `public-home-${width}`);
    await page.context().close();
  }
});

test('a first visit in Nepali draws every Nepali word in the project’s font, not in boxes', async () => {
  // A new phone each time, nothing cached: the font arrives after the page is first laid out.
  for (const path of [...PUBLIC_PAGES, '/verify-email']) {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      hasTouch: true,
      isMobile: true,
      locale: 'ne-NP',
    });
    const page = await context.newPage();
    await page.goto(`${app.url}${path}`);
    await settled(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('ne');
    expect({ path, elsewhere: await nepaliNotInItsFont(page) }).toEqual({ path, elsewhere: [] });
    await context.close();
  }
});

test('the landing page downloads at most 200 KB of JavaScript', async () => {
  const page = await visitorPage();
  const scripts: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(
        response
          .request()
          .sizes()
          .then((sizes) => sizes.responseBodySize),
      );
    }
  });
  await page.goto(app.url);
  await settled(page);
  // Scroll through every section, so lazily loaded parts count too.
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await settled(page);
  const bytes = (await Promise.all(scripts)).reduce((sum, size) => sum + size, 0);
  expect(bytes).toBeGreaterThan(50_000);
  expect(bytes).toBeLessThanOrEqual(200 * 1024);
  await page.context().close();
});

test('the catalogue lists the real works; search and tabs narrow it', async () => {
  const page = await visitorPage();
  await page.goto(app.url);
  const table = page.getByRole('region', { name: 'Documents we serve' });
  const rows = table.locator('tbody tr');
  await rows.first().waitFor();
  const all = await rows.count();
  expect(all).toBeGreaterThanOrEqual(18);

  await page.getByRole('textbox', { name: 'Search documents' }).fill('  BIRTH ');
  await table.getByRole('link', { name: 'Date of birth verification' }).waitFor();
  expect(await rows.count()).toBe(1);
  await page.getByRole('textbox', { name: 'Search documents' }).fill('वारेस');
  await table.getByRole('link', { name: 'Power of attorney' }).waitFor();
  await page.getByRole('textbox', { name: 'Search documents' }).fill('');

  // A tap lands once the script has taken the server's page over (support/hydration.ts).
  await takenOver(page.getByRole('tab', { name: 'Municipality Documents' }));
  await page.getByRole('tab', { name: 'Municipality Documents' }).click();
  await table.getByRole('link', { name: 'Business registration' }).waitFor();
  const municipal = await rows.count();
  expect(municipal).toBeLessThan(all);
  expect(await table.getByText('Ward Office', { exact: true }).count()).toBe(0);

  await page.getByRole('tab', { name: 'Wards Documents' }).click();
  await table.getByRole('link', { name: 'Citizenship recommendation' }).waitFor();
  expect(await table.getByText('Municipality', { exact: true }).count()).toBe(0);
  await page.getByRole('textbox', { name: 'Search documents' }).fill('no such paper');
  await table.getByText('No document matches your search.').waitFor();
  await screenshot(page, 'public-catalogue-empty');
  await page.context().close();
});

test('the FAQ opens one answer at a time, and a second click closes it', async () => {
  const page = await visitorPage();
  await page.goto(`${app.url}/about`);
  const first = page.getByRole('button', { name: 'Which papers can I make with Lekhapadi?' });
  const second = page.getByRole('button', { name: 'How much does it cost?' });
  await takenOver(first);
  await first.click();
  expect(await first.getAttribute('aria-expanded')).toBe('true');
  await second.click();
  expect(await second.getAttribute('aria-expanded')).toBe('true');
  expect(await first.getAttribute('aria-expanded')).toBe('false');
  await page.getByText('Basic Rs 100 for 100 documents').waitFor();
  await second.click();
  expect(await second.getAttribute('aria-expanded')).toBe('false');
  // Watch Video plays the configured tutorial in the same player as on the landing page.
  await page.getByRole('button', { name: 'Watch Video' }).click();
  const player = page.getByRole('dialog', { name: 'Watch Video' }).locator('iframe');
  expect(await player.getAttribute('src')).toContain('youtube-nocookie.com/embed/dQw4w9WgXcQ');
  await page.context().close();
});

test('the contact form names what is missing or wrong, then sends, stores and mails the message', async () => {
  const page = await visitorPage();
  await page.goto(`${app.url}/#contact`);
  const form = page.getByRole('form', { name: 'Contact form' });
  await takenOver(form.getByRole('button', { name: 'Submit' }));
  await form.getByRole('button', { name: 'Submit' }).click();
  for (const message of [
    'firstName is required',
    'lastName is required',
    'email is required',
    'mobile is required',
    'message is required',
  ]) {
    await form.getByText(message, { exact: true }).waitFor();
  }
  await form.getByRole('textbox', { name: 'First Name' }).fill('Sita');
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Sharma');
  await form.getByRole('textbox', { name: 'Email Address' }).fill('sita@example');
  await form.getByRole('textbox', { name: 'Mobile Number' }).fill('98123');
  await form.getByRole('textbox', { name: 'Message' }).fill('Please add the नामसारी paper for Lalitpur.');
  await form.getByRole('button', { name: 'Submit' }).click();
  await form.getByText('Enter a valid email').waitFor();
  await form.getByText('Mobile should contain 10 digits').waitFor();
  await screenshot(page, 'public-contact-errors');

  await form.getByRole('textbox', { name: 'Email Address' }).fill('sita@example.com');
  await form.getByRole('textbox', { name: 'Mobile Number' }).fill('9812345678');
  await form.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Thank you! Your message has been sent. We will get back to you soon.').waitFor();
  const [mail] = await app.outbox.mails(CONTACT_EMAIL);
  expect(mail).toContain('Please add the नामसारी paper for Lalitpur.');
  expect(mail).toMatch(/^Reply-To: .*sita@example\.com/im);
  await page.context().close();
});

test('Nepali and dark mode are chosen in the header and remembered', async () => {
  const page = await visitorPage();
  await page.goto(app.url);
  await takenOver(page.getByRole('button', { name: /नेपाली/ }));
  await page.getByRole('button', { name: /नेपाली/ }).click();
  await page.getByRole('heading', { level: 1, name: 'तपाईंका सरकारी कागजात, शुद्ध नेपालीमा' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ne');
  await page.getByRole('button', { name: 'अँध्यारो मोडमा बदल्नुहोस्' }).click();
  expect(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe('dark');

  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'तपाईंका सरकारी कागजात, शुद्ध नेपालीमा' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe('dark');
  await page.getByRole('tab', { name: 'नगरपालिकाका कागजात' }).waitFor();
  await screenshot(page, 'public-home-nepali-dark');

  await page.getByRole('button', { name: /English/ }).click();
  await page
    .getByRole('heading', { level: 1, name: 'Your official papers, written right, in Nepali' })
    .waitFor();
  await page.context().close();
});

test('the header shortcuts lead to their papers’ pages and the Services list to the matching works; Generate Your Own opens sign-up', async () => {
  const page = await visitorPage();
  await page.goto(app.url);
  await page.getByRole('link', { name: 'Namsari Kagaz' }).click();
  await page.waitForURL(`${app.url}/en/documents/name-transfer-recommendation`);
  await page.getByRole('heading', { level: 1, name: 'Name transfer recommendation' }).waitFor();
  await page.getByRole('link', { name: 'Rajinama Kagaz' }).click();
  await page.waitForURL(`${app.url}/en/documents/land-sale-deed`);
  await page.getByRole('heading', { level: 1, name: 'Land sale deed' }).waitFor();
  await page.getByRole('link', { name: 'Police Report', exact: true }).click();
  await page.waitForURL(`${app.url}/services#police`);

  await page.getByRole('button', { name: 'Show the kinds of services' }).click();
  await page.getByRole('link', { name: 'Municipality Documents' }).click();
  await page.waitForURL(`${app.url}/services#municipality`);
  await page.locator('#municipality').getByText('Business registration').waitFor();
  await screenshot(page, 'public-services');

  await page.goto(app.url);
  await takenOver(page.getByRole('button', { name: 'Generate Your Own' }));
  await page.getByRole('button', { name: 'Generate Your Own' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'First Name' }).waitFor();
  await page.context().close();
});
