import { existsSync } from 'node:fs';
import path from 'node:path';
import { listWorks } from '../../server/src/modules/works/catalog.js';
import { projectRoot } from '../../server/src/paths.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// The public pages as the server sends them (server/src/http/public-pages.ts, drawn by the build of
// client/src/entry-server.tsx): each page's heading and text in each language in the HTML itself,
// its head (title, description, canonical, alternates, Open Graph, Twitter), the sitemap and
// robots.txt, and what an attacker's address, header or cookie can and cannot do to them.
// Needs the client built (`npm run build:client`): the pages are the build's.

// The screens' texts, as the client has them. Loaded at run time: the server's type check does not
// follow the client's imports (they resolve as the client's bundler does).
// biome-ignore lint/suspicious/noExplicitAny: the texts' shapes are the client's, read at run time
type AnyTexts = Record<'en' | 'ne', any>;
let homeTexts: AnyTexts;
let aboutTexts: AnyTexts;
let servicesTexts: AnyTexts;
let blogsTexts: AnyTexts;
let notFoundTexts: AnyTexts;
const textsOf = async (file: string, name: string): Promise<AnyTexts> =>
  (await import(path.join(projectRoot, 'client', 'src', 'routes', file)))[name];

const built = existsSync(path.join(projectRoot, 'dist', 'ssr', 'entry-server.js'));
const maybe = built ? describe : describe.skip;

let server: TestServer;
beforeAll(async () => {
  homeTexts = await textsOf('home/home.texts.ts', 'homeTexts');
  aboutTexts = await textsOf('about/about.texts.ts', 'aboutTexts');
  servicesTexts = await textsOf('services/services.texts.ts', 'servicesTexts');
  blogsTexts = await textsOf('blogs/Blogs.texts.ts', 'blogsTexts');
  notFoundTexts = await textsOf('not-found/not-found.texts.ts', 'notFoundTexts');
  if (built) server = await startTestServer();
}, 120_000);
afterAll(() => server?.stop());

const get = async (address: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.url}${address}`, { headers, redirect: 'manual' });
  return { status: response.status, headers: response.headers, text: await response.text() };
};

/** The site's public origin (PUBLIC_URL), which its addresses are written with. */
const origin = () => new URL(server.services.config.PUBLIC_URL).origin;
const originOf = origin;

/** The app's markup (inside #root), apart from the head. */
const bodyOf = (html: string) => html.slice(html.indexOf('<div id="root">'));
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

const LANGUAGES = ['ne', 'en'] as const;
type Language = (typeof LANGUAGES)[number];

/** Each public page with a heading and a piece of its text in each language, from its texts file. */
const PAGES: { path: string; texts: (language: Language) => string[] }[] = [
  { path: '/', texts: (l) => [homeTexts[l].hero.title, homeTexts[l].catalogue.title] },
  { path: '/about', texts: (l) => [aboutTexts[l].title, aboutTexts[l].howItWorks.title] },
  { path: '/services', texts: (l) => [servicesTexts[l].title, servicesTexts[l].categories.ward.title] },
  { path: '/blogs', texts: (l) => [blogsTexts[l].list.title, blogsTexts[l].list.intro] },
  { path: '/blogs/first-document', texts: (l) => [blogsTexts[l].back] },
  { path: '/pricing', texts: () => [] },
];

maybe('every public page, in both languages', () => {
  test.each(PAGES.flatMap((page) => LANGUAGES.map((language) => [page.path, language] as const)))(
    '%s in %s: the page itself, and its head',
    async (pagePath, language) => {
      const page = PAGES.find((each) => each.path === pagePath)!;
      const { status, headers, text } = await get(`${pagePath}?lang=${language}`);
      expect(status).toBe(200);
      expect(headers.get('content-type')).toMatch(/^text\/html/);
      expect(text).toContain(`<html lang="${language}">`);
      const body = bodyOf(text);
      for (const expected of page.texts(language)) expect(body).toContain(escapeText(expected));
      expect(body).toMatch(/<h1[^>]*>/);
      const head = headOf(text);
      const url = `${origin()}${pagePath}`;
      expect(head).toMatch(/<title>[^<]+<\/title>/);
      expect(head).toMatch(/<meta name="description" content="[^"]+"/);
      expect(head).toContain(`<link rel="canonical" href="${url}?lang=${language}" />`);
      for (const each of LANGUAGES)
        expect(head).toContain(`<link rel="alternate" hreflang="${each}" href="${url}?lang=${each}" />`);
      expect(head).toContain(`<link rel="alternate" hreflang="x-default" href="${url}" />`);
      for (const property of ['og:title', 'og:description', 'og:image', 'og:url', 'og:locale'])
        expect(head).toMatch(new RegExp(`<meta property="${property}" content="[^"]+"`));
      expect(head).toContain(
        `<meta property="og:locale" content="${language === 'ne' ? 'ne_NP' : 'en_US'}" />`,
      );
      expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
      expect(head).not.toContain('noindex');
      // One title, one description: the page's generic ones are replaced.
      expect(head.match(/<title>/g)).toHaveLength(1);
      expect(head.match(/<meta name="description"/g)).toHaveLength(1);
      // The state the browser takes the page over from, and the style sheet before any script runs.
      expect(head).toMatch(/<script type="application\/json" id="page-state">/);
      expect(head).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/index-[\w-]+\.css">/);
      expect(head.indexOf('rel="stylesheet"')).toBeLessThan(head.indexOf('<script type="module"'));
    },
  );

  test('the services page lists the works of the catalogue, the landing their counts', async () => {
    const services = bodyOf((await get('/services?lang=en')).text);
    expect(services).toContain('Citizenship recommendation');
    const landing = bodyOf((await get('/?lang=ne')).text);
    expect(landing).toContain('नागरिकता सिफारिस');
  });

  test('without ?lang=, the cookie the language switch writes decides, then Accept-Language, then English', async () => {
    const title = (language: Language) => escapeText(homeTexts[language].hero.title);
    expect((await get('/', { cookie: 'lekhapadi-language=ne' })).text).toContain(title('ne'));
    expect((await get('/', { 'accept-language': 'ne-NP,ne;q=0.9,en;q=0.8' })).text).toContain(title('ne'));
    expect((await get('/', { 'accept-language': 'fr, en;q=0.5, ne;q=0.9' })).text).toContain(title('ne'));
    expect((await get('/', { 'accept-language': 'de-DE' })).text).toContain(title('en'));
    expect((await get('/')).text).toContain(title('en'));
    // The address outranks both.
    expect((await get('/?lang=en', { cookie: 'lekhapadi-language=ne' })).text).toContain(title('en'));
    const sent = await get('/');
    expect(sent.headers.get('vary')).toMatch(/Cookie/);
    expect(sent.headers.get('vary')).toMatch(/Accept-Language/);
  });

  test('a browser with a session gets the page as before: its script decides (the landing sends it to the dashboard)', async () => {
    const { status, text } = await get('/', { cookie: 'lekhapadi_session=whatever' });
    expect(status).toBe(200);
    expect(text).toContain('<div id="root"></div>');
    expect(text).not.toContain('id="page-state"');
  });
});

/** A work's page addresses: each names its language. */
const WORK_PAGE: Record<Language, (key: string) => string> = {
  ne: (key) => `/ne/kagajat/${key}`,
  en: (key) => `/en/documents/${key}`,
};

maybe('a page for every work, in both languages', () => {
  const works = listWorks();
  test.each(works.flatMap((work) => LANGUAGES.map((language) => [work.key, language, work] as const)))(
    '%s in %s: its name, what it is for, who signs it and where it goes, in the HTML; its head',
    async (key, language, work) => {
      const address = WORK_PAGE[language](key);
      const { status, text } = await get(address);
      expect(status).toBe(200);
      expect(text).toContain(`<html lang="${language}">`);
      const body = bodyOf(text);
      const name = language === 'ne' ? work.nameNe : work.nameEn;
      expect(body).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(escapeText(name))}</h1>`));
      const said =
        language === 'ne'
          ? [work.descriptionNe, work.signerNe, work.officeNe]
          : [work.descriptionEn ?? '', work.signerEn, work.officeEn];
      for (const expected of said) expect(body).toContain(escapeText(expected));
      expect(body).toContain(`/specimens/${key}.webp`);
      const head = headOf(text);
      expect(head).toContain(`<link rel="canonical" href="${origin()}${address}" />`);
      for (const each of LANGUAGES)
        expect(head).toContain(
          `<link rel="alternate" hreflang="${each}" href="${origin()}${WORK_PAGE[each](key)}" />`,
        );
      expect(head).toContain(`<meta property="og:image" content="${origin()}/specimens/${key}.og.png" />`);
      expect(head).toMatch(/<meta property="og:title" content="[^"]+" \/>/);
      expect(head).toMatch(/<meta property="og:description" content="[^"]+" \/>/);
      const structured = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)?.[1];
      expect(JSON.parse(structured ?? 'null')).toMatchObject({ '@type': 'HowTo', inLanguage: language });
    },
  );

  test.each(LANGUAGES)('an unknown work is the not-found page, 404, not indexed (%s)', async (language) => {
    const { status, text } = await get(WORK_PAGE[language]('no-such-work'));
    expect(status).toBe(404);
    expect(bodyOf(text)).toContain(escapeText(notFoundTexts[language].title));
    expect(headOf(text)).toContain('noindex');
  });

  test('the sitemap lists every work once, with both languages’ addresses', async () => {
    const { text } = await get('/sitemap.xml');
    for (const work of works) {
      for (const language of LANGUAGES)
        expect(text).toContain(`href="${origin()}${WORK_PAGE[language](work.key)}"`);
      expect(text.split(`<loc>${origin()}${WORK_PAGE.ne(work.key)}</loc>`)).toHaveLength(2);
    }
  });
});

maybe('not found', () => {
  test.each(LANGUAGES)('an unknown article is a 404 page, not indexed (%s)', async (language) => {
    const { status, text } = await get(`/blogs/no-such-article?lang=${language}`);
    expect(status).toBe(404);
    expect(bodyOf(text)).toContain(escapeText(blogsTexts[language].notFound.title));
    expect(headOf(text)).toContain('<meta name="robots" content="noindex" />');
    expect(headOf(text)).not.toContain('rel="canonical"');
  });

  test('an unknown address is the not-found page, 404, not indexed', async () => {
    const { status, text } = await get('/no/such/page?lang=en');
    expect(status).toBe(404);
    expect(bodyOf(text)).toContain(notFoundTexts.en.title);
    expect(headOf(text)).toContain('noindex');
  });
});

maybe('an attacker’s address, headers and cookies', () => {
  const PAYLOAD = `"'><script>alert(1)</script><img src=x onerror=alert(2)>`;

  test('a path with markup and quotes is never written into the page unescaped', async () => {
    for (const address of [
      `/blogs/${encodeURIComponent(PAYLOAD)}`,
      `/verify/${encodeURIComponent(PAYLOAD)}`,
      `/${encodeURIComponent(PAYLOAD)}`,
      `/about?lang=${encodeURIComponent(PAYLOAD)}`,
      `/about?x=${encodeURIComponent(PAYLOAD)}`,
    ]) {
      const { text } = await get(address);
      expect({ address, found: text.includes('<script>alert(1)') }).toEqual({ address, found: false });
      // The payload may be shown as text (the verification page names the code it looked up), escaped.
      expect(text).not.toContain('<img src=x');
      expect(text).not.toMatch(/<[^>]*\sonerror=/);
      // Only the page's own scripts: the colour scheme's, the page script, and data blocks.
      const scripts = text.match(/<script[^>]*>/g) ?? [];
      for (const script of scripts)
        expect(script).toMatch(
          /^<script (src="\/color-scheme\.js"|type="module" fetchpriority="low" crossorigin src="\/assets\/|type="application\/(json|ld\+json)")/,
        );
    }
  });

  test('a document code with quotes is escaped in the verification page’s head and state', async () => {
    const { status, text } = await get(`/verify/${encodeURIComponent(PAYLOAD)}?lang=en`);
    expect(status).toBe(200);
    expect(headOf(text)).toContain('noindex');
    const state =
      /<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(text)?.[1] ?? '';
    expect(state).not.toContain('<');
    expect(JSON.parse(state).path).toBe(`/verify/${encodeURIComponent(PAYLOAD)}`);
  });

  test('a very long path, an odd Accept-Language and a huge cookie give a page, in English', async () => {
    const long = await get(`/${'a'.repeat(5000)}`);
    expect(long.status).toBe(404);
    expect(long.text).not.toContain('a'.repeat(400));
    for (const acceptLanguage of [
      '*',
      ';;;,,,q=',
      'ne;q=abc, en;q=-1',
      `${'x-'.repeat(2000)}ne`,
      '<script>alert(1)</script>',
      Array.from({ length: 500 }, (_, i) => `l${i};q=0.${i % 10}`).join(','),
    ]) {
      const { status, text } = await get('/about', { 'accept-language': acceptLanguage });
      expect(status).toBe(200);
      expect(text).not.toContain('<script>alert(1)');
      expect(text).toMatch(/<html lang="(en|ne)">/);
    }
    const huge = await get('/about', { cookie: `a=${'b'.repeat(7000)}; lekhapadi-language=<script>` });
    expect([200, 431]).toContain(huge.status);
    expect(huge.text).not.toContain('<script>"');
    if (huge.status === 200) expect(huge.text).toContain('<html lang="en">');
  });

  test('made-up addresses do not grow the kept pages beyond their bound', async () => {
    for (let i = 0; i < 300; i += 1) {
      const { status } = await get(`/blogs/made-up-${i}?lang=${i % 2 ? 'en' : 'ne'}`);
      expect(status).toBe(404);
    }
    for (let i = 0; i < 50; i += 1) expect((await get(`/nothing-${i}`)).status).toBe(404);
    // (The bound itself: server/src/http/public-pages.test.ts.) The real pages are still there and still right.
    expect(bodyOf((await get('/about?lang=en')).text)).toContain(aboutTexts.en.title);
  });
});

maybe('findable', () => {
  test('/favicon.ico is the app’s icon, not a page drawn for an unknown address', async () => {
    const response = await fetch(`${server.url}/favicon.ico`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  test('the sitemap lists every public page in both languages, each naming the other, and no signed-in path', async () => {
    const { status, headers, text } = await get('/sitemap.xml');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/xml/);
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(wellFormed(text)).toBe(true);
    const origin = originOf();
    const locs = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const page of PAGES)
      for (const language of LANGUAGES) expect(locs).toContain(`${origin}${page.path}?lang=${language}`);
    for (const path of ['/dashboard', '/profile', '/payment', '/verify', '/graphql', '/reset-password'])
      expect(locs.some((loc) => loc?.startsWith(`${origin}${path}`))).toBe(false);
    // Each address with its alternates in ne, en and x-default.
    const urls = text.split('<url>').slice(1);
    expect(urls.length).toBe(locs.length);
    for (const url of urls) {
      expect(url).toMatch(/hreflang="ne"/);
      expect(url).toMatch(/hreflang="en"/);
      expect(url).toMatch(/hreflang="x-default"/);
    }
  });

  test('robots.txt keeps crawlers off the signed-in screens and the API, and names the sitemap', async () => {
    const { status, text } = await get('/robots.txt');
    expect(status).toBe(200);
    const disallowed = [...text.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1]);
    for (const path of ['/dashboard', '/profile', '/payment', '/graphql', '/np/', '/files/'])
      expect(disallowed).toContain(path);
    for (const path of ['/', '/about', '/services', '/blogs', '/pricing'])
      expect(disallowed.some((rule) => rule && (path === rule || path.startsWith(rule)))).toBe(false);
    expect(text).toMatch(/^Sitemap: http:\/\/[^/]+\/sitemap\.xml$/m);
  });
});

/** Text as React writes it into HTML. */
function escapeText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

/** Whether every tag the document opens is closed in order (enough for a generated sitemap). */
function wellFormed(document: string): boolean {
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of document
    .replace(/<\?xml[^>]*\?>/, '')
    .matchAll(/<(\/?)([\w:]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name as string);
  }
  return stack.length === 0 && !/&(?!amp;|lt;|gt;|quot;|apos;)/.test(document);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
