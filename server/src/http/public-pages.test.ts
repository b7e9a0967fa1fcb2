import { KeptPages, robotsTxt, sitemapXml } from './public-pages.js';

test('the kept pages never outgrow their bound, forgetting the least recently used first', () => {
  const kept = new KeptPages(3);
  const page = (n: number) => ({ status: 200, html: `page ${n}` });
  for (let i = 0; i < 1000; i += 1) kept.set(`/made-up-${i}`, page(i), 0);
  expect(kept.size).toBe(3);
  kept.set('/a', page(1), 0);
  kept.set('/b', page(2), 0);
  kept.set('/c', page(3), 0);
  kept.get('/a', 0); // used: kept over /b
  kept.set('/d', page(4), 0);
  expect(kept.get('/a', 0)).toBeDefined();
  expect(kept.get('/b', 0)).toBeUndefined();
});

test('a kept page is fresh for 30 s, then sent while drawn again, until 10 minutes', () => {
  const kept = new KeptPages(3);
  kept.set('/', { status: 200, html: 'x' }, 0);
  expect(kept.find('/', 29_000)?.stale).toBe(false);
  expect(kept.get('/', 31_000)).toBeUndefined();
  expect(kept.find('/', 31_000)?.stale).toBe(true);
  expect(kept.find('/', 11 * 60_000)).toBeUndefined();
});

test('the sitemap escapes what it writes', () => {
  const xml = sitemapXml('https://lekhapadi.example', [
    { addresses: { ne: '/a?lang=ne&x=<', en: '/a?lang=en' }, xDefault: '/a' },
  ]);
  expect(xml).toContain('<loc>https://lekhapadi.example/a?lang=ne&amp;x=&lt;</loc>');
  expect(xml.match(/<url>/g)).toHaveLength(2);
});

test('robots.txt disallows every route that is not public, by its fixed start', () => {
  const text = robotsTxt('https://lekhapadi.example', {
    routes: [
      { path: '/', signedIn: false, files: [], queries: [], public: true },
      { path: '/dashboard', signedIn: true, files: [], queries: [] },
      { path: '/dashboard/:serviceSlug', signedIn: true, files: [], queries: [] },
      { path: '/payment', signedIn: false, files: [], queries: [] },
      { path: '/verify/:code', signedIn: false, files: [], queries: [], public: true },
    ],
  });
  expect(text).toContain('Disallow: /dashboard\n');
  expect(text).not.toContain('Disallow: /dashboard/');
  expect(text).toContain('Disallow: /payment\n');
  expect(text).not.toContain('Disallow: /verify');
  expect(text).toContain('Disallow: /graphql');
  expect(text).toContain('Sitemap: https://lekhapadi.example/sitemap.xml');
});
