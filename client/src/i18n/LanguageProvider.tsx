import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { LanguageContext, type LanguageValue } from './language-context';
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

function rememberedLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    // Until the reader chooses, the browser's language decides.
    return isLanguage(stored) ? stored : browserLanguage();
  } catch {
    return browserLanguage(); // storage blocked (private mode): nothing remembered
  }
}

/** Holds the interface language, remembers the choice and tells the page (`<html lang>`). */
export function LanguageProvider({ children, initial }: { children: ReactNode; initial?: Language }) {
  const [language, setState] = useState<Language>(() => initial ?? rememberedLanguage());

  // Screen readers, hyphenation and font selection follow the document's language.
  useLayoutEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const setLanguage = useCallback((next: Language) => {
    setState(next);
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      // Not remembered, but still switched for this visit.
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
