import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { type RunningApp, startApp } from './support/app.js';
import { launchBrowser } from './support/browser.js';
import { WORK, prepareApplicant } from './support/documents.js';
import { countReactRenders, reactCommits } from './support/react-renders.js';
import { signedInContext } from './support/session.js';

// What a slow phone feels first: work done twice, and work done for what did not change.

// On a slow phone a screen renders in slices, with answers arriving between them. Choosing a work
// once asked for its entitlement about 25 times over 5 seconds: the navigation rendered as a React
// transition, each answer interrupted it, and each restart asked again (until React gave up
// waiting and rendered it at once). This test makes the same choice with the CPU 8× slower, where
// the old code asked 13 times.
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

test('choosing a work on a slow phone asks for its form and entitlement once each', async () => {
  const { context, api } = await signedInContext(
    app,
    browser,
    { width: 360, height: 740 },
    {
      serviceWorkers: 'block',
      hasTouch: true,
      isMobile: true,
    },
  );
  await prepareApplicant(api);
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });

  const asked: string[] = [];
  page.on('request', (request) => {
    const address = new URL(request.url());
    if (address.pathname === '/graphql') asked.push(address.searchParams.get('operationName') ?? 'POST');
  });
  await page.goto(`${app.url}/dashboard`);
  // Chosen as soon as the list can be opened: the screen is still settling, as on a real phone.
  await page.getByRole('button', { name: /^Lekhapadi / }).click();
  await page.getByRole('combobox', { name: 'Work' }).click();
  const before = asked.length;
  await page.getByRole('option', { name: /जन्म मिति प्रमाणित/ }).click();
  await page.waitForURL(`${app.url}/dashboard/lekhapadi?work=${WORK}`);
  await page.getByPlaceholder('Enter Full Name').waitFor({ state: 'visible' });
  // Anything still going round asks again within this time.
  await page.waitForTimeout(1500);
  const afterChoice = asked.slice(before);
  expect(afterChoice.filter((name) => name === 'WorkEntitlement')).toHaveLength(1);
  expect(afterChoice.filter((name) => name === 'WorkFields')).toHaveLength(1);
  await context.close();
});

// A form of twenty fields drawn again in full for every letter typed was about 700 ms of a slow
// phone's CPU per word. Each field is drawn again only when its own value or error changes.
test('typing a letter redraws that field, not the whole form', async () => {
  const { context, api } = await signedInContext(app, browser, { width: 360, height: 740 });
  await prepareApplicant(api);
  await countReactRenders(context);
  const page = await context.newPage();
  await page.goto(`${app.url}/dashboard/lekhapadi?work=${WORK}`);
  const name = page.getByPlaceholder('Enter Full Name');
  await page.waitForFunction(() =>
    Boolean(document.querySelector<HTMLInputElement>('input[placeholder="Enter Full Name"]')?.value),
  );
  await page.waitForTimeout(1000);
  await name.click();
  await name.press('End');
  const before = (await reactCommits(page)).length;
  await name.pressSequentially(' ram');
  await page.waitForTimeout(500);
  const typing = (await reactCommits(page)).slice(before);
  const perLetter = typing.reduce((sum, count) => sum + count, 0) / 4;
  // The whole form was some 520 components per letter; one field with its suggestions, about 120.
  expect(perLetter).toBeLessThan(150);
  expect(await name.inputValue()).toMatch(/ram$/);
  await context.close();
});

// V8 compiles a function the first time it is called, on the main thread, unless the file asks
// for all of its functions at once (client/vite/compile-hints.ts): then it compiles them on a
// background thread as the file arrives. On a phone 4× slower that moved 0.5–1.3 s of
// compiling off a cold dashboard's main thread. The hint counts only on a file's first line, and
// the phone gets the precompressed copies: each must carry it.
test('the code every page starts with reaches the phone marked for V8 to compile at once', async () => {
  const page = await (await fetch(`${app.url}/`)).text();
  // The page script, whatever else its tag says (the drawn landing asks for it at low priority).
  const entry = /<script type="module"[^>]*\ssrc="(\/assets\/index-[^"]+\.js)"/.exec(page)?.[1];
  expect(entry).toBeDefined();
  for (const encoding of ['br', 'gzip', 'identity']) {
    const { body, contentEncoding } = await rawGet(`${app.url}${entry}`, encoding);
    expect(contentEncoding ?? 'identity').toBe(encoding);
    const code = (
      encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body
    ).toString('utf8');
    expect(code.split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad');
  }
});

/** The response body exactly as sent (fetch would decode it), with its Content-Encoding. */
function rawGet(url: string, encoding: string): Promise<{ body: Buffer; contentEncoding?: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () =>
        resolve({ body: Buffer.concat(parts), contentEncoding: response.headers['content-encoding'] }),
      );
    }).on('error', reject);
  });
}
