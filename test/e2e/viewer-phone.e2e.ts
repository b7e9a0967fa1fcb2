import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ApiClient } from '../support/client.js';
import { type RunningApp, startApp } from './support/app.js';
import { launchBrowser, screenshot } from './support/browser.js';
import { generateThroughApi, prepareApplicant } from './support/documents.js';
import { signedInContext } from './support/session.js';

// The viewer on a Nepali phone (360 × 740, touch), light and dark: the page comes first on the
// screen, the annotation tools say their names, a finger's tap places text, and the page box
// writes its number in the same script as the count beside it. At a desk the tools show at once.
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

const PHONE_360 = { width: 360, height: 740 };
const NEPALI_TOUCH = { hasTouch: true, isMobile: true, locale: 'ne-NP' };

async function madeDocument(api: ApiClient): Promise<string> {
  await prepareApplicant(api);
  await generateThroughApi(api, 1);
  const history = await api.graphql(`{ documents(first: 1) { edges { node { id } } } }`);
  return history.data.documents.edges[0].node.id as string;
}

async function openViewer(
  context: BrowserContext,
  documentId: string,
  language: 'ne' | 'en',
  scheme: 'light' | 'dark',
): Promise<Page> {
  await context.addInitScript(
    ({ language, scheme }) => {
      window.localStorage.setItem('lekhapadi-language', language);
      window.localStorage.setItem('mantine-color-scheme-value', scheme);
    },
    { language, scheme },
  );
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(`${app.url}/dashboard/printdocument/${documentId}`);
  await page.locator('[data-rendered-pages]:not([data-rendered-pages="0"])').waitFor();
  await page.locator('[data-annotation-page="1"]').waitFor({ state: 'attached' });
  await page.evaluate(() => document.fonts.ready);
  return page;
}

test.each(['light', 'dark'] as const)(
  'at 360 px with touch in Nepali (%s): the page first, named tools, text placed by a tap',
  async (scheme) => {
    const { context, api } = await signedInContext(app, browser, PHONE_360, NEPALI_TOUCH);
    const page = await openViewer(context, await madeDocument(api), 'ne', scheme);
    await screenshot(page, `viewer-360-ne-${scheme}`);

    // The page starts in the upper half of the first screen (it started at 570 of 740 px).
    const sheet = await page.locator('[data-annotation-page="1"]').boundingBox();
    expect(sheet?.y).toBeLessThan(PHONE_360.height / 2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // One script in the page box and its count.
    await expect(page.getByRole('textbox', { name: 'पाना नम्बर' }).inputValue()).resolves.toBe('१');
    await expect(page.getByTestId('page-count').textContent()).resolves.toBe('/ १');

    // The tools wait behind one button; each then shows its name.
    const tools = page.getByRole('toolbar', { name: 'टिप्पणी औजारहरू' });
    expect(await tools.count()).toBe(0);
    await page.getByRole('button', { name: 'टिप्पणी गर्नुहोस्' }).tap();
    for (const name of ['छान्नुहोस्', 'पाठ', 'रङ्ग्याउनुहोस्', 'कोर्नुहोस्', 'छाप']) {
      await expect(
        tools.getByRole('button', { name, exact: name !== 'रङ्ग्याउनुहोस्' }).innerText(),
      ).resolves.toContain(name);
    }

    // Text by touch: the tool, a tap on the page, the dialog, the words on the page.
    await tools.getByRole('button', { name: 'पाठ', exact: true }).tap();
    const layer = page.locator('[data-annotation-page="1"]');
    await layer.scrollIntoViewIfNeeded();
    const box = (await layer.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width * 0.2, box.y + Math.min(box.height * 0.5, 200));
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').first().fill('नमस्ते');
    await dialog.getByRole('button', { name: 'थप्नुहोस्' }).tap();
    await layer.getByText('नमस्ते').waitFor();
    await screenshot(page, `viewer-360-ne-${scheme}-text-placed`);
    await context.close();
  },
);

test('at 1280 px in English: the tools show at once, each with its name', async () => {
  const { context, api } = await signedInContext(app, browser, { width: 1280, height: 900 });
  const page = await openViewer(context, await madeDocument(api), 'en', 'light');
  const tools = page.getByRole('toolbar', { name: 'Annotation tools' });
  for (const name of ['Select', 'Text', 'Highlight', 'Draw', 'Stamp']) {
    await expect(
      tools.getByRole('button', { name, exact: name !== 'Highlight' }).innerText(),
    ).resolves.toContain(name);
  }
  expect(await page.getByRole('button', { name: 'Annotate' }).count()).toBe(0);

  // The applicant's family name is on this paper four times (the body three, the signature once):
  // typed in Devanagari or in Roman letters, the search finds every one.
  const search = page.getByRole('searchbox', { name: 'Search in the document' });
  for (const typed of ['थापा', 'thapa']) {
    await search.fill(typed);
    await search.press('Enter');
    await expect(page.getByTestId('search-result').textContent()).resolves.toBe('1 of 4');
  }
  await screenshot(page, 'viewer-1280-en');
  await context.close();
});
