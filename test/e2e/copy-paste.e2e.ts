import type { Browser, Page } from 'playwright-core';
import type { ApiClient } from '../support/client.js';
import { validValues } from '../support/documents.js';
import { fixedTextOf } from '../support/fixed-text.js';
import { type RunningApp, startApp } from './support/app.js';
import { launchBrowser } from './support/browser.js';
import { launchPdfViewerBrowser, textFromChromiumViewer } from './support/chromium-pdf-viewer.js';
import { prepareApplicant } from './support/documents.js';
import { signedInContext } from './support/session.js';

// What a ward clerk does with a PDF: open it, select an applicant's name and a sentence of the
// paper, copy, paste into another system. For every work, generated through the API and opened
// in the app's own viewer (pdf.js, as react-pdf and Firefox draw it) and in Chromium's own PDF
// viewer (PDFium), the pasted text is exactly the Unicode that was typed or that the template wrote.
let app: RunningApp;
let browser: Browser;
let pdfViewerBrowser: Browser;
beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  pdfViewerBrowser = await launchPdfViewerBrowser();
});
afterAll(async () => {
  await browser?.close();
  await pdfViewerBrowser?.close();
  await app?.stop();
});

const DEVANAGARI_NAME = /^[\u0900-\u097F]+( [\u0900-\u097F]+)+$/u;
/** Ten documents a user are free; a fresh user every few works keeps the test off the payment path. */
const WORKS_PER_USER = 8;
const collapse = (text: string) => text.replace(/\s+/gu, ' ').trim();

/** A name the applicant typed: the first Devanagari value of two words or more. */
function typedName(values: Record<string, unknown>): string {
  const name = Object.values(values).find((v) => typeof v === 'string' && DEVANAGARI_NAME.test(v));
  if (typeof name !== 'string') throw new Error(`no typed name in ${JSON.stringify(values)}`);
  return name;
}

/** A sentence the template always prints: the longest fixed piece short enough for one line. */
function fixedSentence(workKey: string): string {
  // Words, not a signature's dotted line ("हस्ताक्षर: ......"), which is no sentence to copy.
  const pieces = fixedTextOf(workKey).filter((p) => p.includes(' ') && p.length <= 60 && !/\.{4}/.test(p));
  const sentence = [...pieces].sort((a, b) => b.length - a.length)[0];
  if (!sentence) throw new Error(`no fixed sentence for ${workKey}`);
  return sentence;
}

async function generate(api: ApiClient, workKey: string, values: Record<string, unknown>) {
  const result = await api.graphql(
    'mutation G($input: GenerateDocumentInput!) { generateDocument(input: $input) { id } }',
    { input: { workKey, values } },
  );
  if (result.errors) throw new Error(`${workKey}: ${JSON.stringify(result.errors)}`);
  const id = result.data.generateDocument.id as string;
  for (let i = 0; i < 200; i += 1) {
    const { data } = await api.graphql('query D($id: ID!) { document(id: $id) { status } }', { id });
    if (data.document.status === 'READY') return id;
    if (data.document.status === 'FAILED') throw new Error(`${workKey} failed to render`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${workKey} not ready`);
}

/**
 * Selects `target` in the viewer's text layer as a mouse would (a range over the text the page
 * shows; spaces may be missing or doubled there, which the copy then reveals), copies it with the
 * keyboard and returns what the clipboard holds.
 */
async function copyFromViewer(page: Page, target: string): Promise<string> {
  // pdf.js fills the text layer after its first spans appear: on a busy machine, look again.
  const deadline = Date.now() + 15_000;
  let found = await selectInViewer(page, target);
  while (found !== true && Date.now() < deadline) {
    await page.waitForTimeout(250);
    found = await selectInViewer(page, target);
  }
  if (found !== true) throw new Error(`"${target}" is not in the viewer's text layer: ${found}`);
  await page.keyboard.press('Control+C');
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Selects the first occurrence of `target` in the page's text layer; else says what is there. */
function selectInViewer(page: Page, target: string): Promise<string | boolean> {
  return page.evaluate((wanted) => {
    const layer = document.querySelector('.textLayer');
    if (!layer) return false;
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(layer, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) nodes.push(walker.currentNode as Text);
    const text = nodes.map((n) => n.data).join('');
    // Any space in the wanted text (a template's no-break space too) may be any space there.
    const escaped = wanted
      .split(/\s+/u)
      .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\s*');
    const match = new RegExp(escaped, 'u').exec(text);
    if (!match) {
      // What the layer holds around the first word, for the failure message.
      const first = text.indexOf(wanted.split(/\s+/u)[0] ?? '');
      return JSON.stringify(text.slice(Math.max(0, first - 20), first + wanted.length + 40));
    }
    const locate = (offset: number): [Text, number] => {
      let passed = 0;
      for (const node of nodes) {
        if (offset <= passed + node.data.length) return [node, offset - passed];
        passed += node.data.length;
      }
      throw new Error('offset past the text');
    };
    const range = document.createRange();
    range.setStart(...locate(match.index));
    range.setEnd(...locate(match.index + match[0].length));
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    return true;
  }, target);
}

test('every work: a typed name and a fixed sentence copied from the app’s viewer and from Chromium’s paste exactly', async () => {
  const { data } = await (await signedInContext(app, browser)).api.graphql('{ works { key } }');
  const works = (data.works as { key: string }[]).map((w) => w.key);
  const pasted: { work: string; name: string; sentence: string }[] = [];
  const expected: typeof pasted = [];
  // Chromium's viewer copies the whole page: the name and the sentence must be in it as typed.
  const missingInChromium: { work: string; missing: string[] }[] = [];

  for (let start = 0; start < works.length; start += WORKS_PER_USER) {
    const { context, api } = await signedInContext(app, browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    await prepareApplicant(api);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    for (const work of works.slice(start, start + WORKS_PER_USER)) {
      const values = validValues(work);
      const id = await generate(api, work, values);
      await page.goto(`${app.url}/dashboard/printdocument/${id}`);
      await page.locator('.textLayer span').first().waitFor();
      const name = typedName(values);
      const sentence = fixedSentence(work);
      // A no-break space the template wrote comes back as a space: compared as words and spaces.
      expected.push({ work, name, sentence: collapse(sentence) });
      pasted.push({
        work,
        name: collapse(await copyFromViewer(page, name)),
        sentence: collapse(await copyFromViewer(page, sentence)),
      });
      const chromiumText = collapse(await textFromChromiumViewer(pdfViewerBrowser, await fileUrl(api, id)));
      const missing = [name, collapse(sentence)].filter((piece) => !chromiumText.includes(piece));
      missingInChromium.push({ work, missing });
    }
    await context.close();
  }
  console.info(`copy and paste from the app's viewer and Chromium's: ${pasted.length} works checked`);
  expect(pasted).toEqual(expected);
  expect(pasted.length).toBe(works.length);
  expect(missingInChromium.filter((w) => w.missing.length > 0)).toEqual([]);
  expect(missingInChromium.length).toBe(works.length);
  // Every work is generated, drawn by pdf.js and opened in Chromium's viewer: a few seconds each.
}, 600_000);

/** The document's signed link, as the server gives it, made absolute. */
async function fileUrl(api: ApiClient, id: string): Promise<string> {
  const { data } = await api.graphql('query D($id: ID!) { document(id: $id) { downloadUrl } }', { id });
  return new URL(data.document.downloadUrl, app.url).toString();
}
