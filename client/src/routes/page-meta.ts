import type { ApolloClient } from '@apollo/client';
import { ARTICLES, findArticle } from '../content/blogs/articles';
import { LANGUAGE_PARAM } from '@shared/language-choice';
import type { Language } from '../i18n/texts';
import { aboutTexts } from './about/about.texts';
import { blogsTexts } from './blogs/Blogs.texts';
import { homeTexts } from './home/home.texts';
import { notFoundTexts } from './not-found/not-found.texts';
import { pricingTexts } from './pricing/pricing.texts';
import { servicesTexts } from './services/services.texts';
import { verifyTexts } from './verify/verify.texts';
import { WorkPageQuery } from './work-page/operations';
import { workPagePath } from './work-page/paths';
import { workPageMeta } from './work-page/work-page-meta';

// The head of each public page (client/src/routes/manifest.ts marks them `public`), per route and
// language: its title, description, image and addresses, drawn by the server with the page
// (entry-server.tsx) and listed in the sitemap. Only the server's render imports this module, so
// none of it is in the browser's download. A new public page is one entry in `publicPages`.

/** What a page's head says about it. */
export interface PageMeta {
  title: string;
  description: string;
  /** The Open Graph image, a path of this site; the site's own by default. */
  image?: string;
  /** JSON-LD (schema.org), written in the head as a data block. */
  structuredData?: unknown;
  /** 404: the address names nothing (an unknown article); such a page is not indexed. */
  status?: 200 | 404;
  /** Not for search engines (a document's verification page). */
  noindex?: boolean;
}

interface MetaContext {
  /** The route's parameters, as react-router matched them (`{ slug }`). */
  params: Record<string, string | undefined>;
  language: Language;
  /** The Apollo client the page was drawn with: its cache holds the page's answers (readQuery). */
  client: ApolloClient;
}

/** What the sitemap lists of a route with parameters. */
export interface SitemapSources {
  /** The works of the catalogue (server/src/modules/works/catalog.ts), by key. */
  works: readonly { key: string }[];
}

export interface PublicPage {
  meta(context: MetaContext): PageMeta;
  /**
   * The page's address in each language. By default the path with `?lang=ne` / `?lang=en`; a page
   * whose path names its language (`/en/documents/<key>`) gives its own, and is drawn in the
   * language whose address it was opened at.
   */
  addresses?(params: Record<string, string | undefined>): Record<Language, string>;
  /** The concrete paths of a route with parameters, for the sitemap (none by default). */
  sitemap?(sources: SitemapSources): string[];
  /** Whether the sitemap lists the page (a route without parameters is listed unless false). */
  listed?: boolean;
}

const SITE_NAME: Record<Language, string> = { en: 'Lekhapadi', ne: 'लेखापढी' };
const titled = (title: string, language: Language) => `${title} · ${SITE_NAME[language]}`;

/**
 * A work's page (one route per language, each naming its language): its head from the work's own
 * catalogue data in the page's answers (workPageMeta), not found when the key names no work.
 */
function workPage(language: Language): PublicPage {
  return {
    meta: ({ params, client }) => {
      const key = params.key ?? '';
      const work = client.readQuery({ query: WorkPageQuery, variables: { key } })?.work;
      if (!work) {
        const t = notFoundTexts[language];
        return { title: titled(t.title, language), description: t.text, status: 404 };
      }
      const { title, description, image, structuredData } = workPageMeta(work, language);
      return { title, description, image, structuredData };
    },
    addresses: ({ key = '' }) => ({ ne: workPagePath(key, 'ne'), en: workPagePath(key, 'en') }),
    // One entry per work: the sitemap lists both languages' addresses under it.
    ...(language === 'ne'
      ? { sitemap: ({ works }) => works.map((work) => workPagePath(work.key, 'ne')) }
      : {}),
  };
}

/** Each public route's head, by its path in the route table. */
export const publicPages: Record<string, PublicPage> = {
  '/': {
    meta: ({ language }) => {
      const t = homeTexts[language].hero;
      return { title: `${SITE_NAME[language]}: ${t.title}`, description: `${t.tagline} ${t.intro}` };
    },
  },
  '/about': {
    meta: ({ language }) => {
      const t = aboutTexts[language];
      return { title: titled(t.title, language), description: t.mission };
    },
  },
  '/services': {
    meta: ({ language }) => {
      const t = servicesTexts[language];
      return { title: titled(t.title, language), description: t.intro };
    },
  },
  '/pricing': {
    meta: ({ language }) => {
      const t = pricingTexts[language];
      return { title: titled(t.title, language), description: t.intro };
    },
  },
  '/blogs': {
    meta: ({ language }) => {
      const t = blogsTexts[language].list;
      return { title: titled(t.title, language), description: t.intro };
    },
  },
  '/blogs/:slug': {
    meta: ({ params, language }) => {
      const article = findArticle(params.slug);
      if (!article) {
        const t = blogsTexts[language].notFound;
        return { title: titled(t.title, language), description: t.text, status: 404 };
      }
      const text = article.texts[language];
      return { title: titled(text.title, language), description: text.summary };
    },
    sitemap: () => ARTICLES.map((article) => `/blogs/${article.slug}`),
  },
  '/ne/kagajat/:key': workPage('ne'),
  '/en/documents/:key': workPage('en'),
  // A document's own check: drawn by the server like the other public pages, never indexed.
  '/verify/:code': {
    meta: ({ language }) => {
      const t = verifyTexts[language];
      return { title: titled(t.title, language), description: t.lead, noindex: true };
    },
  },
  '/*': {
    meta: ({ language }) => {
      const t = notFoundTexts[language];
      return { title: titled(t.title, language), description: t.text, status: 404 };
    },
    listed: false,
  },
};

/** A path's address in one language, by the default rule: the path with `?lang=`. */
export const addressIn = (path: string, language: Language): string =>
  `${path}?${LANGUAGE_PARAM}=${language}`;
