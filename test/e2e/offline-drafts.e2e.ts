import type { Browser, Page } from 'playwright-core';
import { type RunningApp, startApp } from './support/app.js';
import { launchBrowser } from './support/browser.js';
import { WORK, prepareApplicant } from './support/documents.js';
import { signedInContext } from './support/session.js';

// A phone on a patchy line: what is typed survives a reload and shows in a new tab; Generate while
// offline says so and sends once the connection is back; the app shell starts without a network.
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

const PHONE = { width: 360, height: 740 };
const TYPED_NAME = 'गीता शर्मा';
const OFFLINE_GENERATE = 'You are offline. Your document will be sent when the connection returns.';

async function openForm(page: Page) {
  await page.goto(`${app.url}/dashboard/lekhapadi?work=${WORK}`);
  const name = page.getByPlaceholder('Enter Full Name', { exact: true });
  await name.waitFor();
  return name;
}

test('a draft survives a reload and a new tab; Generate offline waits for the connection', async () => {
  const { context, api } = await signedInContext(app, browser, PHONE);
  const values = await prepareApplicant(api);
  await api.graphql(
    `mutation D($input: ProfileDetailsInput!) { updateProfileDetails(input: $input) { details { grandfatherName } } }`,
    { input: { grandfatherName: 'राम शर्मा' } },
  );
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);

  const name = await openForm(page);
  await page.waitForFunction(() =>
    Boolean(document.querySelector<HTMLInputElement>('input[placeholder="Enter Full Name"]')?.value),
  );
  expect(await name.inputValue()).toBe(values.fullName);
  await name.fill(TYPED_NAME);
  // Saved as typed: a moment later it is on the device.
  await page.waitForTimeout(800);

  await page.reload();
  await page.getByPlaceholder('Enter Full Name', { exact: true }).waitFor();
  await page.waitForFunction(
    (typed) =>
      document.querySelector<HTMLInputElement>('input[placeholder="Enter Full Name"]')?.value === typed,
    TYPED_NAME,
  );

  const secondTab = await context.newPage();
  const nameThere = await openForm(secondTab);
  await secondTab.waitForFunction(
    (typed) =>
      document.querySelector<HTMLInputElement>('input[placeholder="Enter Full Name"]')?.value === typed,
    TYPED_NAME,
  );
  expect(await nameThere.inputValue()).toBe(TYPED_NAME);
  await secondTab.close();

  // The shell is kept for offline starts.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  await context.setOffline(true);
  await page.getByText('You are offline.', { exact: false }).first().waitFor();
  // Checking the answers needs no connection; Generate then waits for it.
  await page.getByRole('button', { name: 'Check your answers' }).click();
  await page.getByRole('button', { name: 'Generate' }).click();
  await page.getByText(OFFLINE_GENERATE).waitFor();
  await page.waitForTimeout(1000);
  expect(page.url()).toBe(`${app.url}/dashboard/lekhapadi?work=${WORK}&step=check`);

  await context.setOffline(false);
  await page.waitForURL(/\/dashboard\/printdocument\/[0-9a-f-]{36}$/);
  await page.locator('[data-rendered-pages]:not([data-rendered-pages="0"])').waitFor();
  const history = await api.graphql(`{ documents(first: 5) { totalCount } }`);
  expect(history.data.documents.totalCount).toBe(1);

  // Generated: the draft is gone, the form starts from the profile again.
  const again = await openForm(page);
  await page.waitForFunction(() =>
    Boolean(document.querySelector<HTMLInputElement>('input[placeholder="Enter Full Name"]')?.value),
  );
  expect(await again.inputValue()).toBe(values.fullName);
  await context.close();
});

test('the app shell starts offline once it has been opened', async () => {
  const { context } = await signedInContext(app, browser, PHONE);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await page.goto(`${app.url}/`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The worker keeps the manifest and icons: the app can be installed.
  const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json());
  expect(manifest).toMatchObject({ short_name: 'Lekhapadi', display: 'standalone' });
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );

  await context.setOffline(true);
  await page.reload();
  // Offline the page still starts: React draws into #root from the kept shell.
  await page.locator('#root :visible').first().waitFor();
  // Nothing with a user's data was kept: the worker's caches hold the shell and built files only.
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(kept.length).toBeGreaterThan(0);
  expect(kept.filter((path) => /^\/(graphql|np\/|files\/)/.test(path))).toEqual([]);
  await context.close();
});

test('a new release makes the worker forget the built files of the releases before', async () => {
  const { context } = await signedInContext(app, browser, PHONE);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  await page.goto(`${app.url}/`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // Opened again under the worker: it records the release and keeps its files.
  await page.reload();
  const release = () =>
    page.evaluate(async () => (await (await caches.open('lekhapadi-shell-v1')).match('/sw/release'))?.text());
  // The worker records the release after answering the page: wait for its record to change.
  const releaseOtherThan = async (previous: string | undefined) => {
    const deadline = Date.now() + 15_000;
    for (let seen = await release(); seen === undefined || seen === previous; seen = await release()) {
      if (Date.now() > deadline) throw new Error(`the worker still records ${seen ?? 'no release'}`);
      await page.waitForTimeout(100);
    }
  };
  await releaseOtherThan(undefined);
  const current = await release();
  expect(current).toMatch(/^\/assets\/index-[\w-]+\.js$/);

  // As if this phone had last been served an older release, whose page script it still keeps.
  await page.evaluate(async () => {
    await (await caches.open('lekhapadi-shell-v1')).put('/sw/release', new Response('/assets/index-0ld.js'));
    await (await caches.open('lekhapadi-assets-v1')).put('/assets/index-0ld.js', new Response('old'));
  });
  const kept = () =>
    page.evaluate(async () =>
      (await (await caches.open('lekhapadi-assets-v1')).keys()).map(
        (request) => new URL(request.url).pathname,
      ),
    );
  expect(await kept()).toContain('/assets/index-0ld.js');

  await page.reload();
  await releaseOtherThan('/assets/index-0ld.js');
  expect(await release()).toBe(current);
  expect(await kept()).not.toContain('/assets/index-0ld.js');
  // This release's files stay: the page script the page names, and the rest it fetched.
  expect(await kept()).toContain(current);
  expect((await kept()).length).toBeGreaterThan(3);
  await context.close();
});
