import { deflateSync } from 'node:zlib';
import {
  findDistrict,
  findLocalLevel,
  findProvince,
} from '../../server/src/modules/locations/locations.catalog.js';
import { ApiClient } from '../support/client.js';
import { signedInUser } from '../support/builders.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const bagmati = findProvince('bagmati')!;
const kathmandu = findDistrict('kathmandu', bagmati)!;
const kmc = findLocalLevel('Kathmandu', kathmandu)!;

/** A real 1×1 PNG. */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 200, 30, 40]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
function crc32(data: Buffer): number {
  let crc = -1;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return crc ^ -1;
}

async function uploadAvatar(client: ApiClient, data: Buffer | null, name = 'me.png', type = 'image/png') {
  const form = new FormData();
  if (data) form.append('profilePic', new Blob([new Uint8Array(data)], { type }), name);
  const response = await fetch(new URL('/np/api/v1/updateUser/updateUserProfilePic', server.url), {
    method: 'POST',
    body: form,
    headers: { cookie: `lekhapadi_session=${client.sessionCookie}`, 'x-forwarded-for': client.ip },
  });
  return { status: response.status, body: await response.json() };
}

describe('location', () => {
  test('PUT /profile/{own id} sets Bagmati → Kathmandu → KMC → ward 32 and answers the updated user', async () => {
    const { client, userId } = await signedInUser(server);
    const response = await client.rest('PUT', `/profile/${userId}`, {
      province: bagmati.id,
      district: kathmandu.id,
      municipality: kmc.id,
      ward: 32,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      id: userId,
      province: 'बागमती',
      district: 'काठमाडौं',
      municipality: 'काठमाडौं',
      ward: 32,
    });
    const profile = await client.rest('GET', '/getDetails/fetchUserProfileDetails');
    expect(profile.body.userProfile).toMatchObject({ province: 'बागमती', municipality: 'काठमाडौं', ward: 32 });
    const me = await client.graphql(
      '{ me { province district municipality municipalityType ward provinceSlug location { nameEn } } }',
    );
    expect(me.data.me).toEqual({
      province: 'बागमती',
      district: 'काठमाडौं',
      municipality: 'काठमाडौं',
      municipalityType: 'महानगरपालिका',
      ward: 32,
      provinceSlug: 'bagmati',
      location: { nameEn: 'Kathmandu' },
    });
  });

  test('accepts the old client’s Nepali names and old slugs', async () => {
    const { client, userId } = await signedInUser(server);
    const response = await client.rest('PUT', `/profile/${userId}`, {
      province: 'बागमती',
      district: 'काठमाडौं',
      municipality: 'काठमाडौं',
      ward: '5',
    });
    expect(response.status).toBe(200);
    const old = await client.rest('PUT', `/profile/${userId}`, {
      province: 'province_1',
      district: 'jhapa',
      municipality: findLocalLevel('Mechinagar', findDistrict('jhapa')!)!.id,
      ward: 3,
    });
    expect(old.status).toBe(200);
    expect(old.body.data.province).toBe('कोशी');
  });

  test.each([
    ['ward', { ward: 33 }, /Ward 33/],
    ['district', { district: findDistrict('jhapa')!.id }, /not in Bagmati/],
    ['municipality', { municipality: 99999 }, /./],
  ])('refuses a bad %s naming it', async (_name, change, message) => {
    const { client, userId } = await signedInUser(server);
    const response = await client.rest('PUT', `/profile/${userId}`, {
      province: bagmati.id,
      district: kathmandu.id,
      municipality: kmc.id,
      ward: 9,
      ...change,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(message);
    expect(response.body.field).toBeTruthy();
  });

  test('another user’s PUT /profile/{id} is refused', async () => {
    const victim = await signedInUser(server);
    const attacker = await signedInUser(server);
    const response = await attacker.client.rest('PUT', `/profile/${victim.userId}`, {
      province: bagmati.id,
      district: kathmandu.id,
      municipality: kmc.id,
      ward: 1,
    });
    expect(response.status).toBe(403);
    const visitor = await new ApiClient(server.url).rest('PUT', `/profile/${victim.userId}`, { ward: 1 });
    expect(visitor.status).toBe(401);
  });

  test('GraphQL updateLocation', async () => {
    const { client } = await signedInUser(server);
    const result = await client.graphql(
      `mutation U($input: UpdateLocationInput!) { updateLocation(input: $input) { ward municipality } }`,
      { input: { provinceId: bagmati.id, districtId: kathmandu.id, localLevelId: kmc.id, ward: 32 } },
    );
    expect(result.data.updateLocation).toEqual({ ward: 32, municipality: 'काठमाडौं' });
    const bad = await client.graphql(
      `mutation U($input: UpdateLocationInput!) { updateLocation(input: $input) { ward } }`,
      { input: { provinceId: bagmati.id, districtId: kathmandu.id, localLevelId: kmc.id, ward: 33 } },
    );
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ward' });
  });
});

describe('reusable details', () => {
  test('round trip, with checks naming the field', async () => {
    const { client } = await signedInUser(server);
    const saved = await client.graphql(
      `mutation D($input: ProfileDetailsInput!) { updateProfileDetails(input: $input) { details { fullNameNe gender dateOfBirthBs fatherName citizenshipIssueDistrict } } }`,
      {
        input: {
          fullNameNe: 'सीता शर्मा',
          gender: 'female',
          dateOfBirthBs: '2050-1-5',
          fatherName: 'राम शर्मा',
          citizenshipIssueDistrict: 'काठमाडौं',
        },
      },
    );
    expect(saved.data.updateProfileDetails.details).toEqual({
      fullNameNe: 'सीता शर्मा',
      gender: 'female',
      dateOfBirthBs: '2050/01/05',
      fatherName: 'राम शर्मा',
      citizenshipIssueDistrict: 'kathmandu',
    });
    const bad = await client.graphql(
      `mutation D($input: ProfileDetailsInput!) { updateProfileDetails(input: $input) { details { gender } } }`,
      { input: { dateOfBirthBs: '2050/13/40' } },
    );
    expect(bad.errors?.[0]?.extensions?.field).toBe('dateOfBirthBs');
  });
});

describe('name and e-mail', () => {
  test('no change is said so; a new e-mail applies only after its code', async () => {
    const { client, account } = await signedInUser(server);
    const same = await client.rest('POST', '/updateUser/updateUserProfile', {
      name: account.name,
      email: account.email,
    });
    expect(same.body).toEqual({ status: false, message: 'No changes in username or email' });

    const newEmail = `new.${account.email}`;
    const changed = await client.rest('POST', '/updateUser/updateUserProfile', {
      name: 'Gita Sharma',
      email: newEmail,
    });
    expect(changed.body.status).toBe(true);
    let me = (await client.graphql('{ me { name email pendingEmail } }')).data.me;
    expect(me).toEqual({ name: 'Gita Sharma', email: account.email, pendingEmail: newEmail });

    const code = await server.outbox.lastMailCode(newEmail);
    const confirmed = await client.rest('POST', '/updateUser/verify-new-email', { otp: code });
    expect(confirmed.body.status).toBe(true);
    me = (await client.graphql('{ me { name email pendingEmail } }')).data.me;
    expect(me).toEqual({ name: 'Gita Sharma', email: newEmail, pendingEmail: null });
  });
});

describe('avatar', () => {
  test('a real image is stored and served through an expiring signed URL', async () => {
    const { client } = await signedInUser(server);
    const response = await uploadAvatar(client, tinyPng());
    expect(response.status).toBe(200);
    const signed = new URL(response.body.profilePicUrl);
    const local = (path: string) => new URL(path, server.url);
    const image = await fetch(local(`${signed.pathname}${signed.search}`));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');

    const tampered = new URL(signed);
    tampered.searchParams.set('signature', `x${signed.searchParams.get('signature')?.slice(1)}`);
    expect((await fetch(local(`${tampered.pathname}${tampered.search}`))).status).toBe(403);
    const expired = new URL(signed);
    expired.searchParams.set('expires', String(Math.floor(Date.now() / 1000) - 10));
    expect((await fetch(local(`${expired.pathname}${expired.search}`))).status).toBe(403);
    const me = await client.graphql('{ me { profilePicUrl } }');
    expect(me.data.me.profilePicUrl).toMatch(/\/files\/avatars\//);
  });

  test('a text file named .png is refused by its bytes', async () => {
    const { client } = await signedInUser(server);
    const response = await uploadAvatar(client, Buffer.from('not an image at all'), 'fake.png', 'image/png');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please select a valid image file.');
  });

  test('over 2 MB is refused, and so is no file', async () => {
    const { client } = await signedInUser(server);
    const big = Buffer.concat([tinyPng(), Buffer.alloc(2 * 1024 * 1024)]);
    expect((await uploadAvatar(client, big)).status).toBe(413);
    const none = await uploadAvatar(client, null);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('No new profile picture selected');
  });
});
