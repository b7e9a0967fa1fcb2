import { agePhrase, type Gender, genderWords } from './gender.js';

describe('genderWords', () => {
  test('male', () => {
    expect(genderWords('male')).toEqual({
      child: 'छोरा',
      grandchild: 'नाति',
      spouseOf: 'श्रीमान्',
      of: 'को',
      honorific: 'श्री',
      participle: 'का',
      present: 'छन्',
      was: 'थिए',
    });
    expect(genderWords('male', { married: true }).honorific).toBe('श्री');
  });

  test('female, with the honorific depending on marriage', () => {
    expect(genderWords('female')).toEqual({
      child: 'छोरी',
      grandchild: 'नातिनी',
      spouseOf: 'श्रीमती',
      of: 'की',
      honorific: 'सुश्री',
      participle: 'की',
      present: 'छिन्',
      was: 'थिइन्',
    });
    expect(genderWords('female', { married: true }).honorific).toBe('श्रीमती');
    expect(genderWords('female', { married: false }).honorific).toBe('सुश्री');
  });

  test('other uses unmarked words', () => {
    const w = genderWords('other');
    expect([w.child, w.grandchild, w.spouseOf, w.honorific]).toEqual(['सन्तान', 'सन्तान', 'जीवनसाथी', 'श्री']);
    expect([w.of, w.participle]).toEqual(['को', 'का']);
  });

  test('composes the three-generation identity and a third-person statement', () => {
    const line = (g: Gender, married?: boolean) => {
      const w = genderWords(g, { married });
      return `राम${w.of} ${w.grandchild}, हरि${w.of} ${w.child} ${agePhrase(g, 30)} ${w.honorific} सीता; निजले गरे${w.participle} हुन्`;
    };
    expect(line('male')).toBe('रामको नाति, हरिको छोरा वर्ष ३० को श्री सीता; निजले गरेका हुन्');
    expect(line('female')).toBe('रामकी नातिनी, हरिकी छोरी वर्ष ३० की सुश्री सीता; निजले गरेकी हुन्');
  });

  test('refuses an unknown gender', () => {
    expect(() => genderWords('x' as Gender)).toThrow(RangeError);
    expect(() => agePhrase('male', -1)).toThrow(RangeError);
  });
});
