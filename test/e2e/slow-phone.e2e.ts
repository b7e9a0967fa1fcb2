import type { Browser } from 'playwright-core';
import { type RunningApp, startApp } from './support/app.js';
import { launchBrowser } from './support/browser.js';
import { WORK, prepareApplicant } from './support/documents.js';
import { signedInContext } from './support/session.js';

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
