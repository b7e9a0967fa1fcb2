import { englishMessages } from '../../shared/messages.js';
import { MAPPING_ERROR } from '../locations/locations.catalog.js';
import { fieldNames, fieldsFor, findWork, listWorks } from './catalog.js';
import { placeholderFor } from './fields.js';
import { landUnitSystemOf } from './land-units.js';
import { listServiceAreas } from './service-areas.js';
import { PROFILE_KEYS, type WorkField } from './work.types.js';

const allFields = (fields: readonly WorkField[]): WorkField[] =>
  fields.flatMap((f) => [f, ...(f.columns ?? [])]);

describe('the works catalogue', () => {
  test('offers at least 15 works on the generation screen and 3 on the police report screen', () => {
    expect(listWorks(1).length).toBeGreaterThanOrEqual(15);
    expect(listWorks(2).length).toBeGreaterThanOrEqual(3);
    expect(listWorks()).toHaveLength(listWorks(1).length + listWorks(2).length);
  });

  test('keys are unique, stable ASCII kebab-case, and findWork finds each', () => {
    const keys = listWorks().map((w) => w.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) {
      expect(key).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
      expect(findWork(key)?.key).toBe(key);
    }
    expect(findWork('no-such-work')).toBeUndefined();
  });

  test('every work says, in both languages, what it is for, who signs it and which office takes it', () => {
    const devanagari = /[\u0900-\u097F]/;
    for (const work of listWorks()) {
      const texts = {
        ne: [work.descriptionNe, work.signerNe, work.officeNe],
        en: [work.descriptionEn, work.signerEn, work.officeEn],
      };
      // Nepali in Devanagari; English in Latin letters (a Nepali term in brackets is allowed).
      const problems = [
        ...texts.ne.filter((t) => !t || t.trim().length < 10 || !devanagari.test(t)).map((t) => ['ne', t]),
        ...texts.en.filter((t) => !t || t.trim().length < 10 || !/^[A-Z]/.test(t)).map((t) => ['en', t]),
      ];
      expect({ key: work.key, problems }).toEqual({ key: work.key, problems: [] });
    }
  });

  test('prices are whole rupees of at least 10 (Khalti minimum)', () => {
    for (const work of listWorks()) {
      expect({ key: work.key, ok: Number.isInteger(work.price) && work.price >= 10 }).toEqual({
        key: work.key,
        ok: true,
      });
    }
  });

  test('police works are on the police report screen, the others on the generation screen', () => {
    for (const work of listWorks()) {
      expect([work.key, work.serviceAreaId]).toEqual([work.key, work.category === 'police' ? 2 : 1]);
    }
  });

  test('names and labels exist in Nepali and English', () => {
    for (const work of listWorks()) {
      expect(work.nameNe).toMatch(/[\u0900-\u097F]/);
      expect(work.nameEn).toMatch(/[A-Za-z]/);
      for (const f of allFields(work.fields)) {
        expect([work.key, f.key, /[\u0900-\u097F]/.test(f.labelNe), f.labelEn.length > 0]).toEqual([
          work.key,
          f.key,
          true,
          true,
        ]);
      }
    }
  });

  test('every field follows the placeholder rule, and scalar fields have a max length', () => {
    for (const work of listWorks()) {
      for (const f of allFields(work.fields)) {
        expect([work.key, f.key, f.placeholder]).toEqual([work.key, f.key, placeholderFor(f.key, f.labelEn)]);
        if (f.type !== 'table') expect(f.maxLength).toBeGreaterThan(0);
      }
    }
  });

  test('field keys are unique within a work, selects have options, tables have scalar columns', () => {
    for (const work of listWorks()) {
      const keys = work.fields.map((f) => f.key);
      expect([work.key, new Set(keys).size]).toEqual([work.key, keys.length]);
      for (const f of work.fields) {
        if (f.type === 'select') expect(f.options?.length).toBeGreaterThan(1);
        if (f.type === 'table') {
          expect(f.columns?.length).toBeGreaterThan(0);
          expect(f.columns?.every((c) => c.type !== 'table')).toBe(true);
          expect(f.maxRows).toBeGreaterThanOrEqual(f.minRows ?? 0);
        }
      }
    }
  });

  test('every profile key names a reusable profile detail', () => {
    const used = listWorks().flatMap((w) =>
      allFields(w.fields).flatMap((f) => (f.profileKey ? [f.profileKey] : [])),
    );
    expect(used.length).toBeGreaterThan(0);
    for (const key of used) expect(PROFILE_KEYS).toContain(key);
  });

  test('every work asks for the applicant by name, gender, father and grandfather', () => {
    for (const work of listWorks()) {
      const required = work.fields.filter((f) => f.required).map((f) => f.key);
      expect([
        work.key,
        ...['fullName', 'gender', 'fatherName', 'grandfatherName'].map((k) => required.includes(k)),
      ]).toEqual([work.key, true, true, true, true]);
    }
  });

  test('fieldNames lists the required and optional field names', () => {
    const work = findWork('unmarried-verification')!;
    const { requiredFields, optionalFields } = fieldNames(work.fields);
    expect(requiredFields).toEqual(['fullName', 'gender', 'dateOfBirthBs', 'fatherName', 'grandfatherName']);
    expect(optionalFields).toContain('purpose');
    expect(optionalFields).not.toContain('spouseName');
  });
});

describe('placeholders', () => {
  test.each([
    ['parentName', 'Parent', "Enter Parent's Name"],
    ['parent', 'Parent', "Enter Parent's Name"],
    ['wardno', 'Ward', 'Enter ward'],
    ['fullName', 'Full name', 'Enter Full Name'],
    ['municipality', 'Municipality', 'Enter municipality'],
    ['fatherName', "Father's name", "Enter Father's name"],
    ['kittaNumber', 'Plot (kitta) number', 'Enter Plot (kitta) number'],
  ])('%s → %s', (key, label, placeholder) => {
    expect(placeholderFor(key, label)).toBe(placeholder);
  });
});

describe('fieldsFor: land area in the units of the place', () => {
  const areaKeys = (fields: readonly WorkField[]) =>
    fields.filter((f) => f.key.startsWith('area')).map((f) => f.key);

  test('hill districts ask in रोपनी-आना-पैसा-दाम, the Terai in बिघा-कट्ठा-धुर, at the same place in the form', () => {
    const work = findWork('four-boundaries')!;
    const hill = fieldsFor(work, { provinceSlug: 'bagmati', districtSlug: 'kathmandu' });
    const terai = fieldsFor(work, { provinceSlug: 'koshi', districtSlug: 'jhapa' });
    expect(areaKeys(hill)).toEqual(['areaRopani', 'areaAana', 'areaPaisa', 'areaDaam']);
    expect(areaKeys(terai)).toEqual(['areaBigha', 'areaKattha', 'areaDhur']);
    const at = (fields: readonly WorkField[], key: string) => fields.findIndex((f) => f.key === key);
    expect(at(terai, 'areaBigha')).toBe(at(hill, 'areaRopani'));
    expect(terai.find((f) => f.key === 'areaBigha')?.required).toBe(true);
    expect(terai.find((f) => f.key === 'areaKattha')).toMatchObject({ integer: true, max: 19 });
  });

  test('a table of parcels asks each area in the units of the place too', () => {
    const work = findWork('name-transfer-recommendation')!;
    const columns = (fields: readonly WorkField[]) => fields.find((f) => f.key === 'parcels')?.columns ?? [];
    const hill = columns(fieldsFor(work, { provinceSlug: 'gandaki', districtSlug: 'kaski' }));
    const terai = columns(fieldsFor(work, { provinceSlug: 'lumbini', districtSlug: 'rupandehi' }));
    expect(areaKeys(hill)).toEqual(['areaRopani', 'areaAana', 'areaPaisa', 'areaDaam']);
    expect(areaKeys(terai)).toEqual(['areaBigha', 'areaKattha', 'areaDhur']);
    const placeAndPlot = (cols: readonly WorkField[]) => cols.slice(0, 4).map((c) => c.key);
    expect(placeAndPlot(terai)).toEqual(placeAndPlot(hill));
  });

  test('works without land are the same everywhere', () => {
    const work = findWork('birth-date-verification')!;
    expect(fieldsFor(work, { provinceSlug: 'madhesh', districtSlug: 'dhanusha' })).toEqual(work.fields);
  });

  test('the spec’s old slugs are accepted; an unknown place gets the mapping error', () => {
    const work = findWork('house-road-verification')!;
    expect(areaKeys(fieldsFor(work, { provinceSlug: 'province_2', districtSlug: 'dhanusha' }))[0]).toBe(
      'areaBigha',
    );
    expect(() => fieldsFor(work, { provinceSlug: 'bagmati', districtSlug: 'jhapa' })).toThrow(
      englishMessages[MAPPING_ERROR],
    );
    expect(() => fieldsFor(work, { provinceSlug: 'atlantis', districtSlug: 'kathmandu' })).toThrow(
      englishMessages[MAPPING_ERROR],
    );
  });

  test('the Terai list covers the plains districts and not the hills', () => {
    for (const slug of ['jhapa', 'saptari', 'chitwan', 'parasi', 'nawalpur', 'dang', 'kailali']) {
      expect([slug, landUnitSystemOf(slug)]).toEqual([slug, 'bigha']);
    }
    for (const slug of ['kathmandu', 'kaski', 'dolakha', 'udayapur', 'surkhet']) {
      expect([slug, landUnitSystemOf(slug)]).toEqual([slug, 'ropani']);
    }
  });
});

describe('service areas', () => {
  test('the dashboard tiles, with the spec’s routes and images under /images/service-areas', () => {
    const areas = listServiceAreas();
    expect(areas.map((a) => [a.id, a.nameEn, a.route, a.comingSoon])).toEqual([
      [1, 'Lekhapadi', '/dashboard/lekhapadi', false],
      [2, 'Police Report', '/dashboard/policereport', false],
      [3, 'Kuruwa', '/dashboard/kuruwa', true],
      [4, 'Notary Public', '/dashboard/notarypublic', true],
    ]);
    for (const a of areas) {
      expect(a.nameNe).toMatch(/[\u0900-\u097F]/);
      expect(a.imageUrl).toMatch(/^\/images\/service-areas\/[a-z-]+\.svg$/);
    }
  });
});

describe('ward numbers', () => {
  const ward = (workKey: string, key: string, localLevel?: string | number) =>
    allFields(
      fieldsFor(findWork(workKey)!, { provinceSlug: 'bagmati', districtSlug: 'kathmandu', localLevel }),
    ).find((f) => f.key === key)!;

  test("a ward of the paper's own local level goes up to its ward count", () => {
    // Kathmandu Metropolitan City has 32 wards; Gokarneshwar 9 (the data's figures).
    expect(ward('business-registration', 'businessWard', 'Kathmandu').max).toBe(32);
    expect(ward('building-permit-application', 'landWard', 'Gokarneshwar').max).toBe(9);
  });

  test('without a known local level of that district, the most wards any local level has', () => {
    // Pokhara, with 33, has the most.
    expect(ward('business-registration', 'businessWard').max).toBe(33);
    expect(ward('business-registration', 'businessWard', 'Pokhara').max).toBe(33);
    expect(ward('business-registration', 'businessWard', 'no such place').max).toBe(33);
  });

  test('a parcel may lie in any local level: its ward goes up to the most any has', () => {
    const parcelWard = (key: string) =>
      allFields(findWork(key)!.fields).find((f) => f.key === 'ward' && f.type === 'number');
    const deeds = listWorks().filter((work) => parcelWard(work.key));
    expect(deeds.length).toBeGreaterThan(0);
    for (const deed of deeds) {
      expect(
        allFields(
          fieldsFor(deed, { provinceSlug: 'bagmati', districtSlug: 'kathmandu', localLevel: 'Kathmandu' }),
        ).find((f) => f.key === 'ward')?.max,
      ).toBe(33);
    }
  });

  test('no ward field anywhere goes beyond 33', () => {
    for (const work of listWorks()) {
      for (const f of allFields(work.fields)) {
        if (/ward/i.test(f.key) && f.type === 'number') expect(f.max).toBeLessThanOrEqual(33);
      }
    }
  });
});
