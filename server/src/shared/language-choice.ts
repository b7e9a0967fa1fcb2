/** The interface's languages (client/src/i18n/texts.ts has the same). */
export type Language = 'en' | 'ne';
const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'ne';

// How a request's language is chosen, the same for the server's render of a public page and for
// the browser: the address first (`?lang=ne`, or a page of one language), then the reader's
// remembered choice (a cookie the language switch writes beside localStorage), then the browser's
// languages (Accept-Language), then English.

/** The query parameter that names a page's language in its address. */
export const LANGUAGE_PARAM = 'lang';
/** The cookie the language switch writes (client/src/i18n/LanguageProvider.tsx). */
export const LANGUAGE_COOKIE = 'lekhapadi-language';
const DEFAULT_LANGUAGE: Language = 'en';

/** The remembered choice in a Cookie header, if it names a language. */
function cookieLanguage(cookieHeader: string | undefined): Language | undefined {
  if (!cookieHeader) return undefined;
  // A header of any size is read only up to the first few kilobytes' worth of pairs.
  for (const pair of cookieHeader.slice(0, 8192).split(';')) {
    const [name, value] = pair.split('=', 2).map((part) => part.trim());
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return undefined;
}

/**
 * The first language of an Accept-Language header that the interface speaks, by its weights
 * (`ne-NP;q=0.9, en;q=0.8`); undefined when it names none. A malformed entry is skipped.
 */
function acceptedLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked: { language: Language; q: number; at: number }[] = [];
  for (const [at, entry] of header.slice(0, 1024).split(',').slice(0, 32).entries()) {
    const [tag = '', ...params] = entry.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    ranked.push({ language: primary, q, at });
  }
  ranked.sort((a, b) => b.q - a.q || a.at - b.at);
  return ranked[0]?.language;
}

/** The language a request for a public page is drawn in. */
export function requestLanguage(request: {
  /** The language the address itself names, if it does. */
  addressed?: Language;
  cookie?: string;
  acceptLanguage?: string;
}): Language {
  return (
    request.addressed ??
    cookieLanguage(request.cookie) ??
    acceptedLanguage(request.acceptLanguage) ??
    DEFAULT_LANGUAGE
  );
}

/** The language a `?lang=` value names, if it is one. */
export const paramLanguage = (value: unknown): Language | undefined =>
  isLanguage(value) ? value : undefined;
