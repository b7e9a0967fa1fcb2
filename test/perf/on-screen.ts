import type { Page } from 'playwright-core';

/** What the phone's page showed, and when (ms after the navigation started, by the page's clock). */
export interface OnScreen {
  /** The dashboard's link to make the last paper's work again. */
  again?: number;
  /** The Lekhapadi tile on the dashboard. */
  tile?: number;
  /** The first work to tap: in the screen's list of works, or (a build without it) in the opened selector. */
  works?: number;
  /** The form's first field, filled in and enabled. */
  form?: number;
  /** Every field of the form drawn (a long form draws its first screenful first: use-fields-drawn.ts). */
  whole?: number;
  /** The last tap before the form was drawn (on the work, or on the "make again" link). */
  formTap?: number;
}

/**
 * An init script: notes, on the page's own clock, the frame in which each step's target was first
 * in the page. The driver's own times come later: it finds an element by polling, then checks it is
 * visible and still before it taps, all through the throttled renderer (0.1–0.65 s a step here). A
 * person's eye has no such lag, so both are reported. The checks are a few selectors, run only on
 * mutations and only until each is seen, so they add little to what is measured.
 */
export function watchOnScreen() {
  const seen: Record<string, number> = {};
  const pending = new Set<string>();
  (window as unknown as { __onScreen: Record<string, number> }).__onScreen = seen;
  const checks: [string, () => boolean][] = [
    ['again', () => document.querySelector('nav[aria-label="Make again"] a') !== null],
    [
      'tile',
      () =>
        Array.from(document.querySelectorAll('button')).some((b) => b.textContent?.startsWith('Lekhapadi')),
    ],
    ['works', () => document.querySelector('nav[aria-label="All works"] a, [role=option]') !== null],
    [
      'form',
      () => {
        const input = document.querySelector<HTMLInputElement>('input[placeholder="Enter Full Name"]');
        return Boolean(input && !input.disabled && input.value);
      },
    ],
    [
      'whole',
      () => {
        const form = document.querySelector('input[placeholder="Enter Full Name"]')?.closest('form');
        return Boolean(form && !form.querySelector('[aria-busy="true"]'));
      },
    ],
  ];
  let lastTap: number | undefined;
  document.addEventListener('click', () => (lastTap = performance.now()), { capture: true });
  const observer = new MutationObserver(() => {
    for (const [name, check] of checks) {
      if (name in seen || pending.has(name) || !check()) continue;
      // The frame that draws it: a requestAnimationFrame callback runs just before that frame paints.
      pending.add(name);
      if (name === 'form' && lastTap !== undefined) seen.formTap = lastTap;
      requestAnimationFrame(() => {
        seen[name] = performance.now();
      });
    }
    if (pending.size === checks.length) observer.disconnect();
  });
  observer.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled', 'aria-busy'],
  });
}

export const onScreenTimes = (page: Page): Promise<OnScreen> =>
  page.evaluate(() => (window as unknown as { __onScreen: OnScreen }).__onScreen);
