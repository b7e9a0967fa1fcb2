import { inSignedInFrame } from '@shared/signed-in-frame';
import { loadDevanagariFont } from './use-devanagari-font';

/**
 * On a signed-in path, asks for the Devanagari fonts the frame waits for as the page's script
 * starts, not when the frame first renders. Not earlier either: preloaded by the page they crossed
 * a slow line beside its script and delayed it (server/src/http/screen-preloads.ts).
 */
export function fetchFontsEarly(pathname: string): void {
  if (inSignedInFrame(pathname)) void loadDevanagariFont();
}

fetchFontsEarly(window.location.pathname);
