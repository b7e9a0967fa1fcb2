import type { Language } from '../../i18n/texts';

// The public page of each work, at one address in each language: /ne/kagajat/<key> and
// /en/documents/<key> (the route table names both; the page reads its language from the address).
// Small on purpose: the landing page's catalogue links here from the first download.

const PREFIX: Record<Language, string> = { ne: '/ne/kagajat/', en: '/en/documents/' };

/** The address of a work's public page in a language. */
export const workPagePath = (key: string, language: Language): string =>
  `${PREFIX[language]}${encodeURIComponent(key)}`;

/** The language of a work page's address (its first segment). */
export const workPageLanguage = (pathname: string): Language =>
  pathname.startsWith(PREFIX.ne) ? 'ne' : 'en';

/**
 * Whether a key could name a work (stable ASCII kebab-case, as the catalogue's keys are): anything
 * else is not found without asking the server.
 */
export const isWorkKey = (key: string): boolean =>
  key.length <= 64 && /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(key);
