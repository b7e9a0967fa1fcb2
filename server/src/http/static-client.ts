import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ApolloServer } from '@apollo/server';
import express, { type Express } from 'express';
import type { RequestContext, Services } from '../context.js';
import { projectRoot } from '../paths.js';
import { BUILT_ROUTES_FILE, type BuiltRoute, type BuiltRoutes } from '../shared/built-routes.js';
import { bootAnswers, withBootData } from './boot-data.js';
import { publicPages, sendPage } from './public-pages.js';
import { servePrecompressed } from './precompressed.js';
import { requestContextFor, sessionTokenFromHeader } from './request-context.js';
import { readBuiltRoutes, signedInRoute, withPreloads } from './screen-preloads.js';

/**
 * Serves the built client from dist/client: hashed assets cached for a year, every other GET that
 * is not an API path answered with index.html so the client's router takes over. A signed-in
 * browser opening a signed-in path gets the page with its screens' chunks named for preloading
 * and, when its session is live, the answers to the screen's first queries (boot-data.ts): both
 * as the build's route manifest has them for the path's route.
 */
export function serveClient(
  app: Express,
  answering?: { services: Services; apollo: ApolloServer<RequestContext> },
) {
  const folder = path.join(projectRoot, 'dist', 'client');
  const indexFile = path.join(folder, 'index.html');
  const assets = path.join(folder, 'assets');
  const build = clientBuild(indexFile, path.join(folder, BUILT_ROUTES_FILE));
  app.use('/assets', servePrecompressed(assets));
  app.use('/assets', express.static(assets, { immutable: true, maxAge: '365d' }));
  app.use(express.static(folder, { index: false, maxAge: '1h' }));
  // Asked for by browsers and crawlers whatever a page names: the app's icon, not a drawn 404 page.
  app.get('/favicon.ico', (_req, res) => {
    res.sendFile(path.join(folder, 'icons', 'icon-192.png'), { maxAge: '1d' }, () => {
      if (!res.headersSent) res.status(404).end();
    });
  });
  const pages = publicPages(folder, answering);
  app.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(pages.robots(existsSync(indexFile) ? build.manifest() : null));
  });
  app.get('/sitemap.xml', async (_req, res) => {
    const sitemap = existsSync(indexFile) ? await pages.sitemap() : undefined;
    if (!sitemap) {
      res.status(503).type('text/plain').send('The client is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('application/xml').send(sitemap);
  });
  app.get(/^\/(?!graphql|graphiql\/|schema\.graphql|np\/|healthz|files\/).*/, async (req, res) => {
    if (!existsSync(indexFile)) {
      res.status(503).type('text/plain').send('The client is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    // Only a browser with a session cookie goes on to the signed-in screens: others would download
    // chunks the sign-in redirect never runs.
    const signedIn = sessionTokenFromHeader(req.headers.cookie) !== undefined;
    const route = signedIn ? build.signedInRoute(req.path) : undefined;
    if (!route) {
      // A visitor opening a public page gets it drawn, in their language (public-pages.ts); a
      // browser with a session gets the page as before, and its script decides (the landing
      // sends a signed-in person to the dashboard).
      const page = signedIn ? undefined : await pages.pageFor(req, res, build.pageBuild());
      if (!page) {
        res.sendFile(indexFile);
        return;
      }
      sendPage(req, res, page);
      return;
    }
    const answers = answering ? await answersFor(answering, route, req, res) : [];
    // A page with one user's data is kept by no cache (nor by the service worker: client/public/sw.js).
    if (answers.length > 0) res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(withBootData(build.pageFor(route), answers));
  });
}

/** The answers a page carries: only for a page the browser navigates to, and a live session. */
async function answersFor(
  { services, apollo }: { services: Services; apollo: ApolloServer<RequestContext> },
  { queries }: BuiltRoute,
  req: express.Request,
  res: express.Response,
) {
  // A fetch of the page (the service worker's install) must not carry a user's data into a cache.
  if (req.headers['sec-fetch-mode'] !== 'navigate') return [];
  if (queries.length === 0) return [];
  try {
    const context = await requestContextFor(services, req, res);
    return context.user ? await bootAnswers(apollo, context, queries) : [];
  } catch (error) {
    // The database away (a restart): the page still loads, and its screens ask as they always did
    // (and show that the service is unavailable) instead of the browser getting an error page.
    services.logger.warn({ err: error }, 'page sent without its first answers');
    return [];
  }
}

/**
 * The build's route manifest, and index.html with the preloads of each route, kept until the
 * client is built again (the page's modification time changes, and with it every chunk's name).
 */
function clientBuild(indexFile: string, routesFile: string) {
  let builtAt = 0;
  let manifest: BuiltRoutes | null = null;
  let pages = new Map<string, string>();
  const current = () => {
    const mtime = statSync(indexFile).mtimeMs;
    if (mtime !== builtAt) {
      builtAt = mtime;
      manifest = readBuiltRoutes(routesFile);
      pages = new Map();
      index = '';
    }
  };
  let index = '';
  return {
    manifest(): BuiltRoutes | null {
      current();
      return manifest;
    },
    /** What a public page is drawn into (public-pages.ts). */
    pageBuild() {
      current();
      index ||= readFileSync(indexFile, 'utf8');
      return { index, routes: manifest };
    },
    signedInRoute(pathname: string): BuiltRoute | undefined {
      current();
      return signedInRoute(manifest, pathname);
    },
    pageFor(route: BuiltRoute): string {
      current();
      let page = pages.get(route.path);
      if (page === undefined) {
        page = withPreloads(readFileSync(indexFile, 'utf8'), route.files);
        pages.set(route.path, page);
      }
      return page;
    },
  };
}
