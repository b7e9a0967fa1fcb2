import { workPageMeta } from './work-page-meta';

const work = {
  key: 'land-sale-deed',
  nameNe: 'राजीनामा लिखत',
  nameEn: 'Land sale deed',
  descriptionNe: 'जग्गा बिक्री गर्ने राजीनामा लिखतको मस्यौदा ।',
  descriptionEn: 'A draft of the deed by which a landowner sells land to a buyer.',
  signerNe: 'दुवै पक्ष',
  signerEn: 'Both parties, the seller and the buyer',
  officeNe: 'मालपोत कार्यालय',
  officeEn: 'The land revenue office of the land’s district',
  price: 60,
  steps: [
    { labelNe: 'तपाईंको विवरण', labelEn: 'About you' },
    { labelNe: 'अर्को पक्ष', labelEn: 'The other party' },
  ],
};

describe('workPageMeta', () => {
  it('in English: title, description, the preview image and a HowTo with the price and steps', () => {
    const meta = workPageMeta(work, 'en');
    expect(meta.title).toBe(
      'Land sale deed (राजीनामा लिखत): how to write it, a sample and the price | Lekhapadi',
    );
    expect(meta.description).toBe(
      'A draft of the deed by which a landowner sells land to a buyer. Rs 60 on Lekhapadi, with a sample. Signed by both parties, the seller and the buyer. Goes to…',
    );
    expect([...meta.description].length).toBeLessThanOrEqual(160);
    expect(meta.description.startsWith(work.descriptionEn)).toBe(true);
    expect(meta.image).toBe('/specimens/land-sale-deed.og.png');
    expect(meta.path).toBe('/en/documents/land-sale-deed');
    expect(meta.alternates).toEqual({ ne: '/ne/kagajat/land-sale-deed', en: '/en/documents/land-sale-deed' });
    expect(meta.structuredData).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'HowTo',
      name: 'How to write a Land sale deed',
      inLanguage: 'en',
      estimatedCost: { '@type': 'MonetaryAmount', currency: 'NPR', value: 60 },
      step: [
        { '@type': 'HowToStep', position: 1, name: 'About you' },
        { '@type': 'HowToStep', position: 2, name: 'The other party' },
      ],
    });
  });

  it('in Nepali, with Devanagari digits in the words', () => {
    const meta = workPageMeta(work, 'ne');
    expect(meta.title).toBe('राजीनामा लिखत कसरी लेख्ने: नमुना, चाहिने विवरण र दस्तुर | लेखापढी');
    expect(meta.description).toBe(
      'जग्गा बिक्री गर्ने राजीनामा लिखतको मस्यौदा । लेखापढीमा रु. ६०, नमुनासहित। सही गर्ने: दुवै पक्ष। बुझाउने: मालपोत कार्यालय।',
    );
    expect(meta.path).toBe('/ne/kagajat/land-sale-deed');
    expect(meta.structuredData).toMatchObject({ name: 'राजीनामा लिखत कसरी लेख्ने', inLanguage: 'ne' });
  });

  it('is a pure function of the data: the same answer twice, and it serialises as JSON-LD', () => {
    expect(workPageMeta(work, 'en')).toEqual(workPageMeta(work, 'en'));
    expect(JSON.parse(JSON.stringify(workPageMeta(work, 'ne').structuredData))).toEqual(
      workPageMeta(work, 'ne').structuredData,
    );
  });

  it('keeps a long description under 160 characters, cut at a word', () => {
    const long = { ...work, descriptionEn: 'word '.repeat(60).trim() };
    const { description } = workPageMeta(long, 'en');
    expect([...description].length).toBeLessThanOrEqual(160);
    expect(description.endsWith('word…')).toBe(true);
  });
});
