import type { Language } from '../../i18n/texts';

// The public page of each work, at one address in each language: /ne/kagajat/<key> and
// /en/documents/<key> (the route table names both; the page reads its language from the address).
// Small on purpose: the landing page's catalogue links here from the first download (what only
// the page needs is in address.ts, in the page's own chunk).

const PREFIX: Record<Language, string> = { ne: '/ne/kagajat/', en: '/en/documents/' };

/** The address of a work's public page in a language. */
export const workPagePath = (key: string, language: Language): string =>
  `${PREFIX[language]}${encodeURIComponent(key)}`;
