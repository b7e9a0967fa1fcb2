import {
  findDistrict,
  findLocalLevel,
  findProvince,
  listDistricts,
  listLocalLevels,
  listProvinces,
} from '../../server/src/modules/locations/locations.catalog.js';
import { signedInUser } from '../support/builders.js';
import { ApiClient } from '../support/client.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const bagmati = findProvince('bagmati')!;
const kathmandu = findDistrict('kathmandu', bagmati)!;
const kmc = findLocalLevel('Kathmandu', kathmandu)!;
const jhapa = findDistrict('jhapa')!;
const lalitpur = findDistrict('lalitpur')!;
const nineWards = listProvinces()
  .flatMap((p) => listDistricts(p.id))
  .flatMap((d) => listLocalLevels(d.id))
  .find((l) => l.wards === 9)!;

const kmcWard32 = { province: bagmati.id, district: kathmandu.id, municipality: kmc.id, ward: 32 };

describe('PUT /profile/{userId}', () => {
  test('Bagmati → Kathmandu → Kathmandu Metropolitan City → ward 32, seen by fetchUserProfileDetails and me', async () => {
    const { client, userId } = await signedInUser(server);
    const response = await client.rest('PUT', `/profile/${userId}`, kmcWard32);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: true, message: 'Profile updated' });
    const place = {
      province: 'बागमती',
      district: 'काठमाडौं',
      municipality: 'काठमाडौं',
      municipalityType: 'महानगरपालिका',
      ward: 32,
      provinceId: bagmati.id,
      districtId: kathmandu.id,
      localLevelId: kmc.id,
      provinceSlug: 'bagmati',
      districtSlug: 'kathmandu',
    };
    expect(response.body.data).toMatchObject({ id: userId, user: { name: expect.any(String) }, ...place });

    const profile = await client.rest('GET', '/getDetails/fetchUserProfileDetails');
    expect(profile.body.userProfile).toMatchObject(place);

    const me = await client.graphql(`{ me {
      province district municipality municipalityType ward provinceId districtId localLevelId
      provinceSlug districtSlug location { nameEn wardCount district { nameEn } province { nameEn } }
    } }`);
    expect(me.data.me).toEqual({
      ...place,
      location: {
        nameEn: 'Kathmandu',
        wardCount: 32,
        district: { nameEn: 'Kathmandu' },
        province: { nameEn: 'Bagmati' },
      },
    });
  });

  test.each([
    [
      'Nepali names, as the old client sent them',
      { province: 'बागमती', district: 'काठमाडौं', municipality: 'काठमाडौं महानगरपालिका', ward: '५' },
      'बागमती',
      5,
    ],
    [
      'old slugs',
      { province: 'sudur_paschim', district: 'kailali', municipality: 'Dhangadhi', ward: 3 },
      'सुदूरपश्चिम',
      3,
    ],
    [
      'province_1 and a wrapped body',
      { data: { province: 'province_1', district: 'jhapa', municipality: 'Mechinagar', ward: '2' } },
      'कोशी',
      2,
    ],
    [
      'a split district told apart by its province',
      { province: 'Lumbini', district: 'नवलपरासी', municipality: 'Bardaghat', ward: 1 },
      'लुम्बिनी',
      1,
    ],
  ])('accepts %s', async (_case, body, provinceNe, ward) => {
    const { client, userId } = await signedInUser(server);
    const response = await client.rest('PUT', `/profile/${userId}`, body);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ province: provinceNe, ward });
  });

  test.each([
    ['ward', { ward: 33 }, 'Ward 33 does not exist in Kathmandu Metropolitan City, which has wards 1 to 32.'],
    [
      'ward',
      {
        district: nineWards.districtId,
        province: nineWards.provinceId,
        municipality: nineWards.id,
        ward: 10,
      },
      `Ward 10 does not exist in ${nineWards.fullNameEn}, which has wards 1 to 9.`,
    ],
    [
      'district',
      { district: jhapa.id },
      'District Jhapa (झापा) is in Koshi Province, not in Bagmati Province.',
    ],
    [
      'municipality',
      { district: lalitpur.id },
      'Municipality Kathmandu Metropolitan City is in Kathmandu district, not in Lalitpur.',
    ],
    ['municipality', { municipality: 99999 }, 'Municipality "99999" was not found in Kathmandu district.'],
    ['province', { province: 'Atlantis' }, 'Province "Atlantis" is not one of the 7 provinces of Nepal.'],
    ['ward', { ward: '' }, 'Ward is required.'],
  ])('refuses a bad %s with a 400 naming it', async (field, change, message) => {
    const { client, userId } = await signedInUser(server);
    const response = await client.rest('PUT', `/profile/${userId}`, { ...kmcWard32, ...change });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ status: false, code: 'BAD_USER_INPUT', field, message });
    const profile = await client.rest('GET', '/getDetails/fetchUserProfileDetails');
    expect(profile.body.userProfile.ward).toBeNull();
  });

  test('lists every problem at once', async () => {
    const { client, userId } = await signedInUser(server);
    const response = await client.rest('PUT', `/profile/${userId}`, {
      province: 'bagmati',
      district: 'jhapa',
    });
    expect(response.body.problems.map((p: { field: string }) => p.field)).toEqual([
      'district',
      'municipality',
      'ward',
    ]);
  });

  test('another user’s id is 403, a visitor 401, and nothing changes', async () => {
    const victim = await signedInUser(server);
    const attacker = await signedInUser(server);
    const response = await attacker.client.rest('PUT', `/profile/${victim.userId}`, kmcWard32);
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('FORBIDDEN');
    const visitor = await new ApiClient(server.url).rest('PUT', `/profile/${victim.userId}`, kmcWard32);
    expect(visitor.status).toBe(401);
    const profile = await victim.client.rest('GET', '/getDetails/fetchUserProfileDetails');
    expect(profile.body.userProfile.ward).toBeNull();
  });
});

describe('GraphQL updateLocation', () => {
  const mutation = `mutation U($input: UpdateLocationInput!) {
    updateLocation(input: $input) { ward province municipality municipalityType localLevelId }
  }`;

  test('sets the place and answers the updated user', async () => {
    const { client } = await signedInUser(server);
    const result = await client.graphql(mutation, {
      input: { provinceId: bagmati.id, districtId: kathmandu.id, localLevelId: kmc.id, ward: 32 },
    });
    expect(result.data.updateLocation).toEqual({
      ward: 32,
      province: 'बागमती',
      municipality: 'काठमाडौं',
      municipalityType: 'महानगरपालिका',
      localLevelId: kmc.id,
    });
  });

  test('names the input field at fault', async () => {
    const { client } = await signedInUser(server);
    const input = { provinceId: bagmati.id, districtId: kathmandu.id, localLevelId: kmc.id, ward: 33 };
    const badWard = await client.graphql(mutation, { input });
    expect(badWard.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ward' });
    const badDistrict = await client.graphql(mutation, {
      input: { ...input, districtId: jhapa.id, ward: 1 },
    });
    expect(badDistrict.errors?.[0]?.extensions).toMatchObject({ field: 'districtId' });
    const visitor = await new ApiClient(server.url).graphql(mutation, { input });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
