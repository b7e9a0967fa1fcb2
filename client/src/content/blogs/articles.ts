// The blog's articles, each in English and Nepali. Imported as text (`?raw`) by the blog's lazily
// loaded screens only, so none of it is in the first download. A new article is a folder with
// en.md and ne.md and one line in SOURCES.
import type { Language } from '../../i18n/texts';
import { type ArticleText, parseArticle } from './article-source';
import bsDatesEn from './bs-dates-and-nepali-numbers/en.md?raw';
import bsDatesNe from './bs-dates-and-nepali-numbers/ne.md?raw';
import firstDocumentEn from './first-document/en.md?raw';
import firstDocumentNe from './first-document/ne.md?raw';
import paymentsEn from './payments-and-plans/en.md?raw';
import paymentsNe from './payments-and-plans/ne.md?raw';
import wardPaperEn from './which-ward-paper/en.md?raw';
import wardPaperNe from './which-ward-paper/ne.md?raw';

/** Slug (the address /blogs/<slug>) → the article's file in each language. */
export const SOURCES: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  'first-document': { en: firstDocumentEn, ne: firstDocumentNe },
  'which-ward-paper': { en: wardPaperEn, ne: wardPaperNe },
  'bs-dates-and-nepali-numbers': { en: bsDatesEn, ne: bsDatesNe },
  'payments-and-plans': { en: paymentsEn, ne: paymentsNe },
};

export interface Article {
  slug: string;
  texts: Readonly<Record<Language, ArticleText>>;
}

/** Newest first. */
export const ARTICLES: readonly Article[] = Object.entries(SOURCES)
  .map(([slug, files]) => ({ slug, texts: { en: parseArticle(files.en), ne: parseArticle(files.ne) } }))
  .sort((a, b) => b.texts.en.date.localeCompare(a.texts.en.date));

export const findArticle = (slug: string | undefined): Article | undefined =>
  ARTICLES.find((article) => article.slug === slug);
