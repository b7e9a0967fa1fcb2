import { createContext, useContext } from 'react';
import type { Language, Texts } from './texts';

export interface LanguageValue {
  language: Language;
  setLanguage(language: Language): void;
  /** Whether server messages can be said in the language (Nepali's catalogue is fetched lazily). */
  messagesReady: boolean;
}

export const LanguageContext = createContext<LanguageValue>({
  language: 'en',
  setLanguage: () => undefined,
  messagesReady: true,
});

export const useLanguage = (): LanguageValue => useContext(LanguageContext);

/** The texts of the current language. */
export function useTexts<T>(texts: Texts<T>): T {
  return texts[useLanguage().language];
}
