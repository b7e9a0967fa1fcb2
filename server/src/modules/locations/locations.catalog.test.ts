import { englishMessages } from '../../shared/messages.js';
import {
  assertLocationConsistency,
  checkLocationConsistency,
  findDistrict,
  findLocalLevel,
  findProvince,
  LOCAL_LEVEL_TYPES,
  type LocationInput,
  listDistricts,
  listLocalLevels,
  listProvinces,
  localLevelTypeLabel,
  lookupKey,
  MAPPING_ERROR,
  resolveProvinceAndDistrictSlugs,
  wardsOf,
} from './locations.catalog.js';

const allDistricts = listProvinces().flatMap((p) => listDistricts(p.id));
const allLevels = allDistricts.flatMap((d) => listLocalLevels(d.id));

const district = (slug: string) => allDistricts.find((d) => d.slug === slug)!;
const level = (districtSlug: string, nameEn: string) =>
  listLocalLevels(district(districtSlug).id).find((l) => l.nameEn === nameEn)!;

describe('totals', () => {
  it('has 7 provinces, 77 districts, 753 local levels and 6743 wards', () => {
    expect(listProvinces()).toHaveLength(7);
    expect(allDistricts).toHaveLength(77);
    expect(allLevels).toHaveLength(753);
    expect(allLevels.reduce((sum, l) => sum + l.wards, 0)).toBe(6743);
  });

  it('counts local levels by type', () => {
    const count = (type: string) => allLevels.filter((l) => l.type === type).length;
    expect(count('metropolitan')).toBe(6);
    expect(count('sub_metropolitan')).toBe(11);
    expect(count('municipality')).toBe(276);
    expect(count('rural_municipality')).toBe(460);
  });

  it('counts districts per province in order Koshi..Sudurpashchim', () => {
    expect(listProvinces().map((p) => p.slug)).toEqual([
      'koshi',
      'madhesh',
      'bagmati',
      'gandaki',
      'lumbini',
      'karnali',
      'sudurpashchim',
    ]);
    expect(listProvinces().map((p) => listDistricts(p.id).length)).toEqual([14, 8, 13, 11, 12, 10, 9]);
  });

  it('knows the wards of the six metropolitan cities', () => {
    const metros = Object.fromEntries(
      allLevels.filter((l) => l.type === 'metropolitan').map((l) => [l.nameEn, l.wards]),
    );
    expect(metros).toEqual({
      Kathmandu: 32,
      Pokhara: 33,
      Lalitpur: 29,
      Bharatpur: 29,
      Birgunj: 32,
      Biratnagar: 19,
    });
  });

  it('gives ward numbers 1..N and nothing for an unknown local level', () => {
    const pokhara = level('kaski', 'Pokhara');
    expect(wardsOf(pokhara.id)).toEqual(Array.from({ length: 33 }, (_, i) => i + 1));
    expect(wardsOf(999_999)).toEqual([]);
    expect(listDistricts(99)).toEqual([]);
    expect(listLocalLevels(999)).toEqual([]);
  });
});

describe('names', () => {
  it('uses the current province names, with and without प्रदेश', () => {
    expect(listProvinces().map((p) => p.nameNe)).toEqual([
      'कोशी',
      'मधेश',
      'बागमती',
      'गण्डकी',
      'लुम्बिनी',
      'कर्णाली',
      'सुदूरपश्चिम',
    ]);
    const bagmati = findProvince('bagmati')!;
    expect(bagmati.fullNameNe).toBe('बागमती प्रदेश');
    expect(bagmati.fullNameEn).toBe('Bagmati Province');
  });

  it('holds clean, normalised text', () => {
    const texts = [
      ...listProvinces().flatMap((p) => [p.nameEn, p.nameNe, p.fullNameEn, p.fullNameNe]),
      ...allDistricts.flatMap((d) => [d.nameEn, d.nameNe]),
      ...allLevels.flatMap((l) => [l.nameEn, l.nameNe, l.fullNameEn, l.fullNameNe]),
    ];
    for (const text of texts) {
      expect(text).toBe(text.normalize('NFC').trim());
      expect(text).not.toMatch(/[\u200B-\u200D\uFEFF]|\s{2}/);
    }
  });

  it('builds each full name from the name and the type label', () => {
    for (const l of allLevels) {
      const label = localLevelTypeLabel(l.type);
      expect(l.fullNameNe).toBe(`${l.nameNe} ${label.labelNe}`);
      expect(l.fullNameEn).toBe(`${l.nameEn} ${label.labelEn}`);
      expect(l.wards).toBeGreaterThan(0);
    }
    expect(level('kathmandu', 'Kathmandu').fullNameNe).toBe('काठमाडौं महानगरपालिका');
    expect(LOCAL_LEVEL_TYPES.map((t) => t.labelNe)).toEqual([
      'गाउँपालिका',
      'नगरपालिका',
      'उपमहानगरपालिका',
      'महानगरपालिका',
    ]);
  });

  it('spells Budhanilkantha as the municipality does, and still finds the source data’s spelling', () => {
    const budhanilkantha = level('kathmandu', 'Budhanilkantha');
    expect(budhanilkantha.fullNameEn).toBe('Budhanilkantha Municipality');
    expect(budhanilkantha.nameNe).toBe('बुढानिलकण्ठ');
    expect(findLocalLevel('Budhalikantha', 'kathmandu')?.id).toBe(budhanilkantha.id);
    expect(allLevels.filter((l) => /Budhalikantha/.test(l.nameEn))).toEqual([]);
  });

  it('has unique ids and slugs, and lowercase slugs', () => {
    const provinceSlugs = listProvinces().map((p) => p.slug);
    const districtSlugs = allDistricts.map((d) => d.slug);
    expect(new Set(provinceSlugs).size).toBe(7);
    expect(new Set(districtSlugs).size).toBe(77);
    expect(new Set(allDistricts.map((d) => d.id)).size).toBe(77);
    expect(new Set(allLevels.map((l) => l.id)).size).toBe(753);
    for (const slug of [...provinceSlugs, ...districtSlugs]) expect(slug).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });
});

describe('province lookup', () => {
  it.each([
    ['province_1', 'koshi'],
    ['province_2', 'madhesh'],
    ['sudur_paschim', 'sudurpashchim'],
    ['sudurpaschim', 'sudurpashchim'],
    ['Sudur-Paschim', 'sudurpashchim'],
    ['koshi_province', 'koshi'],
    ['Koshi Province', 'koshi'],
    ['बागमती', 'bagmati'],
    ['बागमती प्रदेश', 'bagmati'],
    ['बाग्मती', 'bagmati'],
    ['सुदुरपश्चिम प्रदेश', 'sudurpashchim'],
    ['काेशी', 'koshi'],
    ['प्रदेश नं. १', 'koshi'],
    ['GANDAKI', 'gandaki'],
    [5, 'lumbini'],
    ['6', 'karnali'],
  ])('%s is %s', (ref, slug) => {
    expect(findProvince(ref)?.slug).toBe(slug);
  });

  it('finds every province by its own slug, aliases and names', () => {
    for (const p of listProvinces()) {
      for (const name of [p.slug, ...p.aliases, p.nameEn, p.nameNe, p.fullNameEn, p.fullNameNe]) {
        expect(findProvince(name)).toBe(p);
      }
    }
  });

  it('finds nothing for unknown names', () => {
    expect(findProvince('Atlantis')).toBeUndefined();
    expect(findProvince('')).toBeUndefined();
    expect(findProvince(8)).toBeUndefined();
    expect(findProvince(null)).toBeUndefined();
  });
});

describe('district lookup', () => {
  it('finds every district by its own slug, aliases and names', () => {
    for (const d of allDistricts) {
      for (const name of [d.slug, ...d.aliases, d.nameEn, d.nameNe]) {
        expect(findDistrict(name, d.provinceId)?.id).toBe(d.id);
      }
    }
  });

  it('folds chandrabindu and anusvara, case and the word जिल्ला', () => {
    expect(findDistrict('काठमाडौं')?.slug).toBe('kathmandu');
    expect(findDistrict('काठमाडौँ')?.slug).toBe('kathmandu');
    expect(findDistrict('काठमाडौं जिल्ला')?.slug).toBe('kathmandu');
    expect(findDistrict('KATHMANDU')?.slug).toBe('kathmandu');
    expect(findDistrict('Kaski District')?.slug).toBe('kaski');
    expect(findDistrict('चितवन')?.slug).toBe('chitwan');
    expect(lookupKey('काठमाडौँ')).toBe(lookupKey('काठमाडौं'));
  });

  it('splits Nawalparasi and Rukum by province, first part without one', () => {
    expect(findDistrict('nawalparasi', 'gandaki')?.slug).toBe('nawalpur');
    expect(findDistrict('nawalparasi', 'lumbini')?.slug).toBe('parasi');
    expect(findDistrict('नवलपरासी', 'लुम्बिनी प्रदेश')?.slug).toBe('parasi');
    expect(findDistrict('nawalparasi')?.slug).toBe('nawalpur');
    expect(findDistrict('nawalparasi_east')?.slug).toBe('nawalpur');
    expect(findDistrict('nawalparasi_west')?.slug).toBe('parasi');
    expect(findDistrict('Nawalparasi (Bardaghat Susta West)')?.slug).toBe('parasi');
    expect(findDistrict('rukum', 'lumbini')?.slug).toBe('rukum_east');
    expect(findDistrict('rukum', 'karnali')?.slug).toBe('rukum_west');
    expect(findDistrict('रुकुम', 'कर्णाली')?.slug).toBe('rukum_west');
    expect(findDistrict('rukum')?.slug).toBe('rukum_east');
    expect(findDistrict('Eastern Rukum')?.slug).toBe('rukum_east');
    expect(findDistrict('Western Rukum')?.slug).toBe('rukum_west');
    expect(findProvince(findDistrict('nawalpur')!.provinceId)?.slug).toBe('gandaki');
    expect(findProvince(findDistrict('rukum_west')!.provinceId)?.slug).toBe('karnali');
  });

  it('finds nothing for unknown names', () => {
    expect(findDistrict('Gotham')).toBeUndefined();
    expect(findDistrict(78)).toBeUndefined();
  });
});

describe('local level lookup', () => {
  it('finds by id, by name inside a district, and by a unique name alone', () => {
    const kathmandu = level('kathmandu', 'Kathmandu');
    expect(findLocalLevel(kathmandu.id)).toBe(kathmandu);
    expect(findLocalLevel(String(kathmandu.id))).toBe(kathmandu);
    expect(findLocalLevel('काठमाडौँ महानगरपालिका', 'kathmandu')).toBe(kathmandu);
    expect(findLocalLevel('काठमाडौं', district('kathmandu'))).toBe(kathmandu);
    expect(findLocalLevel('Pokhara Metropolitan City')?.wards).toBe(33);
    // Several districts have a Triveni: a name alone is not enough.
    expect(findLocalLevel('Triveni')).toBeUndefined();
    expect(findLocalLevel('Triveni', 'rolpa')?.districtId).toBe(district('rolpa').id);
  });

  it('finds every local level by its names and aliases inside its district', () => {
    for (const l of allLevels) {
      for (const name of [l.nameEn, l.nameNe, l.fullNameEn, l.fullNameNe, ...l.aliases]) {
        expect(findLocalLevel(name, l.districtId)).toBe(l);
      }
    }
  });

  it('finds a renamed local level by its former name', () => {
    expect(findLocalLevel('Sunkoshi', 'udayapur')?.nameEn).toBe('Limchungbung');
    expect(findLocalLevel('Parbatikunda', 'rasuwa')?.nameNe).toBe('आमाछोदिङ्मो');
  });
});

describe('resolveProvinceAndDistrictSlugs', () => {
  it.each([
    ['बागमती', 'काठमाडौं', 'bagmati', 'kathmandu'],
    ['बागमती प्रदेश', 'काठमाडौँ', 'bagmati', 'kathmandu'],
    ['गण्डकी', 'कास्की', 'gandaki', 'kaski'],
    ['कोशी', 'झापा', 'koshi', 'jhapa'],
    ['province_2', 'parsa', 'madhesh', 'parsa'],
    ['सुदूरपश्चिम', 'कैलाली', 'sudurpashchim', 'kailali'],
    ['Lumbini', 'नवलपरासी', 'lumbini', 'parasi'],
    ['गण्डकी', 'नवलपरासी', 'gandaki', 'nawalpur'],
    ['कर्णाली', 'रुकुम', 'karnali', 'rukum_west'],
  ])('%s / %s → %s / %s', (province, districtName, provinceSlug, districtSlug) => {
    expect(resolveProvinceAndDistrictSlugs(province, districtName)).toEqual({ provinceSlug, districtSlug });
  });

  it.each([
    ['अज्ञात', 'काठमाडौं'],
    ['बागमती', 'अज्ञात'],
    ['', ''],
    ['कोशी', 'काठमाडौं'],
    ['बागमती', 'नवलपरासी'],
  ])('refuses %s / %s with the mapping error', (province, districtName) => {
    expect(() => resolveProvinceAndDistrictSlugs(province, districtName)).toThrow(
      new Error('Province or District not found in mapping'),
    );
    expect(englishMessages[MAPPING_ERROR]).toBe('Province or District not found in mapping');
  });
});

describe('checkLocationConsistency', () => {
  const good: LocationInput = { province: 'बागमती', district: 'काठमाडौं', localLevel: 'काठमाडौं', ward: 32 };

  it('accepts a place whose parts belong together and returns them', () => {
    const result = checkLocationConsistency(good);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.province.slug).toBe('bagmati');
    expect(result.district.slug).toBe('kathmandu');
    expect(result.localLevel.fullNameNe).toBe('काठमाडौं महानगरपालिका');
    expect(result.ward).toBe(32);

    const pokhara = level('kaski', 'Pokhara');
    const byIds = { province: 4, district: pokhara.districtId, localLevel: pokhara.id, ward: '३३' };
    expect(assertLocationConsistency(byIds).ward).toBe(33);
  });

  it('names a district of another province', () => {
    expect(checkLocationConsistency({ ...good, province: 'कोशी' })).toMatchObject({
      ok: false,
      problems: [
        {
          field: 'district',
          message: 'District Kathmandu (काठमाडौं) is in Bagmati Province, not in Koshi Province.',
        },
      ],
    });
  });

  it('names a local level of another district, by id or by name', () => {
    const pokhara = level('kaski', 'Pokhara');
    const expected = {
      ok: false,
      problems: [
        {
          field: 'localLevel',
          message: 'Municipality Pokhara Metropolitan City is in Kaski district, not in Kathmandu.',
        },
      ],
    };
    expect(checkLocationConsistency({ ...good, localLevel: pokhara.id, ward: 1 })).toMatchObject(expected);
    expect(checkLocationConsistency({ ...good, localLevel: 'पोखरा', ward: 1 })).toMatchObject(expected);
  });

  it('names a ward the local level does not have', () => {
    const small = allLevels.find((l) => l.wards === 9)!;
    const d = findDistrict(small.districtId)!;
    const result = checkLocationConsistency({
      province: d.provinceId,
      district: d.id,
      localLevel: small.id,
      ward: 33,
    });
    expect(result).toMatchObject({
      ok: false,
      problems: [
        { field: 'ward', message: `Ward 33 does not exist in ${small.fullNameEn}, which has wards 1 to 9.` },
      ],
    });
    expect(checkLocationConsistency({ ...good, ward: 0 }).ok).toBe(false);
    expect(checkLocationConsistency({ ...good, ward: 'five' })).toMatchObject({
      ok: false,
      problems: [{ field: 'ward', message: 'Ward "five" is not a ward number.' }],
    });
  });

  it('reports unknown and missing parts by field', () => {
    const result = checkLocationConsistency({
      province: 'Atlantis',
      district: '',
      localLevel: null,
      ward: 3,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.field)).toEqual(['province', 'district', 'localLevel']);
    expect(result.problems[0].message).toBe('Province "Atlantis" is not one of the 7 provinces of Nepal.');
    expect(result.problems[1].message).toBe('District is required.');
  });

  it('throws a user error for the first problem', () => {
    expect(() => assertLocationConsistency({ ...good, ward: 40 })).toThrow(
      'Ward 40 does not exist in Kathmandu Metropolitan City, which has wards 1 to 32.',
    );
  });
});
