import { ApolloClient, ApolloLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { matchRoute } from '@shared/route-paths';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { from } from 'rxjs';
import { createCache } from './apollo/cache';
import { AppProviders } from './app-providers';
import type { Language } from './i18n/texts';
import { LANGUAGES } from './i18n/texts';
import { routes } from './router';
import { preloadPath } from './routes/preload-path';
import { routeTable } from './routes/manifest';
import {
  addressIn,
  type PageMeta,
  type PublicPage,
  publicPages,
  type SitemapSources,
} from './routes/page-meta';
import { PAGE_STATE_ID, type PageState } from './ssr/page-state';

// The public pages drawn on the server (server/src/http/public-pages.ts imports the build of this
// module, dist/ssr/entry-server.js): the same route table, screens and providers as the browser's
// (app.tsx), with the queries each screen asks for answered in the server's own process. The
// browser then takes the page over where it stands (main.tsx: hydrateRoot) from the same answers.

/** Runs one of the client's queries by its operation name, as /graphql would answer it. */
export type Execute = (
  operationName: string,
  variables: Record<string, unknown>,
) => Promise<{ data?: Record<string, unknown> | null; errors?: readonly unknown[] }>;

export interface RenderRequest {
  /** The path (no query string), as the server matched it with `publicRoute`. */
  path: string;
  language: Language;
  /** The site's public origin, for canonical and alternate addresses: 'https://lekhapadi.com'. */
  origin: string;
  execute: Execute;
}

export interface RenderedPage {
  status: 200 | 404;
  language: Language;
  /** Tags for the head: title, description, canonical, alternates, Open Graph, Twitter. */
  head: string;
  /** The app's markup, for inside #root. */
  body: string;
  /** The page's state block (a JSON script, every `<` escaped), for before the page's script. */
  state: string;
  /** Whether the page may be kept by a shared cache for a short while (never a noindex page). */
  cacheable: boolean;
}

const publicRoutes = routeTable.routes.filter((route) => 'public' in route && route.public);

/** The public route a path opens, with the language its address names (if it names one). */
export function publicRoute(path: string): { route: string; addressed?: Language } | undefined {
  const route = matchRoute(publicRoutes, path);
  // A path another route of the table takes (a signed-in screen, a payment's return) is not public.
  const any = matchRoute(routeTable.routes, path);
  if (!route || any !== route) return undefined;
  const page = publicPages[route.path];
  if (!page) return undefined;
  const params = paramsOf(route.path, path);
  const addressed = page.addresses
    ? LANGUAGES.find((language) => page.addresses?.(params)[language] === path)
    : undefined;
  return { route: route.path, addressed };
}

/** `{ slug: 'x' }` for '/blogs/:slug' and '/blogs/x'. */
function paramsOf(pattern: string, path: string): Record<string, string | undefined> {
  const parts = pattern.split('/').filter(Boolean);
  const segments = path.split('/').filter(Boolean);
  const params: Record<string, string | undefined> = {};
  for (const [index, part] of parts.entries()) {
    if (part.startsWith(':')) params[part.slice(1)] = safeDecode(segments[index] ?? '');
    else if (part === '*') params['*'] = segments.slice(index).map(safeDecode).join('/');
  }
  return params;
}

const safeDecode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

const addressesOf = (page: PublicPage, path: string, params: Record<string, string | undefined>) =>
  page.addresses?.(params) ?? { en: addressIn(path, 'en'), ne: addressIn(path, 'ne') };

/** The answers of the page's queries, through the server's executor: an Apollo link. */
function executingLink(execute: Execute): ApolloLink {
  return new ApolloLink((operation) =>
    from(
      execute(operation.operationName ?? '', operation.variables ?? {}).then((result) => ({
        data: result.data ?? null,
        ...(result.errors?.length ? { errors: result.errors as never } : {}),
      })),
    ),
  );
}

/** Draws a public page; `publicRoute(path)` said it is one. */
export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const { path, language, origin } = request;
  // The path's screens loaded first, so that none suspends: the page is drawn whole in one pass
  // of renderToString. (A streamed render outlines a suspended part and reveals it with an inline
  // script, which the Content-Security-Policy refuses: the part would stay hidden.)
  await preloadPath(path);
  const client = new ApolloClient({
    ssrMode: true,
    link: executingLink(request.execute),
    cache: createCache(),
  });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://page.invalid')));
  if (context instanceof Response) throw new Error(`the route of ${path} answered with a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { result } = await prerenderStatic({
    tree: (
      <AppProviders apolloClient={client} language={language} serverRendered>
        {/* No hydration script: the Content-Security-Policy forbids inline scripts, and the
            routes have no loaders whose data the browser would need. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    ),
    context: { client },
    renderFunction: renderToString,
    maxRerenders: 10,
  });

  const match = publicRoute(path);
  const page = match ? publicPages[match.route] : undefined;
  const params = match ? paramsOf(match.route, path) : {};
  const meta: PageMeta = page
    ? page.meta({ params, language, client })
    : { title: 'Lekhapadi', description: '', status: 404 };
  const status = meta.status ?? 200;
  const indexed = status === 200 && !meta.noindex;
  const state: PageState = { path, language, cache: client.extract() as Record<string, unknown> };
  return {
    status,
    language,
    head: headTags(meta, language, origin, indexed && page ? addressesOf(page, path, params) : undefined),
    body: result,
    state: `<script type="application/json" id="${PAGE_STATE_ID}">${jsonForHtml(state)}</script>`,
    cacheable: status === 404 || indexed,
  };
}

/** Text for an HTML attribute or element: nothing in it can end the attribute or open a tag. */
export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string,
  );

/** JSON in a script block: no `<` (so nothing closes the block), nor the two line separators. */
const jsonForHtml = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const LOCALE: Record<Language, string> = { en: 'en_US', ne: 'ne_NP' };
/** The site's picture for links shared elsewhere (1200×630, client/public/images). */
export const DEFAULT_IMAGE = '/images/og-default.png';

function headTags(
  meta: PageMeta,
  language: Language,
  origin: string,
  addresses: Record<Language, string> | undefined,
): string {
  const attr = escapeHtml;
  const absolute = (address: string) => `${origin}${address}`;
  const image = absolute(meta.image ?? DEFAULT_IMAGE);
  const other: Language = language === 'ne' ? 'en' : 'ne';
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${attr(meta.description)}" />`,
  ];
  if (!addresses) tags.push('<meta name="robots" content="noindex" />');
  else {
    const url = absolute(addresses[language]);
    tags.push(
      `<link rel="canonical" href="${attr(url)}" />`,
      ...LANGUAGES.map(
        (each) => `<link rel="alternate" hreflang="${each}" href="${attr(absolute(addresses[each]))}" />`,
      ),
      `<link rel="alternate" hreflang="x-default" href="${attr(absolute(xDefault(addresses)))}" />`,
      `<meta property="og:url" content="${attr(url)}" />`,
    );
  }
  tags.push(
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${language === 'ne' ? 'लेखापढी' : 'Lekhapadi'}" />`,
    `<meta property="og:title" content="${attr(meta.title)}" />`,
    `<meta property="og:description" content="${attr(meta.description)}" />`,
    `<meta property="og:image" content="${attr(image)}" />`,
    '<meta property="og:image:width" content="1200" />',
    '<meta property="og:image:height" content="630" />',
    `<meta property="og:locale" content="${LOCALE[language]}" />`,
    `<meta property="og:locale:alternate" content="${LOCALE[other]}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${attr(meta.title)}" />`,
    `<meta name="twitter:description" content="${attr(meta.description)}" />`,
    `<meta name="twitter:image" content="${attr(image)}" />`,
  );
  if (meta.structuredData !== undefined)
    tags.push(`<script type="application/ld+json">${jsonForHtml(meta.structuredData)}</script>`);
  return tags.join('\n    ');
}

/** The address that lets the reader's settings choose: the path itself, without `?lang=`. */
const xDefault = (addresses: Record<Language, string>) => addresses.en.replace(/\?lang=en$/, '');

/** One page of the sitemap in both languages. */
export interface SitemapEntry {
  addresses: Record<Language, string>;
  xDefault: string;
}

/** Every public page the sitemap lists, each with its address in both languages. */
export function sitemapEntries(sources: SitemapSources): SitemapEntry[] {
  const entries: SitemapEntry[] = [];
  for (const route of publicRoutes) {
    const page = publicPages[route.path];
    if (!page || page.listed === false) continue;
    const paths = page.sitemap?.(sources) ?? (/[:*]/.test(route.path) ? [] : [route.path]);
    for (const path of paths) {
      // A path the table gives to another route is not this page (yet).
      if (publicRoute(path)?.route !== route.path) continue;
      const addresses = addressesOf(page, path, paramsOf(route.path, path));
      entries.push({ addresses, xDefault: xDefault(addresses) });
    }
  }
  return entries;
}
