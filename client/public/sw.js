// The app shell, offline. This worker keeps only what is the same for every user, and only what
// its allow-list names: the page (index.html, without a signed-in page's answers), the built
// scripts, styles and fonts (hashed, so never stale), the icons, images and manifest. Nothing
// else is ever stored or answered from a cache: not the GraphQL or REST answers, not the PDFs,
// Word copies (/word-copies/…) or stored files (/files/…), not any response its server marks
// private or no-store. Those carry one user's data, and a phone can be shared. Everything it does
// not know goes to the network as if it were not here. When a user signs out (or their session
// is gone) the page asks it to forget everything outside the allow-list (a message, below).

const SHELL = 'lekhapadi-shell-v1';
const ASSETS = 'lekhapadi-assets-v1';
const PAGE = '/index.html';
/** In SHELL: the page script of the release whose built files ASSETS holds. */
const RELEASE = '/sw/release';
/** The built files of the release being served (written by the build: client/vite/asset-list.ts). */
const ASSET_LIST = '/asset-files.json';
/** '/index.html' is the page as built: '/' is the landing as the server draws it, in one language. */
const PRECACHE = [PAGE, '/manifest.webmanifest', '/icons/icon-192.png', '/icons/icon-512.png'];

/** The built files: their names carry their content hash. */
const BUILT = /^\/assets\/[^/]+$/;
/** The public files that are the same for everyone (client/public), refreshed behind the kept copy. */
const PUBLIC_FILES =
  /^\/(icons\/[^/]+\.(png|svg)|images\/[\w./-]+\.(png|svg|jpg|webp)|manifest\.webmanifest|color-scheme\.js)$/;
/** Paths that are never pages: a navigation to one (a download) is left to the network. */
const NOT_PAGES =
  /^\/(graphql|graphiql\/|schema\.graphql|np\/|files\/|word-copies\/|healthz|livez|readyz|metrics|auth\/|sw\.js)/;

/** Whether the worker may keep this path at all: the allow-list. */
const mayKeep = (pathname) =>
  pathname === PAGE || pathname === RELEASE || BUILT.test(pathname) || PUBLIC_FILES.test(pathname);

/** A response its server says is one user's, or must not be stored. */
const isPrivate = (response) => /no-store|private/.test(response.headers.get('Cache-Control') ?? '');

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) =>
        Promise.all(
          PRECACHE.map((path) =>
            fetch(path, { cache: 'no-cache' }).then((response) =>
              response.ok ? cache.put(path, response) : undefined,
            ),
          ),
        ),
      )
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      // An earlier worker kept more than the allow-list (Word copies among it): forget it now.
      .then(() => forgetAllButTheShell())
      .then(() => self.clients.claim()),
  );
});

/**
 * Deletes every cache but the shell's two, and in those every entry the allow-list does not name:
 * whatever was kept for a user, by this worker or an earlier one.
 */
async function forgetAllButTheShell() {
  for (const name of await caches.keys()) {
    if (name !== SHELL && name !== ASSETS) {
      await caches.delete(name);
      continue;
    }
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      if (url.origin !== self.location.origin || !mayKeep(url.pathname)) await cache.delete(request);
    }
  }
}

// The page says a user signed out, or their session is gone: forget what was kept, then answer.
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'forget-user') return;
  event.waitUntil(
    forgetAllButTheShell()
      .catch(() => undefined)
      .then(() => event.ports[0]?.postMessage({ type: 'forgotten' })),
  );
});

/**
 * The page as the shell keeps it, or null when it is not the shell: a public page the server drew
 * (server/src/http/public-pages.ts) holds one path's content in one language, and opened offline at
 * another path it would show the wrong page; the shell stays the one kept at install. A signed-in
 * page carries its user's first answers (a JSON block, server/src/http/boot-data.ts, and
 * Cache-Control: no-store); the kept copy drops them.
 */
async function asShell(response) {
  const text = await response.text();
  if (text.includes('id="page-state"')) return null;
  const page = /no-store/.test(response.headers.get('Cache-Control') ?? '')
    ? text.replace(/\s*<script type="application\/json" id="boot-data">[\s\S]*?<\/script>/, '')
    : text;
  return new Response(page, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  // Pages: the network first (a new release shows at once); offline, the kept shell.
  if (request.mode === 'navigate') {
    if (NOT_PAGES.test(url.pathname)) return;
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok && /^text\/html/.test(response.headers.get('Content-Type') ?? '')) {
            const copy = response.clone();
            void asShell(copy).then(
              (page) => page && caches.open(SHELL).then((cache) => cache.put(PAGE, page)),
            );
            event.waitUntil(forgetEarlierReleases(response.clone()).catch(() => undefined));
          }
          return response;
        })
        .catch(() => caches.match(PAGE).then((cached) => cached ?? Response.error())),
    );
    return;
  }

  // Built files carry their content hash in their name: once kept, always right.
  if (BUILT.test(url.pathname)) {
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ??
          fetch(request).then((response) => {
            if (response.ok && !isPrivate(response)) {
              const copy = response.clone();
              void caches.open(ASSETS).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
    return;
  }

  // Anything else the allow-list does not name goes to the network, untouched.
  if (!PUBLIC_FILES.test(url.pathname)) return;

  // Icons, images, the manifest: the kept copy at once, refreshed behind it.
  event.respondWith(
    caches.match(request).then((cached) => {
      const fresh = fetch(request)
        .then((response) => {
          if (response.ok && !isPrivate(response)) {
            const copy = response.clone();
            void caches.open(SHELL).then((cache) => cache.put(request, copy));
          }
          return response;
        })
        .catch(() => cached ?? Response.error());
      return cached ?? fresh;
    }),
  );
});

/**
 * Built files carry their content hash in their names, so every release adds new ones and the old
 * ones are never asked for again. When a page names a page script other than the one remembered, a
 * new release is being served: its list of files says which kept files to forget. The first page a
 * worker sees only starts the record (there is nothing older to forget), so a first visit on a slow
 * line asks for nothing more.
 */
async function forgetEarlierReleases(page) {
  const script = /<script type="module"[^>]*\ssrc="(\/assets\/[^"]+)"/.exec(await page.text())?.[1];
  if (!script) return;
  const shell = await caches.open(SHELL);
  const remembered = await shell.match(RELEASE);
  if (remembered && (await remembered.text()) === script) return;
  if (remembered) {
    const listed = await fetch(ASSET_LIST, { cache: 'no-cache' });
    if (!listed.ok) return;
    const current = new Set((await listed.json()).files);
    const assets = await caches.open(ASSETS);
    for (const kept of await assets.keys()) {
      if (!current.has(new URL(kept.url).pathname)) await assets.delete(kept);
    }
  }
  await shell.put(RELEASE, new Response(script));
}
