// How the generation screen feels on a cheap Android phone on a slow line, measured in Chromium:
// CPU 4× slower, 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up (Chrome DevTools Protocol).
// Each round is a fresh browser context (nothing cached, service workers off: see round()), signed in as a
// user whose place and details are set, and times
//   dashboard → form: from opening /dashboard, tapping the Lekhapadi tile and choosing the work
//                     until the form's first field can be typed in;
//   generate → PDF:   from tapping Generate until pdf.js has drawn the first page;
//   returning:        dashboard → form again on the same phone, its cache now holding the app's
//                     code (the everyday case), the data still over the slow line.
//   signing in:       a phone that has never opened the app signs in on the landing page, typing
//                     at a person's pace: from tapping Login until the form's first field can be
//                     typed in (the dashboard opens on that tap).
//   keypress → paint: typing Roman letters (transliterated to Devanagari) into a field of the
//                     longest form, the land sale deed, at a person's pace: each key's interaction
//                     to the next paint, as the page's Event Timing entries give it (the figure
//                     interaction to next paint is made of). A key under 16 ms has no entry and
//                     counts as 16.
// It starts the built app as `npm start` runs it (dist/, embedded PGlite in a fresh DATA_DIR).
// PERF_ROUNDS (default 3) sets the rounds; PERF_APP_DIR runs the build of another checkout;
// PERF_URL with PERF_DATA_DIR measures an app already running (its outbox gives the sign-up code).
// PERF_BASELINE_DIR=<checkout> compares: its build and this one run side by side, their rounds
// taken in turns (ABBA) in one browser, so that a machine getting busier or quieter weighs on both.
// Beside the driver's times it prints when the page itself first drew the form (on-screen.ts).
// PERF_NETWORK=off leaves the line unthrottled (CPU ×4 only): what the network adds, by difference.
// PERF_DEVICE_FONTS=1 gives the phone Noto Sans Devanagari as its own font, as Android phones carry
// it (this machine has none): a page that can use the device's copy then downloads no font.
// PERF_THINK_MS=5000 waits that long on the filled form before tapping Generate, as a person who
// reads it over would (the generation screen prefetches the print screen meanwhile); by default
// Generate is tapped at once, the worst case.
// PERF_ONLY=landing measures only the landing page's Largest Contentful Paint: a phone that has never
// opened the app (nothing cached), in Nepali (ne-NP), from opening / to the largest paint, as the
// page's own PerformanceObserver reports it; ROUNDS rounds, ABBA with PERF_BASELINE_DIR. PERF_PAGE=<path>
// measures another public page the same way (a work's page: /ne/kagajat/<key>).
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SECURITY_COST_FLOORS } from '../../server/src/config.js';
import { type RunningApp, startApp } from '../e2e/support/app.js';

/** A phone measures the product as it runs: the accounts' deliberate costs at production's values. */
const PRODUCTION_COSTS = Object.fromEntries(
  Object.entries(SECURITY_COST_FLOORS).map(([name, value]) => [name, String(value)]),
);
import { Outbox } from '../support/outbox.js';
import { type OnScreen, onScreenTimes, watchOnScreen } from './on-screen.js';
import { launchBrowser } from '../e2e/support/browser.js';
import { ANDROID_DEVANAGARI } from '../e2e/support/device-fonts.js';
import { WORK, prepareApplicant } from '../e2e/support/documents.js';
import { signedInContext } from '../e2e/support/session.js';

const ROUNDS = Number(process.env.PERF_ROUNDS ?? 3);
const THINK_MS = Number(process.env.PERF_THINK_MS ?? 0);
/** A person typing on a phone's keyboard: about five keys a second. */
const KEY_DELAY_MS = 200;
const PHONE = { width: 360, height: 740 };
const CPU_SLOWDOWN = 4;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1_000_000) / 8,
  uploadThroughput: (750 * 1_000) / 8,
};

interface Round {
  formMs: number;
  /** When the page drew the filled form, by its own clock (no driver's lag). */
  formShownMs: number;
  /** The last step alone, by the page's clock: from the tap on the work (or "make again") to the
   * filled form drawn, and to every field of it drawn; per visit: first, returning, make again. */
  tapToForm: Visits;
  tapToWholeForm: Visits;
  /** The same phone again, its cache holding the app's code. */
  returnFormMs: number;
  returnFormShownMs: number;
  pdfMs: number;
  dashboardKb: number;
  /** The same phone once more, by the dashboard's "make again" link (NaN where a build has none). */
  againFormMs: number;
  againFormShownMs: number;
  /** A new phone signing in on the landing page: from tapping Login to the filled form. */
  signInFormMs: number;
  signInFormShownMs: number;
  /** Each typed key's interaction to the next paint on the longest form, in ms. */
  keyToPaintMs: number[];
}

interface Visits {
  first: number;
  returning: number;
  again: number;
}

/** Whether to take the "make again" visit: yes, no, or find out (on a build's warm-up round). */
type Again = boolean | 'find out';

async function throttled(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (process.env.PERF_NETWORK !== 'off') await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

/** Bytes that crossed the network (as encoded) while `action` ran. */
async function countBytes(page: Page, action: () => Promise<void>): Promise<number> {
  let bytes = 0;
  const onFinished = async (request: import('playwright-core').Request) => {
    const sizes = await request.sizes().catch(() => null);
    if (sizes) bytes += sizes.responseBodySize + sizes.responseHeadersSize;
  };
  page.on('requestfinished', onFinished);
  await action();
  page.off('requestfinished', onFinished);
  return bytes;
}

async function round(app: RunningApp, browser: Browser, way: WorkPath, again: Again): Promise<Round> {
  // No service worker: its own fetches are not throttled by Chromium's network emulation, so the
  // files it fetched on the phone's behalf would cross an unthrottled line. A returning visit
  // finds the app's code in the HTTP cache instead (hashed files, cached for a year): as fast.
  const { context, api, account } = await signedInContext(app, browser, PHONE, { serviceWorkers: 'block' });
  await prepareApplicant(api);
  // The one detail prepareApplicant leaves out, so the form needs no typing.
  await api.graphql(
    `mutation D($input: ProfileDetailsInput!) { updateProfileDetails(input: $input) { details { grandfatherName } } }`,
    { input: { grandfatherName: 'राम शर्मा' } },
  );
  await context.addInitScript(watchOnScreen);
  const page = await throttled(context);

  const steps: string[] = [];
  let formMs = 0;
  const dashboardKb =
    (await countBytes(page, async () => {
      formMs = await profiled(page, 'first-visit', () => openForm(page, app.url, way, steps));
    })) / 1024;
  const firstShown = await shownForm(page, steps);
  if (THINK_MS) await page.waitForTimeout(THINK_MS);
  const generateAt = performance.now();
  // Through the check page: a step on the device, no round trip (a build before it has none).
  const check = page.getByRole('button', { name: 'Check your answers' });
  if (await check.isVisible()) await check.click();
  await page.getByRole('button', { name: 'Generate' }).click();
  await page.waitForURL(/\/dashboard\/printdocument\/[0-9a-f-]{36}$/);
  await page.locator('[data-rendered-pages]:not([data-rendered-pages="0"])').waitFor();
  const pdfMs = performance.now() - generateAt;
  // The same phone opens the dashboard again the next day: the scripts, styles and fonts now come
  // from its cache, the data still over the slow line.
  await page.close();
  const returning = await throttled(context);
  const returnFormMs = await profiled(returning, 'returning', () => openForm(returning, app.url, way, steps));
  const returnShown = await shownForm(returning, steps);
  // And once more, as a person who makes the same paper again would: the dashboard's link to it.
  await returning.close();
  let againFormMs = Number.NaN;
  let againShown: OnScreen = {};
  if (again !== false) {
    const page = await throttled(context);
    const offered =
      again === true ||
      (await page
        .goto(`${app.url}/dashboard`)
        .then(() => madeAgain(page).waitFor({ timeout: 15_000 }))
        .then(() => true)
        .catch(() => false));
    if (offered) {
      againFormMs = await profiled(page, 'again', () => openFormAgain(page, app.url, steps));
      againShown = await shownForm(page, steps);
    }
  }
  await context.close();
  const { signInFormMs, signInFormShownMs } = await signInVisit(app, browser, account, way, steps);
  const keyToPaintMs = await keypressToPaint(app, browser);
  if (process.env.PERF_STEPS) console.log(`  steps: ${steps.join(', ')}`);
  const visits = (mark: 'form' | 'whole'): Visits => ({
    first: sinceTap(firstShown, mark),
    returning: sinceTap(returnShown, mark),
    again: sinceTap(againShown, mark),
  });
  return {
    formMs,
    formShownMs: firstShown.form ?? Number.NaN,
    tapToForm: visits('form'),
    tapToWholeForm: visits('whole'),
    returnFormMs,
    returnFormShownMs: returnShown.form ?? Number.NaN,
    pdfMs,
    dashboardKb,
    againFormMs,
    againFormShownMs: againShown.form ?? Number.NaN,
    signInFormMs,
    signInFormShownMs,
    keyToPaintMs,
  };
}

const LONGEST_FORM = 'land-sale-deed';
/** What a person without a Nepali keyboard types: Roman letters the field writes in Devanagari. */
const TYPED = 'ram bahadur thapa magar';
/** Event Timing reports no interaction shorter than this (its smallest threshold). */
const EVENT_TIMING_FLOOR_MS = 16;

/**
 * Types TYPED at a person's pace into the first empty text field of the longest form, CPU ×4 (the
 * line does not matter: typing asks the server nothing), and returns each key's interaction
 * duration: from the key's event to the next paint after its handlers ran.
 */
async function keypressToPaint(app: RunningApp, browser: Browser): Promise<number[]> {
  const { context, api } = await signedInContext(app, browser, PHONE, { serviceWorkers: 'block' });
  await prepareApplicant(api);
  const page = await throttled(context);
  await page.goto(`${app.url}/dashboard/lekhapadi?work=${LONGEST_FORM}`);
  const field = page.locator(
    'main form input:is([type="text"], :not([type])):not([disabled]):not([readonly]):not([aria-hidden])',
  );
  await field.first().waitFor();
  const index = await field.evaluateAll((inputs) =>
    inputs.findIndex((input) => (input as HTMLInputElement).value === ''),
  );
  if (index < 0) throw new Error(`The ${LONGEST_FORM} form has no empty text field to type in.`);
  await page.evaluate((floor) => {
    const longest = new Map<number, number>();
    (window as unknown as { __keys: Map<number, number> }).__keys = longest;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
        // A key's keydown, keypress and keyup share its interaction; the tap is not a key.
        if (!entry.interactionId || !entry.name.startsWith('key')) continue;
        longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
      }
    }).observe({ type: 'event', durationThreshold: floor } as PerformanceObserverInit);
  }, EVENT_TIMING_FLOOR_MS);
  await field
    .nth(index)
    .tap()
    .catch(() => field.nth(index).click());
  await field.nth(index).pressSequentially(TYPED, { delay: KEY_DELAY_MS });
  // The last key's entry comes after its paint.
  await page.waitForTimeout(500);
  const reported = await page.evaluate(() => [
    ...(window as unknown as { __keys: Map<number, number> }).__keys.values(),
  ]);
  await context.close();
  // Every key is an interaction; a key with no entry was under the floor.
  const unreported = Math.max(0, TYPED.length - reported.length);
  return [...reported, ...Array(unreported).fill(EVENT_TIMING_FLOOR_MS)];
}

/**
 * A phone that has never opened the app (nothing cached, no session) opens the landing page and
 * signs in, typing its e-mail and password at a person's pace; timed from the tap on Login, which
 * opens the dashboard, through the tile and the work to the filled form.
 */
async function signInVisit(
  app: RunningApp,
  browser: Browser,
  account: { email: string; password: string },
  way: WorkPath,
  steps: string[],
) {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  await context.addInitScript(watchOnScreen);
  const page = await throttled(context);
  await page.goto(`${app.url}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog
    .getByRole('textbox', { name: 'Email' })
    .pressSequentially(account.email, { delay: KEY_DELAY_MS });
  await dialog.getByLabel(/^Password/).pressSequentially(account.password, { delay: KEY_DELAY_MS });
  const signInFormMs = await profiled(page, 'signing-in', async () => {
    await page.evaluate(() => performance.mark('login-tapped'));
    const tapped = performance.now();
    if (process.env.PERF_WATERFALL) logWaterfall(page, tapped);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${app.url}/dashboard`);
    steps.push(`signed in ${seconds(performance.now() - tapped)}`);
    await pickWork(page, way, tapped, steps);
    await filledForm(page, app.url, () => steps.push(`form ${seconds(performance.now() - tapped)}`));
    return performance.now() - tapped;
  });
  // The page's clock starts with the landing page: the form's time is counted from the tap.
  const tappedOnPage = await page.evaluate(() => performance.getEntriesByName('login-tapped')[0]!.startTime);
  const shown = await onScreenTimes(page);
  if (shown.form === undefined) throw new Error('The page never drew the filled form.');
  const signInFormShownMs = shown.form - tappedOnPage;
  steps.push(`(drawn: form ${seconds(signInFormShownMs)} after the tap)`);
  await context.close();
  return { signInFormMs, signInFormShownMs };
}

/** What the page drew and when; with PERF_STEPS, each step as the page drew it. */
async function shownForm(page: Page, steps: string[]): Promise<OnScreen> {
  // Every field may come a few frames after the first ones.
  await page.waitForFunction(() => 'whole' in (window as unknown as { __onScreen: object }).__onScreen);
  const shown = await onScreenTimes(page);
  if (shown.form === undefined) throw new Error('The page never drew the filled form.');
  const drawn = (['again', 'tile', 'works', 'form', 'whole'] as const)
    .filter((name) => name in shown)
    .map((name) => `${name} ${seconds(shown[name] ?? Number.NaN)}`);
  steps.push(`(drawn: ${drawn.join(', ')})`);
  return shown;
}

/** From the last tap before the form to `mark`, by the page's clock. */
const sinceTap = (shown: OnScreen, mark: 'form' | 'whole') =>
  (shown[mark] ?? Number.NaN) - (shown.formTap ?? Number.NaN);

/**
 * How a person picks the work: a tap on it in the list the screen lays out (this build), or, on a
 * build without that list, opening the selector and tapping the work in it.
 */
type WorkPath = 'list' | 'selector';
const listedWork = (page: Page) =>
  page.getByRole('navigation', { name: 'All works' }).getByRole('link', { name: /जन्म मिति प्रमाणित/ });

/** Which way a build offers, found once on its warm-up round (a build without the list never shows it). */
async function workPathOf(app: RunningApp, browser: Browser): Promise<WorkPath> {
  const { context } = await signedInContext(app, browser, PHONE);
  const page = await context.newPage();
  await page.goto(`${app.url}/dashboard/lekhapadi`);
  await page.getByRole('combobox', { name: 'Work' }).waitFor();
  const listed = await listedWork(page)
    .waitFor({ timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  await context.close();
  return listed ? 'list' : 'selector';
}

/** From opening /dashboard, through the Lekhapadi tile and the work, to a form ready for typing. */
async function openForm(page: Page, url: string, way: WorkPath, steps: string[]): Promise<number> {
  const opened = performance.now();
  const step = (name: string) => steps.push(`${name} ${seconds(performance.now() - opened)}`);
  if (process.env.PERF_WATERFALL) logWaterfall(page, opened);
  await page.goto(`${url}/dashboard`, { waitUntil: 'commit' });
  await pickWork(page, way, opened, steps);
  await filledForm(page, url, () => step('form'));
  return performance.now() - opened;
}

/** On the dashboard: the Lekhapadi tile, then the work. */
async function pickWork(page: Page, way: WorkPath, since: number, steps: string[]) {
  const step = (name: string) => steps.push(`${name} ${seconds(performance.now() - since)}`);
  await page.getByRole('button', { name: /^Lekhapadi / }).click();
  step('tile');
  if (way === 'list') {
    await listedWork(page).click();
    step('work');
  } else {
    await page.getByRole('combobox', { name: 'Work' }).click();
    step('works');
    await page.getByRole('option', { name: /जन्म मिति प्रमाणित/ }).click();
  }
}

/** The dashboard's link to make the last paper's work again. */
const madeAgain = (page: Page) =>
  page.getByRole('navigation', { name: 'Make again' }).getByRole('link', { name: /जन्म मिति प्रमाणित/ });

/** From opening /dashboard, through its "make again" link, to a form ready for typing. */
async function openFormAgain(page: Page, url: string, steps: string[]): Promise<number> {
  const opened = performance.now();
  await page.goto(`${url}/dashboard`, { waitUntil: 'commit' });
  await madeAgain(page).click();
  steps.push(`again ${seconds(performance.now() - opened)}`);
  await filledForm(page, url, () => steps.push(`form ${seconds(performance.now() - opened)}`));
  return performance.now() - opened;
}

/** Waits for the work's form, then for its first field filled in and enabled. */
async function filledForm(page: Page, url: string, shown: () => void) {
  await page.waitForURL(`${url}/dashboard/lekhapadi?work=${WORK}`);
  await page.getByPlaceholder('Enter Full Name').waitFor({ state: 'visible' });
  shown();
  await page.waitForFunction(() => {
    const input = document.querySelector<HTMLInputElement>('input[placeholder="Enter Full Name"]');
    return Boolean(input && !input.disabled && input.value);
  });
}

/**
 * PERF_PROFILE_DIR=dir: the page's CPU profile (.cpuprofile) and a timeline trace (.trace.json, for
 * Chromium's Performance panel) of `action`, throttled as measured.
 */
async function profiled<T>(page: Page, name: string, action: () => Promise<T>): Promise<T> {
  const dir = process.env.PERF_PROFILE_DIR;
  if (!dir) return action();
  const browser = page.context().browser()!;
  await browser.startTracing(page, {
    path: path.join(dir, `${name}-${Date.now()}.trace.json`),
    categories: ['devtools.timeline', 'blink.user_timing', 'v8.execute'],
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
  const result = await action();
  const { profile } = await cdp.send('Profiler.stop');
  await browser.stopTracing();
  await writeFile(path.join(dir, `${name}-${Date.now()}.cpuprofile`), JSON.stringify(profile));
  return result;
}

/** PERF_WATERFALL=1: each request's start and end (s after opening) and size, as the phone saw them. */
function logWaterfall(page: Page, opened: number) {
  const started = new Map<import('playwright-core').Request, number>();
  page.on('request', (request) => started.set(request, performance.now() - opened));
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => null);
    const kb = sizes ? (sizes.responseBodySize + sizes.responseHeadersSize) / 1024 : 0;
    const address = new URL(request.url());
    // A GraphQL query goes as a GET with its operation in the address; a mutation as a POST.
    const operation = address.searchParams.get('operationName');
    const path =
      address.pathname + (operation ? ` ${operation}` : '') + (request.postData()?.slice(0, 60) ?? '');
    const from = started.get(request) ?? 0;
    console.log(
      `  ${seconds(from)} → ${seconds(performance.now() - opened)}  ${kb.toFixed(1).padStart(6)} KB  ${path}`,
    );
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
/** The median of the rounds with their range, e.g. "6.70 s (5.99–7.48)". */
const spread = (values: number[]) =>
  `${seconds(median(values))} (${(Math.min(...values) / 1000).toFixed(2)}–${(Math.max(...values) / 1000).toFixed(2)})`;

async function appUnderTest(): Promise<RunningApp> {
  const { PERF_URL, PERF_DATA_DIR, PERF_APP_DIR } = process.env;
  if (!PERF_URL) return startApp(PRODUCTION_COSTS, PERF_APP_DIR);
  if (!PERF_DATA_DIR) throw new Error('PERF_URL needs PERF_DATA_DIR (the running app’s DATA_DIR).');
  // Not started here, so not stopped here either.
  return {
    url: PERF_URL,
    dataDir: PERF_DATA_DIR,
    outbox: new Outbox(PERF_DATA_DIR),
    stop: async () => null,
  } as unknown as RunningApp;
}

function report(label: string, rounds: Round[]) {
  console.log(
    `${label}median of ${rounds.length} (CPU ×${CPU_SLOWDOWN}, ${process.env.PERF_NETWORK === 'off' ? 'line not throttled' : `${NETWORK.latency} ms RTT, 1.6 Mbit/s down, 750 kbit/s up`}${process.env.PERF_DEVICE_FONTS ? ', Noto Sans Devanagari on the device' : ''}): ` +
      `dashboard → form ${spread(rounds.map((r) => r.formMs))} first visit, ` +
      `${spread(rounds.map((r) => r.returnFormMs))} returning, ` +
      `drawn by the page at ${spread(rounds.map((r) => r.formShownMs))} and ${spread(rounds.map((r) => r.returnFormShownMs))}, ` +
      `generate → PDF ${spread(rounds.map((r) => r.pdfMs))}${THINK_MS ? ` (tapped ${seconds(THINK_MS)} after the form)` : ''}` +
      (rounds.every((r) => Number.isFinite(r.againFormMs))
        ? `; returning by “make again”: ${spread(rounds.map((r) => r.againFormMs))}, drawn at ${spread(rounds.map((r) => r.againFormShownMs))}`
        : '') +
      `; signing in on a new phone, Login → form: ${spread(rounds.map((r) => r.signInFormMs))}, drawn at ${spread(rounds.map((r) => r.signInFormShownMs))}` +
      `; keypress → next paint on the ${LONGEST_FORM} form: ${keyFigures(rounds.flatMap((r) => r.keyToPaintMs))}` +
      `; the last tap → form drawn (every field drawn), by the page's clock: ${tapSteps(rounds)}`,
  );
}

/** "median 24 ms, 98th percentile 48 ms, worst 56 ms of 69 keys". */
function keyFigures(durations: number[]): string {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
  return `median ${median(sorted).toFixed(0)} ms, 98th percentile ${at(0.98).toFixed(0)} ms, worst ${(sorted.at(-1) ?? Number.NaN).toFixed(0)} ms of ${sorted.length} keys`;
}

/** "first visit 0.85 s (…) (0.95 s (…)), returning …": the step from the last tap to the form. */
function tapSteps(rounds: Round[]): string {
  const visits: [keyof Visits, string][] = [
    ['first', 'first visit'],
    ['returning', 'returning'],
    ['again', 'by “make again”'],
  ];
  return visits
    .filter(([visit]) => rounds.every((r) => Number.isFinite(r.tapToForm[visit])))
    .map(
      ([visit, name]) =>
        `${name} ${spread(rounds.map((r) => r.tapToForm[visit]))} (${spread(rounds.map((r) => r.tapToWholeForm[visit]))})`,
    )
    .join(', ');
}

async function measuredRound(
  app: RunningApp,
  browser: Browser,
  way: WorkPath,
  again: boolean,
  label: string,
  index: number,
) {
  const result = await round(app, browser, way, again);
  console.log(
    `${label}round ${index + 1}: dashboard → form ${seconds(result.formMs)} (returning ${seconds(result.returnFormMs)}; ` +
      `drawn at ${seconds(result.formShownMs)} and ${seconds(result.returnFormShownMs)}), ` +
      `generate → PDF ${seconds(result.pdfMs)}, ` +
      (Number.isFinite(result.againFormMs)
        ? `by “make again” ${seconds(result.againFormMs)} (drawn at ${seconds(result.againFormShownMs)}), `
        : '') +
      `signing in ${seconds(result.signInFormMs)} (drawn at ${seconds(result.signInFormShownMs)}), ` +
      `keypress → paint ${keyFigures(result.keyToPaintMs)}, ` +
      `${result.dashboardKb.toFixed(0)} KB to the form`,
  );
  return result;
}

/** The public page PERF_ONLY=landing measures: the landing, or PERF_PAGE (a work's page: /ne/kagajat/<key>). */
const LCP_PAGE = process.env.PERF_PAGE ?? '/';

/** The landing page's Largest Contentful Paint on a phone that has never opened the app, in ms. */
async function landingLcp(app: RunningApp, browser: Browser): Promise<{ lcp: number; element: string }> {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block', locale: 'ne-NP' });
  await context.addInitScript(() => {
    const seen = { lcp: Number.NaN, element: '' };
    (window as unknown as { __lcp: typeof seen }).__lcp = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element; url?: string })[]) {
        seen.lcp = entry.startTime;
        const element = entry.element;
        seen.element = element
          ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${entry.url ? ` ${entry.url.replace(location.origin, '')}` : ''}`
          : '';
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const page = await throttled(context);
  if (process.env.PERF_WATERFALL) logWaterfall(page, performance.now());
  await page.goto(`${app.url}${LCP_PAGE}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  // The largest paint is final at the first input or once the page has settled; settled here.
  await page.waitForTimeout(1000);
  const seen = await page.evaluate(() => {
    const found = (window as unknown as { __lcp: { lcp: number; element: string } }).__lcp;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    const text = document.querySelector('#root p')?.textContent?.slice(0, 30) ?? '';
    return { ...found, element: `${found.element}; first paint ${(fcp / 1000).toFixed(2)} s; ${text}` };
  });
  await context.close();
  if (!Number.isFinite(seen.lcp)) throw new Error('The landing page reported no Largest Contentful Paint.');
  return seen;
}

async function landingOnly(apps: RunningApp[], labels: string[], browser: Browser) {
  // One visit each first, not counted: the server's first render warms its caches.
  for (const app of apps) await landingLcp(app, browser);
  const rounds: number[][] = apps.map(() => []);
  for (let i = 0; i < ROUNDS; i += 1) {
    const order = i % 2 === 0 ? [...apps.keys()] : [...apps.keys()].reverse();
    for (const which of order) {
      const { lcp, element } = await landingLcp(apps[which]!, browser);
      rounds[which]!.push(lcp);
      console.log(`${labels[which]}round ${i + 1}: ${LCP_PAGE} LCP ${seconds(lcp)} (${element})`);
    }
  }
  for (const which of apps.keys())
    console.log(
      `${labels[which]}${LCP_PAGE} LCP, median of ${ROUNDS} (CPU ×${CPU_SLOWDOWN}, ${NETWORK.latency} ms RTT, 1.6 Mbit/s down, ne-NP): ${spread(rounds[which]!)}`,
    );
  if (apps.length === 2)
    console.log(`this build ÷ baseline, medians: ${(median(rounds[0]!) / median(rounds[1]!)).toFixed(2)}`);
}

async function main() {
  const baselineDir = process.env.PERF_BASELINE_DIR;
  const apps = [
    await appUnderTest(),
    ...(baselineDir ? [await startApp(PRODUCTION_COSTS, baselineDir)] : []),
  ];
  const labels = baselineDir ? ['this build:  ', 'baseline:    '] : [''];
  const browser = await launchBrowser(
    process.env.PERF_DEVICE_FONTS ? { deviceFonts: ANDROID_DEVANAGARI } : {},
  );
  if (process.env.PERF_ONLY === 'landing') {
    try {
      await landingOnly(apps, labels, browser);
    } finally {
      await browser.close();
      for (const app of apps) await app.stop();
    }
    return;
  }
  try {
    // One round each first, not counted: the server's first render loads its fonts and warms its caches.
    const ways: WorkPath[] = [];
    for (const app of apps) ways.push(await workPathOf(app, browser));
    const agains: boolean[] = [];
    for (const [which, app] of apps.entries()) {
      const warm = await round(app, browser, ways[which]!, 'find out');
      agains.push(Number.isFinite(warm.againFormMs));
    }
    console.log(
      `the work is picked ${ways.map((way, which) => `${labels[which]}from the ${way}${agains[which] ? ', and again from the dashboard' : ''}`).join('; ')}`,
    );
    const rounds: Round[][] = apps.map(() => []);
    for (let i = 0; i < ROUNDS; i += 1) {
      // ABBA: neither build always goes first.
      const order = i % 2 === 0 ? apps.keys() : [...apps.keys()].reverse();
      for (const which of order) {
        rounds[which]!.push(
          await measuredRound(apps[which]!, browser, ways[which]!, agains[which]!, labels[which]!, i),
        );
      }
    }
    for (const which of apps.keys()) report(labels[which]!, rounds[which]!);
  } finally {
    await browser.close();
    for (const app of apps) await app.stop();
  }
}

await main();
