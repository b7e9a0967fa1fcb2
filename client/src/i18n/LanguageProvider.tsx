import { type ReactNode, useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { LanguageContext, type LanguageValue } from './language-context';
import { isLanguage, type Language } from './texts';

export const LANGUAGE_STORAGE_KEY = 'lekhapadi-language';

function rememberedLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : 'en';
  } catch {
    return 'en'; // storage blocked (private mode): English, as the product was specified
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

  const value = useMemo<LanguageValue>(() => ({ language, setLanguage }), [language, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}
