// The interface speaks English (the product's own texts, exactly as specified) or Nepali. Each
// screen keeps its texts beside it in a `*.texts.ts` file made with defineTexts, so a lazily
// loaded screen brings its own words and TypeScript refuses a key present in one language only.

export const LANGUAGES = ['en', 'ne'] as const;
export type Language = (typeof LANGUAGES)[number];

export type Texts<T> = Readonly<Record<Language, T>>;

/** A screen's texts in both languages; `ne` must have exactly the shape of `en`. */
export function defineTexts<T>(texts: { en: T; ne: NoInfer<T> }): Texts<T> {
  return texts;
}

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** A thing named in both languages: its name in the reader's language first, then the other. */
export function namesFor(
  named: { nameEn: string; nameNe: string },
  language: Language,
): { name: string; otherName: string; otherLanguage: Language } {
  return language === 'ne'
    ? { name: named.nameNe, otherName: named.nameEn, otherLanguage: 'en' }
    : { name: named.nameEn, otherName: named.nameNe, otherLanguage: 'ne' };
}
