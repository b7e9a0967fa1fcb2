import {
  BS_CONFIRMED_UNTIL,
  type BsDate,
  bsDateOutOfRange,
  daysInBsMonth,
  todayBs,
} from '../../shared/nepali/index.js';
import { fieldsFor, findWork } from './catalog.js';
import {
  amount,
  applicantFields,
  bsDate,
  longNepali,
  MOBILE_MESSAGE,
  nepali,
  number,
  required,
  select,
  table,
  text,
} from './fields.js';
import { GENDER_OPTIONS } from './options.js';
import { validateWorkValues } from './values.js';
import type { WorkDefinition, WorkField } from './work.types.js';

// A work with one field of every kind.
const FIELDS: WorkField[] = [
  ...applicantFields({ require: ['dateOfBirthBs', 'mobile'] }),
  required(text('code', 'कोड', 'Code', { maxLength: 10 })),
  longNepali('story', 'विवरण', 'Story'),
  number('storeys', 'तला', 'Storeys', { integer: true, min: 1, max: 20 }),
  number('width', 'चौडाइ', 'Width'),
  required(amount('rent', 'बहाल', 'Rent')),
  bsDate('since', 'देखि', 'Since'),
  select('sex', 'लिङ्ग', 'Sex', GENDER_OPTIONS),
  table(
    'members',
    'सदस्य',
    'Family members',
    [required(nepali('name', 'नाम', 'Name')), number('age', 'उमेर', 'Age', { integer: true, max: 120 })],
    { required: true, minRows: 1, maxRows: 3 },
  ),
];
const WORK = { key: 'test', nameEn: 'Test work' } as WorkDefinition;

const GOOD = {
  fullName: 'सीता थापा',
  gender: 'female',
  dateOfBirthBs: '2055/10/01',
  fatherName: 'हरि थापा',
  grandfatherName: 'राम थापा',
  mobile: '9841234567',
  code: 'AB-12',
  rent: 15000,
  members: [{ name: 'गीता थापा', age: 30 }],
};

const check = (values: Record<string, unknown>) => validateWorkValues(WORK, FIELDS, values);
const errorsOf = (values: Record<string, unknown>) => {
  const result = check(values);
  return result.ok ? [] : result.errors;
};

describe('validateWorkValues accepts and cleans', () => {
  test('a complete set of good values', () => {
    const result = check(GOOD);
    expect(result).toEqual({ ok: true, values: { ...GOOD, dateOfBirthBs: '2055/10/01' } });
  });

  test('text is trimmed, whitespace collapsed and NFC', () => {
    // न + nukta composes to ऩ (U+0929) under NFC.
    const result = check({ ...GOOD, fullName: '  सीता\u00A0  थापा \n', fatherName: 'हरि न\u093Cाम' });
    expect(result.ok && result.values.fullName).toBe('सीता थापा');
    expect(result.ok && result.values.fatherName).toBe('हरि \u0929ाम');
  });

  test('long text keeps its line breaks, and ZWJ inside words', () => {
    const story = '  पहिलो  हरफ \r\nगर्\u200Dयो\n\n\n\nअन्तिम ';
    const result = check({ ...GOOD, story });
    expect(result.ok && result.values.story).toBe('पहिलो हरफ\nगर्\u200Dयो\n\nअन्तिम');
  });

  test('numbers and amounts in Devanagari digits, with lakh commas, as strings or numbers', () => {
    const result = check({ ...GOOD, rent: '१,५०,०००.५०', storeys: '३', width: 4.5, mobile: '९८४१२३४५६७' });
    expect(result.ok && [result.values.rent, result.values.storeys, result.values.width]).toEqual([
      150000.5, 3, 4.5,
    ]);
  });

  test('BS dates in Devanagari digits or with other separators become YYYY/MM/DD', () => {
    const result = check({ ...GOOD, since: '२०८२-८-६', dateOfBirthBs: '2055.10.1' });
    expect(result.ok && [result.values.since, result.values.dateOfBirthBs]).toEqual([
      '2082/08/06',
      '2055/10/01',
    ]);
  });

  test('a select takes its value, or its English or Nepali label', () => {
    expect(check({ ...GOOD, sex: 'Male' })).toMatchObject({ ok: true, values: { sex: 'male' } });
    expect(check({ ...GOOD, sex: 'महिला' })).toMatchObject({ ok: true, values: { sex: 'female' } });
  });

  test('blank optional fields and blank table rows are dropped; unknown keys are ignored', () => {
    const result = check({
      ...GOOD,
      story: '   ',
      width: '',
      since: null,
      members: [{ name: '', age: '' }, { name: 'गीता थापा' }, {}],
      somethingElse: 'x',
    });
    expect(result).toEqual({
      ok: true,
      values: { ...GOOD, members: [{ name: 'गीता थापा' }] },
    });
  });
});

describe('validateWorkValues refuses, naming the field', () => {
  test.each<[string, Record<string, unknown>, string, string]>([
    ['a missing required field', { fatherName: undefined }, 'fatherName', "Father's name is required"],
    ['a blank required field', { fatherName: '   ' }, 'fatherName', "Father's name is required"],
    [
      'Latin letters in a Nepali field',
      { fullName: 'Sita Thapa' },
      'fullName',
      'Full name must be written in Nepali (Devanagari)',
    ],
    [
      'a Nepali field with no Nepali',
      { fullName: '1234' },
      'fullName',
      'Full name must be written in Nepali (Devanagari)',
    ],
    ['text too long', { code: 'ABCDEFGHIJK' }, 'code', 'Code must be at most 10 characters long'],
    ['a control character', { code: 'AB\u0007' }, 'code', 'Code contains characters that are not allowed'],
    ['a bidi override', { code: 'AB\u202E12' }, 'code', 'Code contains characters that are not allowed'],
    ['an object for text', { code: { a: 1 } }, 'code', 'Code must be text'],
    ['a mobile that is not 10 digits', { mobile: '98412' }, 'mobile', MOBILE_MESSAGE],
    ['not a number', { width: 'four' }, 'width', 'Width must be a number'],
    [
      'a fraction where whole numbers are asked',
      { storeys: 2.5 },
      'storeys',
      'Storeys must be a whole number',
    ],
    ['a number below the minimum', { storeys: 0 }, 'storeys', 'Storeys must be at least 1'],
    ['a number above the maximum', { storeys: 21 }, 'storeys', 'Storeys must be at most 20'],
    ['a negative number', { width: -1 }, 'width', 'Width must be at least 0'],
    ['a negative amount', { rent: -5 }, 'rent', 'Rent cannot be negative'],
    ['an amount with paisa below 1', { rent: '10.505' }, 'rent', 'Rent may have at most 2 decimal places'],
    ['an amount too large for words', { rent: 1e12 }, 'rent', 'Rent is too large'],
    ['an amount that is not a number', { rent: 'Rs 500' }, 'rent', 'Rent must be an amount in rupees'],
    [
      'a malformed BS date',
      { since: '15 Mangsir' },
      'since',
      'Since must be a BS date written as YYYY/MM/DD',
    ],
    [
      'a BS date that does not exist',
      { since: '2082/08/30' },
      'since',
      'Since: मङ्सिर 2082 has 29 days; day 30 does not exist',
    ],
    ['a BS month out of range', { since: '2082/13/01' }, 'since', 'Since: BS month must be 1–12, got 13'],
    [
      'a date that is not a string',
      { since: 20820806 },
      'since',
      'Since must be a BS date written as YYYY/MM/DD',
    ],
    ['an unknown option', { sex: 'robot' }, 'sex', 'Sex must be one of the options: Male, Female, Other'],
    ['a table that is not a list', { members: 'गीता' }, 'members', 'Family members must be a list of rows'],
    ['a table with no rows', { members: [] }, 'members', 'Family members is required'],
    [
      'too many rows',
      { members: [{ name: 'क' }, { name: 'ख' }, { name: 'ग' }, { name: 'घ' }] },
      'members',
      'Family members may have at most 3 rows',
    ],
    [
      'a row that is not an object',
      { members: ['गीता'] },
      'members[0]',
      'Family members, row 1 must be a set of columns',
    ],
    [
      'a missing cell',
      { members: [{ name: 'गीता' }, { name: 'राम' }, { age: 40 }] },
      'members[2].name',
      'Family members, row 3: Name is required',
    ],
    [
      'a bad cell',
      { members: [{ name: 'गीता', age: 'old' }] },
      'members[0].age',
      'Family members, row 1: Age must be a number',
    ],
  ])('%s', (_what, change, field, message) => {
    expect(errorsOf({ ...GOOD, ...change })).toMatchObject([{ field, message }]);
  });

  test('a date that does not exist is said with its numbers, in Devanagari digits for the Nepali text', () => {
    expect(errorsOf({ ...GOOD, since: '२०८२/०८/३०' })).toMatchObject([
      {
        field: 'since',
        messageCode: 'field.bsDay',
        params: { monthName: 'मङ्सिर', yearNe: '२०८२', daysNe: '२९', dayNe: '३०' },
      },
    ]);
    expect(errorsOf({ ...GOOD, since: '1960/01/01' })).toMatchObject([
      { field: 'since', messageCode: 'field.bsYear', params: { yearNe: '१९६०', firstNe: '१९७०' } },
    ]);
  });

  test('reports every problem at once', () => {
    const errors = errorsOf({ ...GOOD, fullName: '', rent: 'x', members: [{ age: 200 }] });
    expect(errors.map((e) => e.field)).toEqual(['fullName', 'rent', 'members[0].name', 'members[0].age']);
  });

  test('values that are not an object', () => {
    expect(validateWorkValues(WORK, FIELDS, null as unknown as Record<string, unknown>)).toMatchObject({
      ok: false,
      errors: [{ field: 'values', message: 'The values of Test work must be an object' }],
    });
  });

  test('a real work with its place variant: Terai land areas in बिघा, cells named by row', () => {
    const work = findWork('four-boundaries')!;
    const fields = fieldsFor(work, { provinceSlug: 'koshi', districtSlug: 'jhapa' });
    const result = validateWorkValues(work, fields, {
      ...GOOD,
      mapSheetNumber: '2787-08',
      kittaNumber: '1278',
      areaBigha: 1,
      areaKattha: 20,
      areaRopani: 3,
      boundaryEast: 'सडक',
      boundaryWest: 'कुलो',
      boundaryNorth: 'खोल्सा',
    });
    expect(result).toMatchObject({
      ok: false,
      errors: [
        { field: 'areaKattha', message: 'Area (Kattha) must be at most 19' },
        { field: 'boundarySouth', message: 'South boundary is required' },
      ],
    });
    const relation = findWork('relationship-verification')!;
    expect(
      validateWorkValues(relation, relation.fields, { ...GOOD, members: [{ name: 'हरि', relation: 'बाबु' }] }),
    ).toMatchObject({
      ok: false,
      errors: [
        { field: 'members[0].status', message: 'Family members, row 1: Alive or deceased is required' },
      ],
    });
  });
});

describe('dates of birth and past events keep to the calendar that has them', () => {
  const today = todayBs();
  const text = (bs: BsDate) =>
    `${bs.year}/${String(bs.month).padStart(2, '0')}/${String(bs.day).padStart(2, '0')}`;
  const dayAfter = (bs: BsDate): BsDate =>
    bs.day < daysInBsMonth(bs.year, bs.month)
      ? { ...bs, day: bs.day + 1 }
      : bs.month < 12
        ? { year: bs.year, month: bs.month + 1, day: 1 }
        : { year: bs.year + 1, month: 1, day: 1 };
  const errorOf = (dateOfBirthBs: string) =>
    errorsOf({ ...GOOD, dateOfBirthBs }).find((e) => e.field === 'dateOfBirthBs');

  test('a date of birth today or in 1990 BS (aged 90 and more) is accepted', () => {
    expect(errorOf(text(today))).toBeUndefined();
    expect(errorOf('1990/05/01')).toBeUndefined();
    expect(errorOf('1970/01/01')).toBeUndefined();
  });

  test('a date of birth tomorrow, or in a year the calendar only projects, is refused with the range', () => {
    expect(errorOf(text(dayAfter(today)))?.message).toBe(
      `Date of birth (BS) must be from 1970/01/01 to ${text(today)}`,
    );
    expect(errorOf('2085/01/01')?.message).toMatch(/^Date of birth \(BS\) must be from 1970\/01\/01 to /);
  });

  test('the calendar runs from 1970 to 2099 BS; a field for a future date takes projected years', () => {
    expect(errorOf('1969/12/30')?.message).toMatch(/outside the calendar \(1970–2099\)/);
    expect(errorsOf({ ...GOOD, since: '2095/01/01' })).toEqual([]);
  });

  test('a past event in a projected year is refused as such, even once that year has come', () => {
    const later = { year: BS_CONFIRMED_UNTIL + 2, month: 3, day: 1 };
    const pastField = { ...bsDate('lostDateBs', 'हराएको मिति', 'Date lost'), dateRange: 'past' as const };
    const checked = validateWorkValues(WORK, [pastField], { lostDateBs: text(later) });
    expect(checked.ok).toBe(false);
    expect(bsDateOutOfRange(later, 'past', { year: later.year, month: 6, day: 1 })).toEqual({
      kind: 'projected',
      year: later.year,
    });
  });
});
