import type { Language } from '../../i18n/texts';

// What the work page reads from its address (the paths themselves are in paths.ts).

/** The language of a work page's address: /ne/kagajat/… is Nepali, /en/documents/… English. */
export const workPageLanguage = (pathname: string): Language => (pathname.startsWith('/ne/') ? 'ne' : 'en');

/**
 * Whether a key could name a work (stable ASCII kebab-case, as the catalogue's keys are): anything
 * else is not found without asking the server.
 */
export const isWorkKey = (key: string): boolean =>
  key.length <= 64 && /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(key);
