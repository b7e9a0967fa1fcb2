import type { CDPSession, Page } from 'playwright-core';
import { screenshot } from './browser.js';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

/**
 * Screenshots of the page as it stands on a phone and on a desktop (`<name>-390.png`,
 * `<name>-1280.png`), once the fonts have loaded (Devanagari would otherwise show as boxes).
 */
export async function screenshotBothWidths(page: Page, name: string) {
  const original = page.viewportSize();
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => document.fonts.ready);
    // Mantine's responsive props switch on media queries: let the layout settle.
    await page.waitForTimeout(200);
    await screenshot(page, `${name}-${viewport.width}`);
  }
  if (original) await page.setViewportSize(original);
}

/** Every request the page makes that leaves the app (a CDN, a font service, an analytics beacon …). */
export function recordForeignRequests(page: Page, appUrl: string, otherOrigins: string[] = []): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    // data:, blob: and the browser's own pages (its PDF viewer) never leave the machine.
    const known = [appUrl, ...otherOrigins].some((origin) => url.startsWith(origin));
    if (/^(https?|wss?):/.test(url) && !known) foreign.push(url);
  });
  return foreign;
}

/**
 * What the Content Security Policy refused on this page (a script, style, font, worker, frame or
 * form target it blocked): the app must work within its own policy, so a test expects none.
 */
export function recordCspViolations(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text().slice(0, 300));
  });
  return refused;
}

const DEVANAGARI_FAMILY = 'Noto Sans Devanagari';

/**
 * Nepali text on the page that the browser drew in some other font than Noto Sans Devanagari, the
 * project's own file or the device's copy of it: on a machine with no Devanagari font of its own
 * (as this one), that is a row of empty boxes. Asks Chromium which fonts it used for each
 * element's text, so call it once `document.fonts.ready` has resolved.
 */
export async function nepaliNotInItsFont(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    // A late render (a lazy section, a notification leaving) can remove an element between the walk
    // and the question about its fonts: the answer would then be about a page that no longer is,
    // so the whole page is walked again.
    for (let attempt = 1; ; attempt++) {
      try {
        return await nepaliDrawnElsewhere(cdp);
      } catch (error) {
        if (attempt === 3 || !/Could not find node/.test(String(error))) throw error;
        await page.waitForTimeout(300);
      }
    }
  } finally {
    await cdp.detach();
  }
}

/** One walk of the page: each element's Nepali text that Chromium drew in another font, named with it. */
async function nepaliDrawnElsewhere(cdp: CDPSession): Promise<string[]> {
  type DomNode = { nodeId: number; nodeType: number; nodeValue: string; children?: DomNode[] };
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const elements = new Map<number, string>();
  const visit = (node: DomNode, parentId: number) => {
    if (node.nodeType === 3 && /[\u0900-\u097F]/.test(node.nodeValue)) elements.set(parentId, node.nodeValue);
    for (const child of node.children ?? []) visit(child, node.nodeId);
  };
  visit(root as DomNode, root.nodeId);
  const elsewhere: string[] = [];
  for (const [nodeId, text] of elements) {
    // No fonts at all: not drawn (hidden, or the page's <title>).
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    const itsOwn = fonts.some((font) => font.familyName === DEVANAGARI_FAMILY);
    if (fonts.length > 0 && !itsOwn) elsewhere.push(`${text.trim().slice(0, 40)} (${fonts[0]?.familyName})`);
  }
  return elsewhere;
}
