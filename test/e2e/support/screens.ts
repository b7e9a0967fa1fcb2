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
export function recordForeignRequests(page: Page, appUrl: string): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    // data:, blob: and the browser's own pages (its PDF viewer) never leave the machine.
    if (/^(https?|wss?):/.test(url) && !url.startsWith(appUrl)) foreign.push(url);
  });
  return foreign;
}
