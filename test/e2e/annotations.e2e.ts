import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { tinyPng } from '../support/images.js';
import { pdfJsAnnotations } from '../support/pdf-annotations.js';
import { type RunningApp, startApp } from './support/app.js';
import { launchBrowser, screenshot } from './support/browser.js';
import { generateThroughApi, prepareApplicant } from './support/documents.js';
import { DESKTOP, PHONE } from './support/screens.js';
import { signedInContext } from './support/session.js';

// Annotations kept in the PDF: one of each kind added in the viewer, saved, seen again after a
// reload by the page's address, and found by pdf.js in the downloaded file.
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

const NEPALI = 'नमस्ते';

/**
 * A point inside page 1's annotation layer, as fractions of its width and height, scrolled into
 * view first (the viewer and the window both scroll), in the window's coordinates.
 */
async function pointOnPage(page: Page, fx: number, fy: number) {
  await page.evaluate(
    ({ fx, fy }) => {
      const layer = document.querySelector('[data-annotation-page="1"]') as HTMLElement;
      const scroller = layer.closest('[role="region"]') as HTMLElement;
      scroller.scrollIntoView({ block: 'nearest' });
      const r = layer.getBoundingClientRect();
      const s = scroller.getBoundingClientRect();
      scroller.scrollTop += r.top + r.height * fy - (s.top + s.height / 2);
      scroller.scrollLeft += r.left + r.width * fx - (s.left + s.width / 2);
    },
    { fx, fy },
  );
  const box = await page.locator('[data-annotation-page="1"]').boundingBox();
  if (!box) throw new Error('no annotation layer');
  return { x: box.x + box.width * fx, y: box.y + box.height * fy };
}

async function tool(page: Page, name: string) {
  const tools = page.getByRole('toolbar', { name: 'Annotation tools' });
  // On a phone the tools wait behind the viewer's Annotate button.
  if ((await tools.count()) === 0) await page.getByRole('button', { name: 'Annotate' }).click();
  await tools.getByRole('button', { name, exact: true }).click();
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`at ${viewport.width} px: free text in Devanagari, highlight, ink and stamp are saved into the PDF`, async () => {
    const { context, api } = await signedInContext(app, browser, viewport);
    await prepareApplicant(api);
    await generateThroughApi(api, 1);
    const history = await api.graphql(`{ documents(first: 1) { edges { node { id } } } }`);
    const { id } = history.data.documents.edges[0].node;

    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const url = `${app.url}/dashboard/printdocument/${id}`;
    await page.goto(url);
    await page.locator('[data-rendered-pages]:not([data-rendered-pages="0"])').waitFor();
    await page.locator('[data-annotation-page="1"]').waitFor({ state: 'attached' });
    await page.locator('.textLayer span').first().waitFor();

    // Zoomed in, so that the screen's pixels are not the page's points: where the text goes on
    // the screen is where it lands in the PDF (checked below).
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.locator('[data-rendered-pages]:not([data-rendered-pages="0"])').waitFor();

    // Free text, typed in Roman letters and written in Devanagari.
    await tool(page, 'Text');
    const at = await pointOnPage(page, 0.1, 0.55);
    await page.mouse.click(at.x, at.y);
    const field = page.getByRole('textbox', { name: /Text \(type in Roman letters/ });
    await field.pressSequentially('namaste ', { delay: 20 });
    expect(await field.inputValue()).toBe(`${NEPALI} `);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.locator('[data-annotation="FREE_TEXT"]').getByText(NEPALI).waitFor();

    // Highlight: the first line of text selected in the text layer, then Highlight.
    await page.evaluate(() => {
      const span = Array.from(document.querySelectorAll('.textLayer span')).find(
        (s) => (s.textContent ?? '').trim().length > 3,
      );
      if (!span) throw new Error('no text to select');
      const range = document.createRange();
      range.selectNodeContents(span);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
    });
    await tool(page, 'Highlight selection');
    await page.locator('[data-annotation="HIGHLIGHT"]').waitFor();

    // Ink, drawn with the pointer.
    await tool(page, 'Draw');
    const from = await pointOnPage(page, 0.3, 0.8);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) await page.mouse.move(from.x + i * 6, from.y + (i % 2 ? 8 : -8));
    await page.mouse.up();
    await page.locator('[data-annotation="INK"]').waitFor();

    // Stamp: a seal image uploaded once, then placed on the page.
    await tool(page, 'Select');
    await page
      .getByRole('toolbar', { name: 'Annotation tools' })
      .getByRole('button', { name: 'Stamp' })
      .click();
    const choosing = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload image' }).click();
    await (await choosing).setFiles({ name: 'seal.png', mimeType: 'image/png', buffer: tinyPng() });
    await page.getByText('Tap the page where the stamp goes.').waitFor();
    await page.keyboard.press('Escape');
    const spot = await pointOnPage(page, 0.7, 0.85);
    await page.mouse.click(spot.x, spot.y);
    await page.locator('[data-annotation="STAMP"]').waitFor();
    await screenshot(page, `annotations-1-edited-${viewport.width}`);

    // Undo takes the stamp away, redo brings it back.
    await tool(page, 'Undo');
    await page.locator('[data-annotation="STAMP"]').waitFor({ state: 'detached' });
    await tool(page, 'Redo');
    await page.locator('[data-annotation="STAMP"]').waitFor();

    await page.getByRole('button', { name: 'Save annotations' }).click();
    await page.getByTestId('versions').getByText('Version 1').waitFor();

    // Reloaded by its address, the page shows the saved annotations again.
    await page.goto(url);
    await page.locator('[data-rendered-pages]:not([data-rendered-pages="0"])').waitFor();
    for (const kind of ['FREE_TEXT', 'HIGHLIGHT', 'INK', 'STAMP']) {
      await page.locator(`[data-annotation="${kind}"]`).first().waitFor();
    }
    await page.locator('[data-annotation="FREE_TEXT"]').getByText(NEPALI).waitFor();
    await page.getByTestId('versions').getByText('Original').waitFor();
    await screenshot(page, `annotations-2-reloaded-${viewport.width}`);

    // Download gives the annotated version, with the four standard annotations in it.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/-v1\.pdf$/);
    const bytes = new Uint8Array(await readFile((await download.path()) as string));
    const found = await pdfJsAnnotations(bytes);
    expect(found.map((a) => a.subtype).sort()).toEqual(['FreeText', 'Highlight', 'Ink', 'Stamp']);
    const freeText = found.find((a) => a.subtype === 'FreeText');
    expect(freeText?.contents).toBe(NEPALI);
    // Clicked at 10 % across and 55 % down an A4 page (595 × 842 pt): its box starts there.
    const [left, , , top] = freeText?.rect ?? [];
    expect(Math.abs((left ?? 0) - 0.1 * 595)).toBeLessThan(15);
    expect(Math.abs((top ?? 0) - 0.45 * 842)).toBeLessThan(15);
    await context.close();
  });
}
