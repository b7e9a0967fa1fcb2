import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { ApolloServer } from '@apollo/server';
import type { Request, Response } from 'express';
import type { RequestContext, Services } from '../context.js';
import { listWorks } from '../modules/works/catalog.js';
import type { BuiltRoutes } from '../shared/built-routes.js';
import { type Language, paramLanguage, requestLanguage } from '../shared/language-choice.js';
import { queryText } from './boot-data.js';
import { requestContextFor } from './request-context.js';

// The public pages as HTML (docs/public-site.md): the server's build of the client's screens
// (client/src/entry-server.tsx → dist/ssr/entry-server.js) draws each public page in the reader's
// language, with its queries answered in this process, and the page goes out with its head (title,
// description, canonical and alternate addresses, Open Graph) and the state the browser's script
// takes it over from. Pages are kept a short while per path, language and build, in a bounded cache.

/** What dist/ssr/entry-server.js exports (client/src/entry-server.tsx). */
interface RenderModule {
  publicRoute(path: string): { route: string; addressed?: Language } | undefined;
  renderPage(request: {
    path: string;
    language: Language;
    origin: string;
    execute: (
      operationName: string,
      variables: Record<string, unknown>,
    ) => Promise<{ data?: Record<string, unknown> | null; errors?: readonly unknown[] }>;
  }): Promise<{
    status: 200 | 404;
    language: Language;
    head: string;
    body: string;
    state: string;
    cacheable: boolean;
  }>;
  sitemapEntries(sources: { works: readonly { key: string }[] }): {
    addresses: Record<Language, string>;
    xDefault: string;
  }[];
}

/** A page kept this long is drawn again: the "documents we serve" counts refresh every 30 s. */
const KEPT_MS = 30_000;
/**
 * Until this age an older page is still sent, while it is drawn again behind it (once): a visitor
 * never waits for a draw that another visitor's request already asked for. Older, it is drawn first.
 */
const STALE_MS = 10 * 60_000;
/** At most this many pages are kept (every public path × language fits many times over). */
const MAX_PAGES = 256;
/** A longer path is no page of the site: it gets the not-found page without being drawn for it. */
const MAX_PATH = 300;

export interface SentPage {
  status: number;
  html: string;
  /** The page compressed, made once per kept page on the first request that accepts it. */
  encoded?: Partial<Record<'br' | 'gzip', Buffer>>;
}

/**
 * Sends a drawn page, compressed when the browser accepts it: the landing's 75 KB of HTML (most of
 * it the catalogue's table and Mantine's variables) cross a slow line as about 12 KB.
 */
export function sendPage(req: Request, res: Response, page: SentPage) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  // Drawn for this language, which the address, the cookie or Accept-Language chose.
  res.setHeader('Vary', 'Accept-Encoding, Cookie, Accept-Language');
  res.status(page.status).type('html');
  if (!encoding) {
    res.send(page.html);
    return;
  }
  page.encoded ??= {};
  let body = page.encoded[encoding];
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(page.html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(page.html, { level: 6 });
    page.encoded[encoding] = body;
  }
  res.setHeader('Content-Encoding', encoding);
  res.end(body);
}

/** A small map that forgets its oldest entry beyond `max` and any entry older than `KEPT_MS`. */
export class KeptPages {
  private readonly entries = new Map<string, { page: SentPage; at: number }>();
  constructor(private readonly max: number) {}
  get(key: string, now: number): SentPage | undefined {
    const found = this.find(key, now);
    return found && !found.stale ? found.page : undefined;
  }
  /** The kept page, fresh or older than KEPT_MS (stale), until STALE_MS. */
  find(key: string, now: number): { page: SentPage; stale: boolean } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.at > STALE_MS) {
      this.entries.delete(key);
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { page: entry.page, stale: now - entry.at > KEPT_MS };
  }
  set(key: string, page: SentPage, now: number) {
    this.entries.delete(key);
    this.entries.set(key, { page, at: now });
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }
  clear() {
    this.entries.clear();
  }
  get size() {
    return this.entries.size;
  }
}

/** What of the client's build a page is made from: index.html and the route manifest. */
interface PageBuild {
  index: string;
  routes: BuiltRoutes | null;
}

export interface PublicPages {
  /** The page for this request, or undefined when the path is no public page (or nothing is built). */
  pageFor(req: Request, res: Response, build: PageBuild): Promise<SentPage | undefined>;
  sitemap(): Promise<string | undefined>;
  robots(routes: BuiltRoutes | null): string;
  /** How many pages are kept (for tests of the cache's bound). */
  readonly keptCount: number;
}

export function publicPages(
  folder: string,
  answering: { services: Services; apollo: ApolloServer<RequestContext> } | undefined,
  options: { maxPages?: number } = {},
): PublicPages {
  const moduleFile = path.join(folder, '..', 'ssr', 'entry-server.js');
  const origin = answering ? new URL(answering.services.config.PUBLIC_URL).origin : 'http://localhost:4000';
  // 404 pages apart, so that a flood of made-up addresses cannot push the real pages out.
  const pages = new KeptPages(options.maxPages ?? MAX_PAGES);
  const missing = new KeptPages(Math.max(8, Math.floor((options.maxPages ?? MAX_PAGES) / 8)));
  let loaded: { at: number; module: Promise<RenderModule | undefined> } | undefined;

  /** The render module of the current build (loaded again when the build changes). */
  const renderModule = (): Promise<RenderModule | undefined> => {
    if (!existsSync(moduleFile)) return Promise.resolve(undefined);
    const at = statSync(moduleFile).mtimeMs;
    if (loaded?.at !== at) {
      pages.clear();
      missing.clear();
      loaded = {
        at,
        // Its chunks import it back by its plain address: a query string (to load a new build
        // afresh) would give them a second copy of its modules (React contexts among them). A new
        // build's module is loaded when the server starts again, as the rest of the server is.
        module: import(pathToFileURL(moduleFile).href).catch((error: unknown) => {
          answering?.services.logger.error({ err: error }, 'the public pages cannot be drawn');
          return undefined;
        }) as Promise<RenderModule | undefined>,
      };
    }
    return loaded.module;
  };

  /** Draws being made, by key: one at a time per page. */
  const draws = new Map<string, Promise<SentPage>>();

  async function draw(
    render: RenderModule,
    req: Request,
    res: Response,
    page: {
      pathname: string;
      standIn: boolean;
      route: { route: string };
      language: Language;
      build: PageBuild;
    },
  ): Promise<SentPage> {
    const drawn = await render.renderPage({
      path: page.standIn ? '/not-found' : page.pathname,
      language: page.language,
      origin,
      execute: execute(req, res),
    });
    const sent = { status: drawn.status, html: pageHtml(page.build, page.route, drawn) };
    const key = `${page.standIn ? '/*' : page.pathname}\n${page.language}`;
    if (drawn.cacheable) (drawn.status === 200 ? pages : missing).set(key, sent, Date.now());
    return sent;
  }

  const execute = (req: Request, response: Response) => {
    // The page is every visitor's: its queries leave no header or cookie on this response (and a
    // draw behind a kept page runs after the response has gone).
    const res = new Proxy(response, {
      get: (target, property) =>
        ['setHeader', 'cookie', 'append', 'clearCookie', 'header', 'set'].includes(String(property))
          ? () => res
          : Reflect.get(target, property, target),
    });
    let context: Promise<RequestContext> | undefined;
    return async (operationName: string, variables: Record<string, unknown>) => {
      const text = queryText(operationName);
      if (!answering || !text) return { data: null, errors: [{ message: 'not answered here' }] };
      // A visitor's context (the page is drawn only for a browser without a session): the page
      // holds nothing of one person and may be kept for the next visitor.
      context ??= requestContextFor(answering.services, req, res);
      const response = await answering.apollo.executeOperation(
        { query: text, operationName, variables },
        { contextValue: await context },
      );
      const { body } = response;
      if (body.kind !== 'single') return { data: null, errors: [{ message: 'incremental answer' }] };
      return { data: body.singleResult.data ?? null, errors: body.singleResult.errors };
    };
  };

  return {
    get keptCount() {
      return pages.size + missing.size;
    },
    async pageFor(req, res, build) {
      const render = await renderModule();
      if (!render) return undefined;
      const tooLong = req.path.length > MAX_PATH;
      const pathname = tooLong ? '/not-found' : req.path;
      const route = render.publicRoute(pathname);
      if (!route) return undefined;
      const language = requestLanguage({
        addressed: route.addressed ?? paramLanguage(req.query.lang),
        cookie: req.headers.cookie,
        acceptLanguage: req.get('accept-language'),
      });
      // Every address the catch-all route takes is the same page: drawn once per language.
      const standIn = route.route === '/*';
      const key = `${standIn ? '/*' : pathname}\n${language}`;
      const now = Date.now();
      const kept = pages.find(key, now) ?? missing.find(key, now);
      const redraw = () => {
        let drawing = draws.get(key);
        if (!drawing) {
          drawing = draw(render, req, res, { pathname, standIn, route, language, build }).finally(() =>
            draws.delete(key),
          );
          draws.set(key, drawing);
        }
        return drawing;
      };
      if (kept?.stale) {
        redraw().catch((error: unknown) =>
          answering?.services.logger.warn({ err: error }, 'a public page was not drawn again'),
        );
      }
      if (kept) return kept.page;
      // Requests for a page being drawn wait for that draw rather than starting their own.
      return redraw();
    },
    async sitemap() {
      const render = await renderModule();
      if (!render) return undefined;
      return sitemapXml(origin, render.sitemapEntries({ works: listWorks() }));
    },
    robots(routes) {
      return robotsTxt(origin, routes);
    },
  };
}

/**
 * index.html with the page drawn into it: `<html lang>`, the page's head in place of the page's
 * generic title and description, its screen's style sheets, the app's markup in #root and the
 * state block before the page's script. The Devanagari fonts are not preloaded: a phone that carries
 * Noto Sans Devanagari (Android does) draws from its own copy (the @font-face's `local()`), and
 * preloaded files would be downloaded anyway, sharing a slow line with the style sheet the first
 * paint waits for (docs/perf-log/2026-12-03-public-site.md: the landing's LCP 0.85–0.91 of the
 * preloading build's, with and without the font on the device).
 */
function pageHtml(
  build: PageBuild,
  route: { route: string },
  drawn: { language: Language; head: string; body: string; state: string },
): string {
  const styles = build.routes?.routes.find((each) => each.path === route.route)?.styles ?? [];
  // React names the images the first screen shows as preloads at the start of its markup: they
  // belong in the head.
  const leading = /^(?:<link rel="preload"[^>]*\/?>)+/.exec(drawn.body)?.[0] ?? '';
  const body = drawn.body.slice(leading.length);
  // The page's own style sheet first in the head, before the page's script, which
  // would otherwise share a slow line with it: the drawn page paints once it is here.
  const ownStyles = build.index.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  const head = [
    drawn.head,
    ...ownStyles,
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
    leading,
    drawn.state,
  ]
    .filter(Boolean)
    .join('\n    ');
  let page = build.index;
  for (const style of ownStyles) page = page.replace(style, '');
  return (
    page
      // The page reads without its script: the script's download waits behind the page's styles,
      // fonts and pictures.
      .replace('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
      .replace(/<html lang="[^"]*">/, `<html lang="${drawn.language}">`)
      .replace(/\s*<meta name="description"[^>]*>/, '')
      .replace(/<title>[^<]*<\/title>/, () => head)
      .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`)
  );
}

const xml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] as string,
  );

/** Every public page at its address in each language, each naming the other (hreflang). */
export function sitemapXml(
  origin: string,
  entries: { addresses: Record<Language, string>; xDefault: string }[],
): string {
  const urls = entries.flatMap((entry) => {
    const alternates = [
      ...(['ne', 'en'] as const).map(
        (language) =>
          `    <xhtml:link rel="alternate" hreflang="${language}" href="${xml(origin + entry.addresses[language])}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${xml(origin + entry.xDefault)}"/>`,
    ].join('\n');
    return (['ne', 'en'] as const).map(
      (language) =>
        `  <url>\n    <loc>${xml(origin + entry.addresses[language])}</loc>\n${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Paths that are no pages: the API, the files, the operator's endpoints. */
const NOT_PAGES = [
  '/graphql',
  '/graphiql/',
  '/schema.graphql',
  '/np/',
  '/files/',
  '/word-copies/',
  '/auth/',
  '/healthz',
  '/metrics',
];

/**
 * Crawlers keep off the signed-in screens (every route of the build's table that is not public, by
 * its fixed start: '/dashboard', '/profile') and the API; the sitemap names the rest.
 */
export function robotsTxt(origin: string, routes: BuiltRoutes | null): string {
  const screens = new Set<string>();
  for (const route of routes?.routes ?? []) {
    if (route.public) continue;
    const fixed = route.path.split('/:')[0]?.split('/*')[0] ?? '';
    if (fixed && fixed !== '/') screens.add(fixed);
  }
  // '/dashboard' covers '/dashboard/…' (a robots rule is a prefix).
  const prefixes = [...screens].filter(
    (each) => ![...screens].some((other) => other !== each && each.startsWith(`${other}/`)),
  );
  return [
    'User-agent: *',
    ...[...prefixes.sort(), ...NOT_PAGES].map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
