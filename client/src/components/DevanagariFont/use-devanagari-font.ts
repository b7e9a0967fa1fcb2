import { useEffect, useState } from 'react';

const FAMILY = '"Noto Sans Devanagari"';
const LONGEST_WAIT_MS = 2000;

// Started once, as soon as the page's script runs on a signed-in path (fetch-fonts-early.ts) or a
// screen that needs it is loaded: both weights the screens use.
let loading: Promise<unknown> | null = null;
export function loadDevanagariFont(): Promise<unknown> {
  if (!('fonts' in document)) return Promise.resolve();
  loading ??= Promise.all([
    document.fonts.load(`400 1em ${FAMILY}`, 'क'),
    document.fonts.load(`700 1em ${FAMILY}`, 'क'),
  ]).catch(() => undefined);
  return loading;
}

/**
 * Whether Nepali text may be drawn: once the project's Devanagari font has loaded (or after two
 * seconds, or at once where the browser has no font loading API). On a device without a
 * Devanagari font of its own, Nepali drawn before the font arrives shows as empty boxes, then
 * jumps to its own shapes and widths once it is there; the signed-in screens, which are mostly
 * Nepali text, wait for it briefly instead. A device that carries the font itself loads it at once
 * (fonts.css names the installed copy first).
 */
export function useDevanagariFont(): boolean {
  const supported = typeof document !== 'undefined' && 'fonts' in document;
  const [ready, setReady] = useState(() => !supported || document.fonts.check(`1em ${FAMILY}`, 'क'));
  useEffect(() => {
    if (ready) return;
    let active = true;
    const timer = setTimeout(() => active && setReady(true), LONGEST_WAIT_MS);
    void loadDevanagariFont().then(() => active && setReady(true));
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [ready]);
  return ready;
}
