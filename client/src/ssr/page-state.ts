import type { Language } from '../i18n/texts';

// What a page the server drew carries for the script that takes it over (a JSON block, data and
// not a script, so the Content-Security-Policy's ban on inline scripts holds): the path and the
// language it was drawn for, and the Apollo cache its queries filled. The client's first render
// reads the same answers in the same language, so hydrating it changes nothing on screen.

export const PAGE_STATE_ID = 'page-state';

export interface PageState {
  /** The path the page was drawn for: a kept copy opened at another path is drawn afresh. */
  path: string;
  language: Language;
  /** The Apollo cache after the server's render (InMemoryCache.extract()). */
  cache: Record<string, unknown>;
}

/** The page's state block, once (it is removed), or undefined when the server did not draw the page. */
export function readPageState(doc: Document = document): PageState | undefined {
  const block = doc.getElementById(PAGE_STATE_ID);
  if (!block?.textContent) return undefined;
  block.remove();
  try {
    const state = JSON.parse(block.textContent) as PageState;
    return typeof state.path === 'string' && (state.language === 'en' || state.language === 'ne')
      ? state
      : undefined;
  } catch {
    return undefined;
  }
}
