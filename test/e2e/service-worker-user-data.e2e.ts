import type { Browser, Page } from 'playwright-core';
import { type RunningApp, startApp } from './support/app.js';
import { launchBrowser } from './support/browser.js';
import { generateThroughApi, prepareApplicant } from './support/documents.js';
import { signedInContext } from './support/session.js';

// A phone is shared. The service worker once kept every Word copy a user opened (/word-copies/<id>,
// the applicant's data) in Cache Storage, after logout too. It now keeps only what its allow-list
// names, and at logout forgets everything else, also what an earlier worker kept.
let app: RunningApp;
let browser: Browser;
beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Every URL in Cache Storage, as the page sees it: path and query. */
const keptUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        urls.push(`${name} ${url.pathname}${url.search}`);
      }
    }
    return urls;
  });

/** What only the app shell may hold: the page, the built files, the public icons and images. */
const SHELL_ONLY =
  /^lekhapadi-(shell|assets)-v1 \/(index\.html|sw\/release|assets\/[^/?]+|icons\/[^/?]+|images\/[^?]+|manifest\.webmanifest|color-scheme\.js)$/;

test('after opening a PDF and its Word copy and logging out, Cache Storage holds nothing of the user', async () => {
  const { context, api } = await signedInContext(app, browser);
  await prepareApplicant(api);
  await generateThroughApi(api, 1);
  const history = await api.graphql(`{ documents(first: 1) { edges { node { id } } } }`);
  const { id } = history.data.documents.edges[0].node;

  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await page.goto(`${app.url}/dashboard`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // Opened again, the page is under the worker: everything it fetches passes through it.
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  // What an earlier worker left behind: a Word copy in the shell's cache, answers in a cache of its own.
  await page.evaluate(async () => {
    await (await caches.open('lekhapadi-shell-v1')).put('/word-copies/left-behind', new Response('PK'));
    await (await caches.open('lekhapadi-user-v0')).put('/graphql?operationName=Me', new Response('{}'));
  });

  // The document's page: the PDF drawn in the viewer, then both downloads.
  await page.goto(`${app.url}/dashboard/printdocument/${id}`);
  await page.locator('.react-pdf__Page canvas').first().waitFor();
  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  await pdf;
  const word = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Word \(DOCX\)/ }).click();
  await word;
  // Signed in, the worker keeps nothing of what the user opened (only the planted leftovers are there).
  const whileSignedIn = (await keptUrls(page)).filter(
    (url) => !url.endsWith('/word-copies/left-behind') && !url.startsWith('lekhapadi-user-v0 '),
  );
  expect(whileSignedIn.filter((url) => !SHELL_ONLY.test(url))).toEqual([]);
  expect(whileSignedIn.length).toBeGreaterThan(0);

  await page.goto(`${app.url}/dashboard`);
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await page.getByText('Logged Out Successfully').waitFor();
  // The worker answers the page's request to forget; wait for its work to show, with a ceiling.
  await page.waitForFunction(
    async () => {
      const names = await caches.keys();
      const shell = await caches.open('lekhapadi-shell-v1');
      return !names.includes('lekhapadi-user-v0') && !(await shell.match('/word-copies/left-behind'));
    },
    undefined,
    { polling: 200, timeout: 30_000 },
  );
  const afterLogout = await keptUrls(page);
  expect(afterLogout.filter((url) => !SHELL_ONLY.test(url))).toEqual([]);
  expect(afterLogout.some((url) => /word-copies|\/files\/|graphql|\/np\//.test(url))).toBe(false);
  // The shell is still there: the app starts offline for the next person.
  expect(afterLogout.some((url) => url.endsWith(' /index.html'))).toBe(true);
  await context.close();
});
