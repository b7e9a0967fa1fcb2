import { isDeepStrictEqual } from 'node:util';
import type { Locator, Page } from 'playwright-core';

// A page the server drew reads, and shows its buttons, before its script has taken it over
// (client/src/main.tsx): until then a tap reaches no handler and is lost, and what the script
// decides (the remembered language) is not on the page yet. A reader whose tap did nothing taps
// again; a test taps once, so it first waits for what that second tap would find.

/** The longest a busy machine may take to download the page's script and take the page over. */
const CEILING_MS = 60_000;
const EVERY_MS = 50;

/**
 * Reads `read()` until it gives `expected` or the ceiling passes, and returns the last reading,
 * for the test's own assertion to judge.
 */
export async function settledOn<T>(read: () => Promise<T>, expected: T, ceilingMs = CEILING_MS): Promise<T> {
  const deadline = Date.now() + ceilingMs;
  for (;;) {
    const value = await read();
    if (isDeepStrictEqual(value, expected) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
  }
}

/**
 * Whether React owns the element: it keeps the element's props, its handlers among them, on it.
 * Asked without waiting for the element (evaluateAll), so that each reading is quick.
 */
const ownedByReact = (target: Locator): Promise<boolean> =>
  target.evaluateAll(
    (elements) =>
      elements.length > 0 &&
      elements.every((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))),
  );

/**
 * Waits until React has taken the element over, so that a tap on it reaches its handler. The
 * element is looked up afresh each time: one drawn again by the script counts as well (a test that
 * must tell the two apart compares the elements itself). It need not be visible: a file button's
 * input is hidden, and its change is lost just the same before the script owns it.
 */
export async function takenOver(target: Locator): Promise<void> {
  await target.waitFor({ state: 'attached', timeout: CEILING_MS });
  if (!(await settledOn(() => ownedByReact(target).catch(() => false), true)))
    throw new Error(`the script did not take ${target} over within ${CEILING_MS / 1000} s`);
}

/**
 * The page has been taken over by its script: React's root sits on #root and owns the page's
 * heading, and the page has stopped loading (its late requests, its fonts).
 */
export async function hydrated(page: Page): Promise<void> {
  await takenOver(page.locator('#root h1').first());
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}
