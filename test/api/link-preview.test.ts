import { existsSync } from 'node:fs';
import path from 'node:path';
import ogs from 'open-graph-scraper';
import { listWorks } from '../../server/src/modules/works/catalog.js';
import { projectRoot } from '../../server/src/paths.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

// What a link preview shows when someone shares a page in Viber, WhatsApp, Facebook or X: an Open
// Graph reader (open-graph-scraper, the parser many preview services use) fetches the page as those
// crawlers do, without running its script, and must find a title, a description and an image from
// the page's own Open Graph tags (not from fallbacks such as <title>), and the image must be there:
// a PNG of 1200 × 630, as the tags say. Needs the client built (`npm run build:client`).

const built = existsSync(path.join(projectRoot, 'dist', 'ssr', 'entry-server.js'));
const maybe = built ? describe : describe.skip;

// The crawlers' own names, as they send them: a server that answered them differently (or asked
// them to run a script) would show nothing in the preview.
const CRAWLERS = [
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'WhatsApp/2.23.20.0 A',
  'Twitterbot/1.0',
  'Viber/22.0 (Linux; Android 13)',
];

let server: TestServer;
beforeAll(async () => {
  if (built) server = await startTestServer();
}, 120_000);
afterAll(() => server?.stop());

/** The site's public origin (PUBLIC_URL), which the tags write their addresses with. */
const origin = () => new URL(server.services.config.PUBLIC_URL).origin;

async function preview(address: string, userAgent: string) {
  const { error, result } = await ogs({
    url: `${server.url}${address}`,
    fetchOptions: { headers: { 'user-agent': userAgent } },
    // The page's Open Graph tags only: a title found in <title> would hide a missing og:title.
    onlyGetOpenGraphInfo: true,
    timeout: 30,
  });
  expect(error).toBe(false);
  return result;
}

/** The width and height a PNG's header gives (its IHDR chunk). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Fetches an image the tags name (written with the public origin) from this test's server. */
async function fetchImage(imageUrl: string) {
  expect(imageUrl.startsWith(`${origin()}/`)).toBe(true);
  const response = await fetch(`${server.url}${imageUrl.slice(origin().length)}`);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

const WORKS = listWorks();
const CASES = WORKS.flatMap((work, index) =>
  (['ne', 'en'] as const).map((language) => ({
    key: work.key,
    language,
    name: language === 'ne' ? work.nameNe : work.nameEn,
    address: language === 'ne' ? `/ne/kagajat/${work.key}` : `/en/documents/${work.key}`,
    crawler: CRAWLERS[index % CRAWLERS.length]!,
  })),
);

maybe('link previews', () => {
  test.each(CASES)(
    'the page of $key in $language, read as $crawler: its title, description and a 1200 × 630 image',
    async ({ key, language, name, address, crawler }) => {
      const result = await preview(address, crawler);
      expect(result.ogTitle).toContain(name);
      expect(result.ogDescription?.trim().length).toBeGreaterThan(20);
      expect(result.ogUrl).toBe(`${origin()}${address}`);
      expect(result.ogLocale).toBe(language === 'ne' ? 'ne_NP' : 'en_US');
      expect(result.twitterCard).toBe('summary_large_image');
      const [image] = result.ogImage ?? [];
      expect(image?.url).toBe(`${origin()}/specimens/${key}.og.png`);
      expect([Number(image?.width), Number(image?.height)]).toEqual([1200, 630]);
      const fetched = await fetchImage(image!.url);
      expect([fetched.status, fetched.type]).toEqual([200, 'image/png']);
      expect(pngSize(fetched.bytes)).toEqual({ width: 1200, height: 630 });
    },
  );

  test.each(['ne', 'en'] as const)(
    'the landing page in %s: its title, description and the site’s own image',
    async (language) => {
      const result = await preview(`/?lang=${language}`, CRAWLERS[0]!);
      expect(result.ogTitle?.trim().length).toBeGreaterThan(5);
      expect(result.ogDescription?.trim().length).toBeGreaterThan(20);
      expect(result.ogLocale).toBe(language === 'ne' ? 'ne_NP' : 'en_US');
      const [image] = result.ogImage ?? [];
      const fetched = await fetchImage(image!.url);
      expect([fetched.status, fetched.type]).toEqual([200, 'image/png']);
      expect(pngSize(fetched.bytes)).toEqual({ width: 1200, height: 630 });
    },
  );
});
