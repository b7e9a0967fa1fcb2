import type { Page } from 'playwright-core';
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
