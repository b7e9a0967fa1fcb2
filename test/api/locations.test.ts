import { entityManager } from '../../server/src/db/orm.js';
import { seedLocations } from '../../server/src/modules/locations/locations.seeder.js';
import { ApiClient } from '../support/client.js';
import { type TestServer, startTestServer } from '../support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const COUNTRY = `{ provinces { id nameNe districts { id nameEn localLevels { id nameEn type wards } } } }`;

/** Counts the SQL statements the server runs while `work` runs. */
async function countStatements(work: () => Promise<unknown>) {
  const connection = server.services.orm.em.getConnection() as unknown as {
    execute: (...args: unknown[]) => Promise<unknown>;
  };
  const original = connection.execute;
  let count = 0;
  connection.execute = function (this: unknown, ...args: unknown[]) {
    const sql = String(args[0]);
    if (/\b(local_level|district|province)\b/.test(sql)) count += 1;
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    connection.execute = original;
  }
  return count;
}

describe('GraphQL cascade', () => {
  test('the whole country: 7 provinces, 77 districts, 753 local levels, 6743 wards, in 3 statements', async () => {
    let data: any;
    const statements = await countStatements(async () => {
      data = (await new ApiClient(server.url).graphql(COUNTRY)).data;
    });
    const provinces = data.provinces as {
      districts: { localLevels: { wards: number[]; type: string }[] }[];
    }[];
    const districts = provinces.flatMap((p) => p.districts);
    const levels = districts.flatMap((d) => d.localLevels);
    expect(provinces).toHaveLength(7);
    expect(districts).toHaveLength(77);
    expect(levels).toHaveLength(753);
    expect(levels.reduce((sum, l) => sum + l.wards.length, 0)).toBe(6743);
    expect(levels.filter((l) => l.type === 'metropolitan')).toHaveLength(6);
    expect(statements).toBe(3);
  });

  test('Kathmandu Metropolitan City has 32 wards, and the graph leads back up', async () => {
    const { data } = await new ApiClient(server.url).graphql(`{
      provinces { slug districts { slug localLevels { id nameEn typeLabelNe wards district { nameEn province { nameEn } } } } }
    }`);
    const kathmandu = data.provinces
      .find((p: { slug: string }) => p.slug === 'bagmati')
      .districts.find((d: { slug: string }) => d.slug === 'kathmandu');
    const kmc = kathmandu.localLevels.find((l: { nameEn: string }) => l.nameEn === 'Kathmandu');
    expect(kmc.wards).toHaveLength(32);
    expect(kmc.typeLabelNe).toBe('महानगरपालिका');
    expect(kmc.district).toEqual({ nameEn: 'Kathmandu', province: { nameEn: 'Bagmati' } });
  });
});

describe('REST cascade', () => {
  test('provinces → districts → municipalities → wards, cacheable', async () => {
    const c = new ApiClient(server.url);
    const provinces = await c.rest('GET', '/province');
    expect(provinces.status).toBe(200);
    expect(provinces.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(provinces.headers.get('etag')).toBeTruthy();
    expect(provinces.body.provinces).toHaveLength(7);
    const bagmati = provinces.body.provinces.find((p: { name: string }) => p.name === 'बागमती');
    expect(bagmati).toMatchObject({ id: expect.any(Number), name: 'बागमती' });

    const districts = await c.rest('GET', `/province/${bagmati.id}/districts`);
    expect(districts.body).toHaveLength(13);
    const kathmandu = districts.body.find((d: { nameEn: string }) => d.nameEn === 'Kathmandu');
    const municipalities = await c.rest('GET', `/district/${kathmandu.id}/municipalities`);
    const kmc = municipalities.body.find((m: { nameEn: string }) => m.nameEn === 'Kathmandu');
    expect(kmc).toMatchObject({ name: 'काठमाडौं', type: 'metropolitan', typeLabel: 'महानगरपालिका' });
    const wards = await c.rest('GET', `/municipality/${kmc.id}/wards`);
    expect(wards.body).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));

    let total = 0;
    for (const p of provinces.body.provinces) {
      for (const d of (await c.rest('GET', `/province/${p.id}/districts`)).body) {
        for (const m of (await c.rest('GET', `/district/${d.id}/municipalities`)).body) {
          total += (await c.rest('GET', `/municipality/${m.id}/wards`)).body.length;
        }
      }
    }
    expect(total).toBe(6743);
  });

  test('unknown ids are 404 JSON', async () => {
    const response = await new ApiClient(server.url).rest('GET', '/municipality/99999/wards');
    expect(response.status).toBe(404);
    expect(response.body.status).toBe(false);
  });
});

test('seeding is idempotent: a second run changes nothing', async () => {
  const em = entityManager(server.services.orm);
  const before = await em.execute('select count(*)::int as n from local_level');
  expect(await seedLocations(entityManager(server.services.orm))).toBe('unchanged');
  const after = await em.execute('select count(*)::int as n from local_level');
  expect(after).toEqual(before);
  expect(before[0].n).toBe(753);
});
