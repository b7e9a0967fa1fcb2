import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, type Page, chromium } from 'playwright-core';
import { deviceFontsConfig } from './device-fonts.js';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../test-results/screenshots');

/**
 * Debian's Chromium, headless, kept off the (closed) network except for the app under test.
 * `deviceFonts`: font files the browser finds as installed on the device (see device-fonts.ts).
 */
export async function launchBrowser(options: { deviceFonts?: readonly string[] } = {}): Promise<Browser> {
  const env = options.deviceFonts
    ? { ...process.env, FONTCONFIG_FILE: await deviceFontsConfig(options.deviceFonts) }
    : undefined;
  return chromium.launch({
    env,
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A full-page picture under test-results/screenshots, for a person to look at. CI throws its clone
 * away, and the pictures cost about a seventh of a screen-heavy file's time there (blogs.e2e.ts:
 * 86 s with them, 74 s without), so CI takes them only with E2E_SCREENSHOTS=1; elsewhere they are
 * taken unless E2E_SCREENSHOTS=0.
 */
const TAKE_SCREENSHOTS = process.env.E2E_SCREENSHOTS
  ? process.env.E2E_SCREENSHOTS === '1'
  : process.env.CI !== 'true';

export async function screenshot(page: Page, name: string) {
  if (!TAKE_SCREENSHOTS) return;
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}
