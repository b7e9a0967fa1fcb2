// A deed prints exactly what was typed: areas and amounts typed as text (Devanagari or Latin
// digits, lakh commas) reach the paper with the same figures, and a figure out of range is
// refused with its field named, never changed into another one (4 दाम is not 3.99 दाम).
import { documentText } from '../../pdf/templates/flatten.js';
import { SAMPLE_CASES, sampleInput } from '../../../../test/support/work-samples.js';
import { fieldsFor, findWork } from './catalog.js';
import { validateWorkValues } from './values.js';

const work = findWork('land-sale-deed');
if (!work) throw new Error('the land sale deed is missing from the catalogue');
const kathmandu = SAMPLE_CASES.find((c) => c.place.district === 'kathmandu') ?? SAMPLE_CASES[0];
if (!kathmandu) throw new Error('no sample case');
const sample = sampleInput(work, kathmandu);
const fields = fieldsFor(work, {
  provinceSlug: sample.location.province.slug,
  districtSlug: sample.location.district.slug,
});

const parcel = (area: Record<string, string>) => ({
  landLocation: 'काठमाडौं महानगरपालिका',
  ward: '३२',
  kittaNumber: '१२३',
  ...area,
});

function generate(values: Record<string, unknown>) {
  const checked = validateWorkValues(work as NonNullable<typeof work>, fields, {
    ...sample.values,
    ...values,
  });
  if (!checked.ok) return { errors: checked.errors };
  return {
    text: documentText((work as NonNullable<typeof work>).template({ ...sample, values: checked.values })),
  };
}

test('areas typed in Devanagari and Latin digits print with the same figures', () => {
  const result = generate({
    parcels: [parcel({ areaRopani: '०', areaAana: '15', areaPaisa: '३', areaDaam: '३.७५' })],
  });
  expect(result.errors).toBeUndefined();
  expect(result.text).toContain('०-१५-३-३.७५');
});

test('a sale price typed with lakh commas prints as that amount', () => {
  const result = generate({
    parcels: [parcel({ areaRopani: '2', areaAana: '4', areaPaisa: '0', areaDaam: '0' })],
    saleAmount: '१२,५०,०००.५०',
  });
  expect(result.errors).toBeUndefined();
  expect(result.text).toContain('१२,५०,०००.५०');
  expect(result.text).toContain('२-४-०-०');
});

test.each([
  ['areaDaam', '4'],
  ['areaPaisa', '४'],
])('%s = %s is refused by name, not turned into a smaller figure', (key, typed) => {
  const result = generate({
    parcels: [parcel({ areaRopani: '1', areaAana: '0', areaPaisa: '0', areaDaam: '0', [key]: typed })],
  });
  expect(result.text).toBeUndefined();
  expect(result.errors).toEqual([expect.objectContaining({ field: `parcels[0].${key}` })]);
});
