import { filterCatalogue } from './catalogue-filter';

const works = [
  {
    key: 'a',
    nameNe: 'जन्म मिति प्रमाणित',
    nameEn: 'Date of birth verification',
    category: 'ward',
    generatedCount: 3,
  },
  {
    key: 'b',
    nameNe: 'व्यवसाय दर्ता',
    nameEn: 'Business registration',
    category: 'municipality',
    generatedCount: 0,
  },
  { key: 'c', nameNe: 'शपथ पत्र', nameEn: 'Affidavit', category: 'deed', generatedCount: 1 },
  { key: 'd', nameNe: 'व्यवसाय बन्द', nameEn: 'Business closure', category: 'municipality', generatedCount: 0 },
];
const keys = (list: { key: string }[]) => list.map((w) => w.key);

test('tabs: all, ward only, municipality only', () => {
  expect(keys(filterCatalogue(works, 'all', ''))).toEqual(['a', 'b', 'c', 'd']);
  expect(keys(filterCatalogue(works, 'ward', ''))).toEqual(['a']);
  expect(keys(filterCatalogue(works, 'municipality', ''))).toEqual(['b', 'd']);
});

test('search ignores case and surrounding spaces, in English or Nepali, within the tab', () => {
  expect(keys(filterCatalogue(works, 'all', '  BUSINESS '))).toEqual(['b', 'd']);
  expect(keys(filterCatalogue(works, 'all', 'affi'))).toEqual(['c']);
  expect(keys(filterCatalogue(works, 'all', 'व्यवसाय'))).toEqual(['b', 'd']);
  expect(keys(filterCatalogue(works, 'ward', 'business'))).toEqual([]);
  expect(keys(filterCatalogue(works, 'municipality', 'closure'))).toEqual(['d']);
});
