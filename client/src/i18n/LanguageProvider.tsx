import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { LanguageContext, type LanguageValue } from './language-context';
import { LANGUAGE_COOKIE, LANGUAGE_PARAM } from '@shared/language-choice';
import { loadMessages, messagesLoaded } from './server-messages';
import { isLanguage, type Language } from './texts';

const LANGUAGE_STORAGE_KEY = 'lekhapadi-language';

/**
 * The browser's own preference on a first visit: the first of its languages that the interface
 * speaks ('ne-NP' and 'ne' read Nepali); English when none is.
 */
function browserLanguage(): Language {
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of preferred) {
    const primary = String(tag).toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

/** The language the address names (`?lang=ne`): a page's address in one language stays in it. */
function addressLanguage(): Language | undefined {
  if (typeof window === 'undefined') return undefined;
  const named = new URLSearchParams(window.location.search).get(LANGUAGE_PARAM);
  return isLanguage(named) ? named : undefined;
}

function storedLanguage(): Language | undefined {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined; // storage blocked (private mode): nothing remembered
  }
}

// Until the reader chooses, the browser's language decides.
const rememberedLanguage = (): Language => addressLanguage() ?? storedLanguage() ?? browserLanguage();

/**
 * The choice in a cookie as well, for the server: it draws the public pages in the reader's
 * language before any script runs (server/src/http/public-pages.ts). A year, the whole site.
 */
function rememberForServer(language: Language) {
  try {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
  } catch {
    // Cookies blocked: the server goes by the browser's languages.
  }
}

/**
 * Holds the interface language, remembers the choice and tells the page (`<html lang>`).
 * `initial` is the language a server-drawn page is in: the first render says the same, and only
 * then does a different remembered choice take over (a choice made before the server could see it).
 */
export function LanguageProvider({
  children,
  initial,
  serverRendered = false,
}: {
  children: ReactNode;
  initial?: Language;
  serverRendered?: boolean;
}) {
  const [language, setState] = useState<Language>(() => initial ?? rememberedLanguage());

  // Screen readers, hyphenation and font selection follow the document's language.
  useLayoutEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the page is taken over
  useEffect(() => {
    const stored = storedLanguage();
    if (stored) rememberForServer(stored);
    if (serverRendered && !addressLanguage() && stored && stored !== language) setState(stored);
  }, []);

  const setLanguage = useCallback((next: Language) => {
    setState(next);
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      // Not remembered, but still switched for this visit.
    }
    rememberForServer(next);
    // An address in the other language (?lang=en) becomes this language's, so reloading keeps it.
    const url = new URL(window.location.href);
    if (url.searchParams.has(LANGUAGE_PARAM)) {
      url.searchParams.set(LANGUAGE_PARAM, next);
      window.history.replaceState(window.history.state, '', url);
    }
  }, []);

  // Server messages come in a chunk per language: fetched for the reader's language, and every
  // screen that says one renders again once they are here.
  const [loaded, setLoaded] = useState(() => messagesLoaded(language));
  const messagesReady = loaded && messagesLoaded(language);
  useEffect(() => {
    if (messagesLoaded(language)) {
      setLoaded(true);
      return;
    }
    setLoaded(false);
    let live = true;
    loadMessages(language).then(
      () => live && setLoaded(true),
      () => undefined, // offline: messages read as the server sent them until a later visit
    );
    return () => {
      live = false;
    };
  }, [language]);

  const value = useMemo<LanguageValue>(
    () => ({ language, setLanguage, messagesReady }),
    [language, setLanguage, messagesReady],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}
