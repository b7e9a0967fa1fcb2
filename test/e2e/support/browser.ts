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

export async function screenshot(page: Page, name: string) {
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}
