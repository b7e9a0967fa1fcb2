// The app shell, offline. This worker keeps only what is the same for every user: the page
// (index.html), the built scripts, styles and fonts (hashed, so never stale), the icons and images.
// It never stores GraphQL, REST or file responses: those carry one user's data, and a phone can
// be shared. Everything it does not know goes to the network as if it were not here.

const SHELL = 'lekhapadi-shell-v1';
const ASSETS = 'lekhapadi-assets-v1';
const PAGE = '/index.html';
/** In SHELL: the page script of the release whose built files ASSETS holds. */
const RELEASE = '/sw/release';
/** The built files of the release being served (written by the build: client/vite/asset-list.ts). */
const ASSET_LIST = '/asset-files.json';
const PRECACHE = ['/', '/manifest.webmanifest', '/icons/icon-192.png', '/icons/icon-512.png'];

/** Paths with user data or live answers: never read from or written to a cache. */
const NEVER_CACHED = /^\/(graphql|np\/|files\/|healthz|auth\/)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) =>
        Promise.all(
          PRECACHE.map((path) =>
            fetch(path, { cache: 'no-cache' }).then((response) =>
              response.ok ? cache.put(path === '/' ? PAGE : path, response) : undefined,
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
      .then((names) =>
        Promise.all(names.filter((n) => n !== SHELL && n !== ASSETS).map((n) => caches.delete(n))),
      )
      .then(() => self.clients.claim()),
  );
});

/**
 * The page as the shell keeps it: a signed-in page carries its user's first answers (a JSON block,
 * server/src/http/boot-data.ts, and Cache-Control: no-store); the kept copy drops them.
 */
async function withoutUserData(response) {
  if (!/no-store/.test(response.headers.get('Cache-Control') ?? '')) return response;
  const page = (await response.text()).replace(
    /\s*<script type="application\/json" id="boot-data">[\s\S]*?<\/script>/,
    '',
  );
  return new Response(page, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER_CACHED.test(url.pathname)) return;

  // Pages: the network first (a new release shows at once); offline, the kept shell.
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            void withoutUserData(copy).then((page) =>
              caches.open(SHELL).then((cache) => cache.put(PAGE, page)),
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
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ??
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(ASSETS).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
    return;
  }

  // Icons, images, the manifest: the kept copy at once, refreshed behind it.
  event.respondWith(
    caches.match(request).then((cached) => {
      const fresh = fetch(request)
        .then((response) => {
          if (response.ok) {
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
