import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/src/config.js';
import { type DatabaseTarget, entityManager } from '../../server/src/db/orm.js';
import { seedLocations } from '../../server/src/seeders/locations.seeder.js';
import { startServer } from '../../server/src/server.js';
import { ApiClient } from '../support/client.js';
import { createTestDatabase, usingPostgres } from '../support/database.js';
import { recordSql, touching } from '../support/sql-counter.js';
import { TEST_HTTP_OPTIONS, type TestServer, startTestServer } from '../support/test-server.js';

// @pglite: a second start on the same database files

const LOCATION_TABLES = ['province', 'district', 'local_level'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const COUNTRY = `{ provinces { id nameNe districts { id nameEn localLevels { id nameEn type wards } } } }`;

interface CountryAnswer {
  provinces: { districts: { localLevels: { nameEn: string; type: string; wards: number[] }[] }[] }[];
}

function totals(data: CountryAnswer) {
  const districts = data.provinces.flatMap((p) => p.districts);
  const levels = districts.flatMap((d) => d.localLevels);
  return {
    provinces: data.provinces.length,
    districts: districts.length,
    localLevels: levels.length,
    wards: levels.reduce((sum, l) => sum + l.wards.length, 0),
    metropolitan: levels.filter((l) => l.type === 'metropolitan').length,
  };
}

describe('GraphQL cascade', () => {
  // First in the file: the process has not read the divisions yet.
  test('the whole country in one query: 3 SQL statements on a cold process, none after', async () => {
    const client = new ApiClient(server.url);
    let cold: CountryAnswer | undefined;
    const coldSql = await recordSql(server.services.orm, async () => {
      cold = (await client.graphql<CountryAnswer>(COUNTRY)).data;
    });
    expect(totals(cold as CountryAnswer)).toEqual({
      provinces: 7,
      districts: 77,
      localLevels: 753,
      wards: 6743,
      metropolitan: 6,
    });
    expect(touching(coldSql, LOCATION_TABLES)).toHaveLength(3);

    let warm: CountryAnswer | undefined;
    const warmSql = await recordSql(server.services.orm, async () => {
      warm = (await client.graphql<CountryAnswer>(COUNTRY)).data;
    });
    expect(warm).toEqual(cold);
    expect(touching(warmSql, LOCATION_TABLES)).toHaveLength(0);
  });

  test('Kathmandu Metropolitan City has 32 wards, found by slug, and the graph leads back up', async () => {
    const { data } = await new ApiClient(server.url).graphql(`{
      district(slug: "kathmandu") {
        nameNe
        province { slug nameNe }
        localLevels { id nameEn nameNe type typeLabel typeLabelEn wardCount wards district { nameEn } province { nameEn } }
      }
    }`);
    const kmc = data.district.localLevels.find((l: { nameEn: string }) => l.nameEn === 'Kathmandu');
    expect(data.district.province).toEqual({ slug: 'bagmati', nameNe: 'बागमती' });
    expect(kmc).toMatchObject({
      nameNe: 'काठमाडौं',
      type: 'metropolitan',
      typeLabel: 'महानगरपालिका',
      typeLabelEn: 'Metropolitan City',
      wardCount: 32,
      district: { nameEn: 'Kathmandu' },
      province: { nameEn: 'Bagmati' },
    });
    expect(kmc.wards).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));

    const byId = await new ApiClient(server.url).graphql(
      `query L($id: Int!) { localLevel(id: $id) { nameEn wards district { slug } } }`,
      { id: kmc.id },
    );
    expect(byId.data.localLevel).toMatchObject({ nameEn: 'Kathmandu', district: { slug: 'kathmandu' } });
  });

  test('old province slugs still name provinces; unknown ones are null; id or slug is required', async () => {
    const client = new ApiClient(server.url);
    const { data } = await client.graphql(`{
      koshi: province(slug: "province_1") { slug nameNe districts { id } }
      madhesh: province(slug: "province_2") { slug }
      far: province(slug: "sudur_paschim") { slug nameEn }
      byId: province(id: 3) { slug }
      nowhere: province(slug: "atlantis") { slug }
      noDistrict: district(id: 999) { slug }
    }`);
    expect(data).toEqual({
      koshi: { slug: 'koshi', nameNe: 'कोशी', districts: expect.any(Array) },
      madhesh: { slug: 'madhesh' },
      far: { slug: 'sudurpashchim', nameEn: 'Sudurpashchim' },
      byId: { slug: 'bagmati' },
      nowhere: null,
      noDistrict: null,
    });
    expect(data.koshi.districts).toHaveLength(14);
    const neither = await client.graphql('{ province { slug } }');
    expect(neither.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
  });
});

describe('REST cascade', () => {
  test('provinces → districts → municipalities → wards in the spec shapes: 7 / 77 / 753 / 6743', async () => {
    const c = new ApiClient(server.url);
    const provinces = await c.rest('GET', '/province');
    expect(provinces.status).toBe(200);
    expect(provinces.body.provinces).toHaveLength(7);
    const bagmati = provinces.body.provinces.find((p: { name: string }) => p.name === 'बागमती');
    expect(bagmati).toEqual({ id: 3, name: 'बागमती', nameEn: 'Bagmati', slug: 'bagmati' });

    const districts = await c.rest('GET', `/province/${bagmati.id}/districts`);
    expect(districts.body).toHaveLength(13);
    const kathmandu = districts.body.find((d: { nameEn: string }) => d.nameEn === 'Kathmandu');
    expect(kathmandu).toMatchObject({ id: expect.any(Number), name: 'काठमाडौं', slug: 'kathmandu' });
    const municipalities = await c.rest('GET', `/district/${kathmandu.id}/municipalities`);
    const kmc = municipalities.body.find((m: { nameEn: string }) => m.nameEn === 'Kathmandu');
    expect(kmc).toEqual({
      id: expect.any(Number),
      name: 'काठमाडौं',
      nameEn: 'Kathmandu',
      type: 'metropolitan',
      typeLabel: 'महानगरपालिका',
      wardCount: 32,
    });
    const wards = await c.rest('GET', `/municipality/${kmc.id}/wards`);
    expect(wards.body).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));

    let districtCount = 0;
    let municipalityCount = 0;
    let wardCount = 0;
    for (const p of provinces.body.provinces) {
      for (const d of (await c.rest('GET', `/province/${p.id}/districts`)).body) {
        districtCount += 1;
        for (const m of (await c.rest('GET', `/district/${d.id}/municipalities`)).body) {
          municipalityCount += 1;
          wardCount += (await c.rest('GET', `/municipality/${m.id}/wards`)).body.length;
        }
      }
    }
    expect([districtCount, municipalityCount, wardCount]).toEqual([77, 753, 6743]);
  });

  test('answers are cacheable for a day, with an ETag that turns a repeat into a 304', async () => {
    const c = new ApiClient(server.url);
    for (const path of ['/province', '/province/3/districts', '/district/27/municipalities']) {
      const first = await c.rest('GET', path);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('public, max-age=86400');
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"nepal-admin-[\w-]+"$/);
      // As a browser revalidates (fetch would otherwise add Cache-Control: no-cache).
      const again = await c.request('GET', `/np/api/v1${path}`, undefined, {
        headers: { 'if-none-match': etag as string, 'cache-control': 'max-age=0' },
      });
      expect(again.status).toBe(304);
      expect(again.body).toBeUndefined();
      const stale = await c.request('GET', `/np/api/v1${path}`, undefined, {
        headers: { 'if-none-match': '"something-else"', 'cache-control': 'max-age=0' },
      });
      expect(stale.status).toBe(200);
    }
  });

  test.each([
    '/province/8/districts',
    '/province/abc/districts',
    '/district/999/municipalities',
    '/municipality/99999/wards',
  ])('%s is a 404 in JSON, not cached', async (path) => {
    const response = await new ApiClient(server.url).rest('GET', path);
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ status: false, code: 'NOT_FOUND' });
    expect(response.headers.get('cache-control') ?? '').not.toMatch(/public/);
  });
});

describe('seeding', () => {
  const rowState = async (em: ReturnType<typeof entityManager>) => ({
    counts: await em.execute(
      `select (select count(*) from province)::int as provinces, (select count(*) from district)::int as districts,
              (select count(*) from local_level)::int as local_levels`,
    ),
    // xmin changes with every write of a row, even one that writes the same values.
    versions: await em.execute(
      `select (select max(xmin::text::bigint) from local_level)::text as local_levels,
              (select max(xmin::text::bigint) from province)::text as provinces,
              (select seeded_at from reference_data_version where name = 'nepal-admin') as seeded_at`,
    ),
  });

  test('seeding again writes nothing', async () => {
    const em = entityManager(server.services.orm);
    const before = await rowState(em);
    expect(before.counts[0]).toEqual({ provinces: 7, districts: 77, local_levels: 753 });
    let outcome: string | undefined;
    const sql = await recordSql(server.services.orm, async () => {
      outcome = await seedLocations(entityManager(server.services.orm));
    });
    expect(outcome).toBe('unchanged');
    expect(sql.filter((s) => /^\s*(insert|update|delete)\b/i.test(s))).toEqual([]);
    expect(await rowState(em)).toEqual(before);
  });

  test('a second start on the same database changes nothing', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lekhapadi-restart-'));
    const database = await createTestDatabase();
    // On PGlite, a folder of its own that the first start migrates and seeds from nothing, as a
    // first `npm start` does.
    const target: DatabaseTarget = usingPostgres()
      ? database.target
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    });
    const states = [];
    try {
      for (let start = 0; start < 2; start += 1) {
        const running = await startServer(config, { database: target, http: TEST_HTTP_OPTIONS });
        try {
          states.push(await rowState(entityManager(running.services.orm)));
        } finally {
          await running.close();
        }
      }
    } finally {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
    expect(states[0].counts[0]).toEqual({ provinces: 7, districts: 77, local_levels: 753 });
    expect(states[1]).toEqual(states[0]);
    // Two whole server starts, each migrating and checking 6,743 wards on a file-backed database.
  }, 180_000);
});
