import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { type RunningApp, startApp } from './support/app.js';
import { launchBrowser, screenshot } from './support/browser.js';
import { generateThroughApi, prepareApplicant } from './support/documents.js';
import { DESKTOP, PHONE, recordForeignRequests, screenshotBothWidths } from './support/screens.js';
import { signedInContext } from './support/session.js';

// Every document one tap away: a document in the history opens in a new page by its own address,
// the viewer zooms and finds a word, and the download is named after the work and its BS date.
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

const WORK_NAME = 'जन्म मिति प्रमाणित';

/**
 * The width of a drawn page's canvas once two readings 250 ms apart agree (0 when it never settles
 * in 10 s). A canvas not drawn yet has the browser's default 300 × 150 and does not count.
 */
async function settledPageWidth(canvas: Locator): Promise<number> {
  let last = -1;
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
    const box = await canvas.boundingBox();
    const width = box && !(box.width === 300 && box.height === 150) ? box.width : 0;
    if (width > 0 && width === last) return width;
    last = width;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return 0;
}

/** Screenshots at both widths, each once pdf.js has drawn the page again at that width. */
async function screenshotRendered(page: Page, name: string) {
  for (const viewport of [PHONE, DESKTOP]) {
    const before = Number(await page.locator('[data-rendered-pages]').getAttribute('data-rendered-pages'));
    await page.setViewportSize(viewport);
    await page.waitForFunction(
      (count) =>
        Number(document.querySelector('[data-rendered-pages]')?.getAttribute('data-rendered-pages')) > count,
      before,
    );
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, `${name}-${viewport.width}`);
  }
}
const FILE_NAME = /^जन्म-मिति-प्रमाणित-[०-९]{4}-[०-९]{2}-[०-९]{2}\.pdf$/;

test('history → View in a new page by its URL → zoom, search, download under its name; a stranger finds nothing', async () => {
  const { context, api } = await signedInContext(app, browser);
  await prepareApplicant(api);
  await generateThroughApi(api, 1);
  const history = await api.graphql(`{ documents(first: 1) { edges { node { id fileName } } } }`);
  const { id, fileName } = history.data.documents.edges[0].node;
  expect(fileName).toMatch(FILE_NAME);

  // The history row: its BS date with time, and View leading to the document's own address.
  const profile = await context.newPage();
  profile.setDefaultTimeout(20_000);
  await profile.goto(`${app.url}/profile`);
  const list = profile.getByRole('list', { name: 'Generated documents' });
  await list.getByText(WORK_NAME).waitFor();
  await list.getByText(/\d{1,2} [A-Z][a-z]+ 20\d\d, \d\d:\d\d/).waitFor();
  const view = list.getByRole('link', { name: /^View:/ }).first();
  const href = await view.getAttribute('href');
  expect(href).toBe(`/dashboard/printdocument/${id}`);
  await screenshotBothWidths(profile, 'viewer-1-history');

  // A new page (as a new tab or another device would) opens it by that address alone.
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const foreign = recordForeignRequests(page, app.url, app.fileOrigins);
  await page.goto(`${app.url}${href}`);
  await page.getByRole('heading', { name: WORK_NAME }).waitFor();
  await page.getByTestId('print-place').getByText('बागमती, काठमाडौं - 32').waitFor();
  await page.locator('[data-rendered-pages]:not([data-rendered-pages="0"])').waitFor();
  const viewer = page.getByRole('region', { name: /Document viewer/ });
  const canvas = viewer.locator('.react-pdf__Page canvas').first();
  const fitted = (await canvas.boundingBox())?.width ?? 0;
  expect(fitted).toBeGreaterThan(300);
  await page.getByTestId('page-count').getByText('of 1').waitFor();
  await screenshotRendered(page, 'viewer-2-document');

  // Zoom: the button, then the keyboard, draws the page wider; fit width brings it back.
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.waitForFunction(
    (before) =>
      (document.querySelector('.react-pdf__Page canvas')?.getBoundingClientRect().width ?? 0) > before * 1.2,
    fitted,
  );
  await viewer.focus();
  await page.keyboard.press('+');
  await page.waitForFunction(
    (before) =>
      (document.querySelector('.react-pdf__Page canvas')?.getBoundingClientRect().width ?? 0) > before * 1.5,
    fitted,
  );
  await page.getByRole('button', { name: 'Fit width' }).click();
  await page.waitForFunction(
    (before) =>
      Math.abs(
        (document.querySelector('.react-pdf__Page canvas')?.getBoundingClientRect().width ?? 0) - before,
      ) < 2,
    fitted,
  );

  // Search: a word of the paper is found in its text layer and marked there.
  const search = page.getByRole('searchbox', { name: 'Search in the document' });
  await search.fill('प्रमाणित');
  await search.press('Enter');
  await page
    .getByTestId('search-result')
    .getByText(/^1 of \d+$/)
    .waitFor();
  // The count comes first; the page's text layer draws its marks a moment later.
  await viewer.locator('.textLayer mark').first().waitFor();
  // The mark tints the paper and lets the PDF's own letters show through: no text of its own
  // (the browser's default draws the letters again in black, in a system font) and no opaque fill.
  const markStyle = await viewer
    .locator('.textLayer mark')
    .first()
    .evaluate((mark) => {
      const style = getComputedStyle(mark);
      return { color: style.color, background: style.backgroundColor };
    });
  expect(markStyle.color).toBe('rgba(0, 0, 0, 0)');
  expect(markStyle.background).toMatch(/^rgba\(\d+, \d+, \d+, 0\.\d+\)$/);
  await search.fill('nowhere-in-this-paper');
  await search.press('Enter');
  await page.getByTestId('search-result').getByText('No matches').waitFor();

  // Download: the file is saved under the document's name, as the server names it.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(fileName);
  const bytes = await readFile((await download.path()) as string);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The Word copy beside it: the same name as a .docx, a zip package (what Word opens).
  const wordDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Word \(DOCX\)/ }).click();
  const word = await wordDownload;
  expect(word.suggestedFilename()).toBe(fileName.replace(/\.pdf$/, '.docx'));
  const wordBytes = await readFile((await word.path()) as string);
  expect(wordBytes.subarray(0, 2).toString('latin1')).toBe('PK');

  // The same from the history row, without opening the viewer.
  const again = profile.waitForEvent('download');
  await list
    .getByRole('button', { name: /^Download:/ })
    .first()
    .click();
  expect((await again).suggestedFilename()).toBe(fileName);

  // On a phone the viewer keeps its tools and the page fills the width.
  // react-pdf draws the page again for the new width, through a moment with a fresh canvas at the
  // browser's default 300 × 150: measure the page once its width has settled.
  await page.setViewportSize({ width: 360, height: 740 });
  const phoneWidth = await settledPageWidth(canvas);
  expect(phoneWidth).toBeGreaterThan(250);
  expect(phoneWidth).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(foreign).toEqual([]);

  // Another account opening the same address is told the document was not found.
  const stranger = await signedInContext(app, browser);
  const theirs = await stranger.context.newPage();
  await theirs.goto(`${app.url}${href}`);
  await theirs.getByRole('alert').getByText('This document was not found.', { exact: false }).waitFor();
  expect(await theirs.locator('.react-pdf__Page').count()).toBe(0);
  await stranger.context.close();
  await context.close();
});
