import { existsSync } from 'node:fs';
import path from 'node:path';
import { findDistrict } from '../../server/src/modules/locations/locations.catalog.js';
import { todayBs } from '../../server/src/shared/nepali/index.js';
import { signedInUser } from '../support/builders.js';
import { ApiClient } from '../support/client.js';
import sharp from 'sharp';
import { truncatedPng, zeroPngBomb } from '../support/hostile-images.js';
import { tinyPng } from '../support/images.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('reusable details', () => {
  const save = (client: ApiClient, input: Record<string, unknown>) =>
    client.graphql(
      `mutation D($input: ProfileDetailsInput!) { updateProfileDetails(input: $input) { details {
        fullNameNe fullNameEn gender dateOfBirthBs fatherName motherName grandfatherName spouseName
        citizenshipNumber citizenshipIssueDistrict citizenshipIssueDistrictId citizenshipIssueDateBs tole
      } } }`,
      { input },
    );

  test('round trip: typed once, read back cleaned, kept across sessions, cleared with ""', async () => {
    const { client } = await signedInUser(server);
    const saved = await save(client, {
      fullNameNe: ' सीता  शर्मा ',
      fullNameEn: 'Sita Sharma',
      gender: 'Female',
      dateOfBirthBs: '२०५०-१-५',
      fatherName: 'राम शर्मा',
      motherName: 'गीता शर्मा',
      grandfatherName: 'हरि शर्मा',
      spouseName: 'श्याम थापा',
      citizenshipNumber: '27-01-75-01234',
      citizenshipIssueDistrict: 'काठमाडौं',
      citizenshipIssueDateBs: '2068/04/20',
      tole: 'बानेश्वर',
    });
    const expected = {
      fullNameNe: 'सीता शर्मा',
      fullNameEn: 'Sita Sharma',
      gender: 'female',
      dateOfBirthBs: '2050/01/05',
      fatherName: 'राम शर्मा',
      motherName: 'गीता शर्मा',
      grandfatherName: 'हरि शर्मा',
      spouseName: 'श्याम थापा',
      citizenshipNumber: '27-01-75-01234',
      citizenshipIssueDistrict: 'kathmandu',
      citizenshipIssueDistrictId: findDistrict('kathmandu')!.id,
      citizenshipIssueDateBs: '2068/04/20',
      tole: 'बानेश्वर',
    };
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updateProfileDetails.details).toEqual(expected);

    const me = await client.graphql('{ me { details { fullNameNe citizenshipIssueDistrictId tole } } }');
    expect(me.data.me.details).toEqual({
      fullNameNe: 'सीता शर्मा',
      citizenshipIssueDistrictId: expected.citizenshipIssueDistrictId,
      tole: 'बानेश्वर',
    });

    const byId = await save(client, {
      citizenshipIssueDistrictId: findDistrict('jhapa')!.id,
      spouseName: '',
    });
    expect(byId.data.updateProfileDetails.details).toMatchObject({
      citizenshipIssueDistrict: 'jhapa',
      spouseName: null,
      fatherName: 'राम शर्मा',
    });
  });

  test.each([
    ['fatherName', { fatherName: 'Ram Sharma' }, "Father's name must be written in Nepali (Devanagari)"],
    ['tole', { tole: '<b>बानेश्वर</b>' }, 'Tole (street or village) must not contain < or >'],
    ['motherName', { motherName: 'क'.repeat(101) }, "Mother's name must be at most 100 characters long"],
    ['fullNameEn', { fullNameEn: 'सीता' }, 'Full name in English must be written in English letters'],
    ['gender', { gender: 'robot' }, 'Gender must be one of the options: Male, Female, Other'],
    ['dateOfBirthBs', { dateOfBirthBs: '2050/13/40' }, /Date of birth \(BS\)/],
    [
      'dateOfBirthBs',
      { dateOfBirthBs: 'yesterday' },
      'Date of birth (BS) must be a BS date written as YYYY/MM/DD',
    ],
    [
      'dateOfBirthBs',
      { dateOfBirthBs: `${todayBs().year + 1}/01/01` },
      /^Date of birth \(BS\) must be from 1970\/01\/01 to \d{4}\/\d\d\/\d\d$/,
    ],
    [
      'citizenshipIssueDateBs',
      { dateOfBirthBs: '2060/01/01', citizenshipIssueDateBs: '2059/01/01' },
      'Citizenship issue date cannot be before the date of birth',
    ],
    ['citizenshipIssueDistrict', { citizenshipIssueDistrict: 'Gotham' }, /Citizenship issuing district/],
  ])('refuses a bad %s, naming it', async (field, input, message) => {
    const { client } = await signedInUser(server);
    const result = await save(client, input);
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(result.errors?.[0]?.message).toMatch(message);
    const me = await client.graphql('{ me { details { fatherName tole gender dateOfBirthBs } } }');
    expect(me.data.me.details).toEqual({ fatherName: null, tole: null, gender: null, dateOfBirthBs: null });
  });

  test('a visitor has no details to change', async () => {
    const result = await save(new ApiClient(server.url), { tole: 'बानेश्वर' });
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('name and e-mail', () => {
  test('no change is said so, with status false and HTTP 200', async () => {
    const { client, account } = await signedInUser(server);
    const same = await client.rest('POST', '/updateUser/updateUserProfile', {
      name: account.name,
      email: account.email.toUpperCase(),
    });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({
      status: false,
      message: 'No changes in username or email',
      messageCode: 'account.noChanges',
    });
  });

  test('the name changes at once, under the registration rules', async () => {
    const { client, account } = await signedInUser(server);
    const bad = await client.rest('POST', '/updateUser/updateUserProfile', {
      name: 'Gita 2',
      email: account.email,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('name');
    const renamed = await client.rest('POST', '/updateUser/updateUserProfile', {
      name: 'Gita Sharma',
      email: account.email,
    });
    expect(renamed.body).toMatchObject({ status: true, message: 'Profile updated.' });
    const me = await client.graphql('{ me { name email pendingEmail } }');
    expect(me.data.me).toEqual({ name: 'Gita Sharma', email: account.email, pendingEmail: null });
  });

  test('a new e-mail applies only after the code sent to it', async () => {
    const { client, account } = await signedInUser(server);
    const newEmail = `new.${account.email}`;
    const unconfirmed = await client.rest('POST', '/updateUser/updateUserProfile', {
      name: 'Gita Sharma',
      email: newEmail,
    });
    // A new e-mail moves where codes and resets go: only the one who knows the password may.
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.field).toBe('currentPassword');
    const changed = await client.rest('POST', '/updateUser/updateUserProfile', {
      name: 'Gita Sharma',
      email: newEmail,
      currentPassword: account.password,
    });
    expect(changed.body.status).toBe(true);
    let me = (await client.graphql('{ me { name email pendingEmail } }')).data.me;
    expect(me).toEqual({ name: 'Gita Sharma', email: account.email, pendingEmail: newEmail });

    // The old address still signs in; the new one does not yet.
    const wrong = await client.rest('POST', '/updateUser/verify-new-email', { otp: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.field).toBe('otp');
    const code = await server.outbox.lastMailCode(newEmail);
    const confirmed = await client.rest('POST', '/updateUser/verify-new-email', { otp: code });
    expect(confirmed.body).toMatchObject({ status: true, message: 'Email changed.' });
    me = (await client.graphql('{ me { name email pendingEmail emailVerified } }')).data.me;
    expect(me).toEqual({ name: 'Gita Sharma', email: newEmail, pendingEmail: null, emailVerified: true });
    const again = await client.rest('POST', '/updateUser/verify-new-email', { otp: code });
    expect(again.status).toBe(400);

    const login = await new ApiClient(server.url).rest('POST', '/auth/login', {
      email: newEmail,
      password: account.password,
    });
    expect(login.body.status).toBe(true);
  });

  test('GraphQL updateAccount and confirmEmailChange; an address in use is refused', async () => {
    const other = await signedInUser(server);
    const { client, account } = await signedInUser(server);
    const update = `mutation A($name: String!, $email: String!, $password: String) {
      updateAccount(name: $name, email: $email, currentPassword: $password) { status message }
    }`;
    const password = account.password;
    const taken = await client.graphql(update, { name: account.name, email: other.account.email, password });
    expect(taken.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', field: 'email' });
    const same = await client.graphql(update, { name: account.name, email: account.email });
    expect(same.data.updateAccount).toEqual({ status: false, message: 'No changes in username or email' });

    const newEmail = `gql.${account.email}`;
    const proposed = await client.graphql(update, { name: account.name, email: newEmail, password });
    expect(proposed.data.updateAccount.status).toBe(true);
    const code = await server.outbox.lastMailCode(newEmail);
    const confirmed = await client.graphql(
      `mutation C($otp: String!) { confirmEmailChange(otp: $otp) { status message } }`,
      { otp: code },
    );
    expect(confirmed.data.confirmEmailChange).toEqual({ status: true, message: 'Email changed.' });
    expect((await client.graphql('{ me { email } }')).data.me.email).toBe(newEmail);
  });
});

async function uploadAvatar(client: ApiClient, data: Buffer | null, name = 'me.png', type = 'image/png') {
  const form = new FormData();
  if (data) form.append('profilePic', new Blob([new Uint8Array(data)], { type }), name);
  const headers: Record<string, string> = { 'x-forwarded-for': client.ip };
  if (client.sessionCookie) headers.cookie = `lekhapadi_session=${client.sessionCookie}`;
  const response = await fetch(new URL('/np/api/v1/updateUser/updateUserProfilePic', server.url), {
    method: 'POST',
    body: form,
    headers,
  });
  return { status: response.status, body: await response.json() };
}

/** The same link on the test server's own address (PUBLIC_URL is the default, not the test port). */
const onServer = (link: string | URL) => {
  const url = new URL(link);
  return new URL(`${url.pathname}${url.search}`, server.url);
};

describe('avatar', () => {
  test('a real image is stored and served through an expiring signed URL; tampering is refused', async () => {
    const { client } = await signedInUser(server);
    const response = await uploadAvatar(client, tinyPng(), 'photo.txt', 'text/plain');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: true,
      profilePicUrl: expect.stringMatching(/\/files\/avatars\//),
    });

    const signed = new URL(response.body.profilePicUrl);
    const expiresIn = Number(signed.searchParams.get('expires')) - Date.now() / 1000;
    expect(expiresIn).toBeGreaterThan(3500);
    expect(expiresIn).toBeLessThanOrEqual(3600);
    const image = await fetch(onServer(signed));
    expect(image.status).toBe(200);
    // What is kept is the server's own re-encoded copy, never the uploaded bytes.
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 1,
      height: 1,
    });

    const signature = signed.searchParams.get('signature') as string;
    const tampered = new URL(signed);
    tampered.searchParams.set('signature', `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`);
    expect((await fetch(onServer(tampered))).status).toBe(403);
    const otherKey = new URL(signed);
    otherKey.pathname = otherKey.pathname.replace(/\.webp$/, '.jpg');
    expect((await fetch(onServer(otherKey))).status).toBe(403);
    const extended = new URL(signed);
    extended.searchParams.set('expires', String(Number(signed.searchParams.get('expires')) + 3600));
    expect((await fetch(onServer(extended))).status).toBe(403);
    const unsigned = new URL(signed);
    unsigned.search = '';
    expect((await fetch(onServer(unsigned))).status).toBe(403);

    const me = await client.graphql('{ me { profilePicUrl } }');
    expect(me.data.me.profilePicUrl).toMatch(/\/files\/avatars\//);
    const profile = await client.rest('GET', '/getDetails/fetchUserProfileDetails');
    expect((await fetch(onServer(profile.body.userProfile.user.profilePicUrl))).status).toBe(200);
  });

  test('an expired link is refused', async () => {
    const { client } = await signedInUser(server);
    await uploadAvatar(client, tinyPng());
    const me = await client.graphql('{ me { id } }');
    const [user] = await server.services.orm.em
      .fork()
      .getConnection()
      .execute(`select profile_pic_key as key from app_user where id = '${me.data.me.id}'`);
    const expired = await server.services.storage.signedUrl(user.key, { expiresInSeconds: -10 });
    expect((await fetch(onServer(expired))).status).toBe(403);
    const fresh = await server.services.storage.signedUrl(user.key, { expiresInSeconds: 60 });
    expect((await fetch(onServer(fresh))).status).toBe(200);
  });

  test('a new picture replaces the old file', async () => {
    const { client } = await signedInUser(server);
    const first = new URL((await uploadAvatar(client, tinyPng())).body.profilePicUrl);
    const firstFile = path.join(server.dataDir, 'files', ...first.pathname.replace('/files/', '').split('/'));
    expect(existsSync(firstFile)).toBe(true);
    const second = new URL((await uploadAvatar(client, tinyPng())).body.profilePicUrl);
    expect(second.pathname).not.toBe(first.pathname);
    expect(existsSync(firstFile)).toBe(false);
    expect((await fetch(onServer(first))).status).toBe(404);
  });

  test('a text file named .png is refused by its bytes', async () => {
    const { client } = await signedInUser(server);
    const response = await uploadAvatar(client, Buffer.from('not an image at all'), 'fake.png', 'image/png');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ status: false, message: 'Please select a valid image file.' });
  });

  test('a damaged picture, a decompression bomb and a panorama are refused with what to do', async () => {
    const { client } = await signedInUser(server);
    const panorama = await sharp({ create: { width: 1000, height: 200, channels: 3, background: '#456' } })
      .jpeg()
      .toBuffer();
    for (const [picture, messageCode] of [
      [await truncatedPng(), 'image.unreadable'],
      [await zeroPngBomb(), 'image.tooManyPixels'],
      [panorama, 'image.badAspect'],
    ] as const) {
      const response = await uploadAvatar(client, picture);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        status: false,
        code: 'BAD_USER_INPUT',
        field: 'profilePic',
        messageCode,
      });
    }
    expect((await client.graphql('{ me { profilePicUrl } }')).data.me.profilePicUrl).toBeNull();
  });

  test('over 2 MB is 413, no file is 400, a visitor is 401', async () => {
    const { client } = await signedInUser(server);
    const big = Buffer.concat([tinyPng(), Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await uploadAvatar(client, big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('Image must be 2 MB or smaller');
    const none = await uploadAvatar(client, null);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('No new profile picture selected');
    const visitor = await uploadAvatar(new ApiClient(server.url), tinyPng());
    expect(visitor.status).toBe(401);
  });

  test('a storage failure is reported as such and leaves the old picture', async () => {
    const { client } = await signedInUser(server);
    const before = (await uploadAvatar(client, tinyPng())).body.profilePicUrl;
    const storage = server.services.storage;
    const put = storage.put;
    storage.put = async () => {
      throw new Error('disk full');
    };
    try {
      const failed = await uploadAvatar(client, tinyPng());
      expect(failed.status).toBe(503);
      expect(failed.body).toMatchObject({ status: false, message: 'Failed to update profile picture' });
    } finally {
      storage.put = put;
    }
    expect((await fetch(onServer(before))).status).toBe(200);
  });
});
