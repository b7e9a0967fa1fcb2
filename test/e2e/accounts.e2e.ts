import type { Browser, Locator, Page } from 'playwright-core';
import { newAccount } from '../support/builders.js';
import { type RunningApp, startApp } from './support/app.js';
import { launchBrowser, screenshot } from './support/browser.js';

// From a fresh start of the built app: register, log in by mobile (the texted code verifies it and
// signs in), add the e-mail through its mailed link, log out, log in by e-mail, then by mobile.
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  const exitCode = await app?.stop();
  // SIGTERM shuts the server down gracefully.
  expect(exitCode).toBe(0);
});

/** Whether a tap at the middle of this element reaches it, rather than something drawn over it. */
function reachable(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });
}

async function openDialog(page: Page, button: 'Login' | 'Create account') {
  await page.getByRole('banner').getByRole('button', { name: button, exact: true }).click();
  return page.getByRole('dialog', { name: button === 'Login' ? 'Login' : 'Create your account' });
}

test('register, verify, log in by e-mail, log out, log in by mobile', async () => {
  const account = newAccount({ name: 'Sita Sharma' });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(15_000);
  const external: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(app.url) && !request.url().startsWith('data:'))
      external.push(request.url());
  });

  await page.goto(app.url);
  await screenshot(page, 'accounts-1-home-1280');

  // What the code page will open, asked for while the person reads their mail: the dashboard's
  // code (the landing page never needs it).
  const dashboardCode = page.waitForRequest(/\/assets\/DashboardLayout-[\w-]+\.js$/);

  // Register.
  const register = await openDialog(page, 'Create account');
  await register.getByLabel('First Name').fill('Sita');
  await register.getByLabel('Last Name').fill('Sharma');
  await register.getByLabel('Email').fill(account.email);
  await register.getByLabel('Mobile Number').fill(account.mobile);
  await register.getByLabel(/^Password/).fill(account.password);
  await register.getByLabel('Confirm Password').fill(account.password);
  await screenshot(page, 'accounts-2-register-1280');
  await register.getByRole('button', { name: 'Register' }).click();
  await page.getByText(/Registration successful/).waitFor();
  // The register popup hands over to the code page for the e-mail just given.
  await page.waitForURL(`${app.url}/otp-verification`);
  await dashboardCode;
  // And the Devanagari font the signed-in frame waits for is there before any code is typed. (The
  // landing page's own Nepali words may have fetched it already, so this asks the browser whether
  // the font is loaded rather than waiting for a request that may have come and gone.)
  await page.waitForFunction(() => document.fonts.check('1em "Noto Sans Devanagari"', 'क'));

  // Log in by mobile instead: not verified yet, so the popup sends us to the code page, and the
  // texted code signs in.
  const mobileLogin = await openDialog(page, 'Login');
  await mobileLogin.getByRole('tab', { name: 'Mobile' }).click();
  await mobileLogin.getByRole('textbox', { name: 'Mobile number' }).fill(account.mobile);
  await mobileLogin.getByLabel(/^Password/).fill(account.password);
  await mobileLogin.getByRole('button', { name: 'Login' }).click();
  await mobileLogin.waitFor({ state: 'hidden' });
  await page.waitForURL(`${app.url}/otp-verification`);
  const smsCode = await app.outbox.lastSmsCode(account.mobile);
  await page.getByLabel('Verification code').first().click();
  await page.keyboard.type(smsCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByText('Mobile number verified successfully. You are now signed in.').first().waitFor();
  // The e-mail stopped counting (the pre-hijack rule): the page offers to confirm it right here.
  await page.getByRole('heading', { name: 'Confirm your e-mail too' }).waitFor();
  await page.getByText(`Your e-mail ${account.email} is not confirmed yet`, { exact: false }).waitFor();
  await screenshot(page, 'accounts-2b-confirm-offer-1280');
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await page.waitForURL(`${app.url}/dashboard`);
  await page.getByText(account.email).first().waitFor();

  // A new user meets the location modal first; close it.
  const locationModal = page.getByRole('dialog', { name: 'Select your location' });
  await locationModal.waitFor();
  await page.keyboard.press('Escape');
  await locationModal.waitFor({ state: 'hidden' });

  // Signed in, the link in the registration mail adds the e-mail to the account.
  const code = await app.outbox.lastMailCode(account.email);
  const mail = (await app.outbox.mails(account.email)).at(-1) ?? '';
  const link = mail.match(/https?:\/\/\S+\/verify-email\?\S+/)?.[0];
  expect(link).toContain(`otp=${code}`);
  await page.goto(`${app.url}${new URL(link as string).pathname}${new URL(link as string).search}`);
  await page.getByText('Verified. It now belongs to your account.').first().waitFor();
  await screenshot(page, 'accounts-3-verified-1280');
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await page.waitForURL(`${app.url}/dashboard`);
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await page.getByText('Logged Out Successfully').waitFor();
  await page.waitForURL(`${app.url}/`);
  // The toast stays for 5 s below the header: "Login" and, on a phone, the menu can be tapped at once.
  const header = page.getByRole('banner');
  expect(await reachable(header.getByRole('button', { name: 'Login', exact: true }))).toBe(true);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await reachable(header.getByRole('button', { name: 'Open menu' }))).toBe(true);
  // Both were checked while the toast was still up.
  expect(await page.getByText('Logged Out Successfully').isVisible()).toBe(true);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Log in by e-mail (in capitals) and reach the dashboard.
  const login = await openDialog(page, 'Login');
  await login.getByRole('textbox', { name: 'Email' }).fill(account.email.toUpperCase());
  await login.getByLabel(/^Password/).fill(account.password);
  await login.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${app.url}/dashboard`);
  await page.getByText(account.email).first().waitFor();
  await screenshot(page, 'accounts-4-dashboard-1280');
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await page.getByText('Logged Out Successfully').waitFor();
  await page.waitForURL(`${app.url}/`);

  // The verified mobile logs in straight to the dashboard.
  const again = await openDialog(page, 'Login');
  await again.getByRole('tab', { name: 'Mobile' }).click();
  await again.getByRole('textbox', { name: 'Mobile number' }).fill(account.mobile);
  await again.getByLabel(/^Password/).fill(account.password);
  await again.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${app.url}/dashboard`);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'accounts-5-dashboard-390');

  // Nothing left the machine.
  expect(external).toEqual([]);
  await page.close();
});

test('protected pages send a visitor home', async () => {
  const page = await browser.newPage();
  await page.goto(`${app.url}/profile`);
  await page.waitForURL(`${app.url}/`);
  await page.close();
});
