import { deflateSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { type RunningApp, startApp } from './support/app.js';
import { launchBrowser } from './support/browser.js';
import { screenshotBothWidths } from './support/screens.js';
import { signedInContext } from './support/session.js';

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

function tinyPng(): Buffer {
  const crc = (data: Buffer) => {
    let c = -1;
    for (const byte of data) {
      c ^= byte;
      for (let k = 0; k < 8; k += 1) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return (c ^ -1) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(body));
    return Buffer.concat([head, body, tail]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])),
    chunk('IDAT', deflateSync(Buffer.from([0, 220, 20, 60]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function pick(page: import('playwright-core').Page, label: string, option: RegExp) {
  await page.getByRole('dialog').getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test('a new user sets the location in the modal, sees it, uploads an avatar and changes the name', async () => {
  const { context } = await signedInContext(app, browser);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(`${app.url}/dashboard`);
  const modal = page.getByRole('dialog', { name: 'Select your location' });
  await modal.waitFor();
  await screenshotBothWidths(page, 'profile-1-location-modal');

  await modal.getByRole('button', { name: 'Submit' }).click();
  await modal.getByText('Please fill in all fields.').waitFor();

  await pick(page, 'Province', /बागमती/);
  await pick(page, 'District', /काठमाडौं/);
  await pick(page, 'Municipality', /Kathmandu\)/);
  await modal.locator('input[value="महानगरपालिका"]').waitFor();
  await pick(page, 'Ward No', /^32$/);
  await modal.getByRole('button', { name: 'Submit' }).click();
  await modal.waitFor({ state: 'hidden' });
  await page.getByText('बागमती, काठमाडौं, काठमाडौं - 32').waitFor();
  await screenshotBothWidths(page, 'profile-2-dashboard');

  await page.goto(`${app.url}/profile`);
  await page
    .getByTestId('profile-location')
    .getByText(/काठमाडौं \(महानगरपालिका\) - 32/)
    .waitFor();

  // A text file is refused before upload, with its message.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload' }).click();
  await (await chooser).setFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await page.getByText('Please select a valid image file.').waitFor();

  const chooser2 = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload' }).click();
  await (await chooser2).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng() });
  await page.getByRole('button', { name: 'Save Image' }).click();
  await page.getByText('Profile picture updated').waitFor();
  // The local preview (a blob: URL) gives way to the stored picture's signed link once saved.
  await page.locator('img[alt="Profile picture"][src*="/files/avatars/"]').waitFor();

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Gita Sharma');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Profile updated.').waitFor();
  await page.getByText('Gita Sharma').first().waitFor();
  await page.getByText('No documents generated yet.').waitFor();

  // The details documents reuse: a Nepali name typed in Roman letters, the issuing district.
  const details = page.getByRole('form', { name: 'Details for your documents' });
  const father = details.getByPlaceholder("Enter Father's name");
  await father.click();
  await father.pressSequentially('hari sharma', { delay: 15 });
  await page.getByRole('option', { name: 'हरि शर्मा', exact: true }).click();
  await details.getByRole('combobox', { name: /नागरिकता जारी जिल्ला/ }).click();
  await page.getByRole('option', { name: /ललितपुर/ }).click();
  await details.getByRole('button', { name: 'Save Details' }).click();
  await page.getByText('Details saved.').waitFor();
  await screenshotBothWidths(page, 'profile-3-profile');

  await page.reload();
  const saved = page.getByRole('form', { name: 'Details for your documents' });
  expect(await saved.getByPlaceholder("Enter Father's name").inputValue()).toBe('हरि शर्मा');
  // The district shows by its name once the district list has loaded.
  await saved.locator('input[value="ललितपुर (Lalitpur)"]').waitFor();
  await context.close();
});

test('a file that only claims to be an image is refused by the server', async () => {
  const { api } = await signedInContext(app, browser);
  const form = new FormData();
  form.append(
    'profilePic',
    new Blob([Buffer.from('plain text pretending')], { type: 'image/png' }),
    'fake.png',
  );
  const response = await fetch(`${app.url}/np/api/v1/updateUser/updateUserProfilePic`, {
    method: 'POST',
    body: form,
    headers: { cookie: `lekhapadi_session=${api.sessionCookie}` },
  });
  expect(response.status).toBe(400);
  expect((await response.json()).message).toBe('Please select a valid image file.');
});
