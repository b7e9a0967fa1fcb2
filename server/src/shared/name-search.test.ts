import { citizenshipKey, nameSearchKey, romanise } from './name-search.js';

describe('nameSearchKey', () => {
  test.each([
    ['सीता शर्मा', 'Sita Sharma'],
    ['सीता शर्मा', 'seeta sarma'],
    ['राम बहादुर यादव', 'Ram Bahadur Yadav'],
    ['कृष्ण प्रसाद', 'Krishna Prasad'],
    ['छेत्री', 'Chhetri'],
    ['छेत्री', 'Chetri'],
    ['विष्णु', 'Bishnu'],
  ])('%s and %s share a key', (devanagari, roman) => {
    expect(nameSearchKey(devanagari)).toBe(nameSearchKey(roman));
    expect(nameSearchKey(devanagari)).not.toBe('');
  });

  test('different names keep different keys', () => {
    expect(nameSearchKey('सीता')).not.toBe(nameSearchKey('गीता'));
    expect(nameSearchKey('Ram')).not.toBe(nameSearchKey('Hari'));
  });

  test('punctuation and digits are not part of a name', () => {
    expect(nameSearchKey('  Sita,  Sharma. 12 ')).toBe(nameSearchKey('sita sharma'));
  });
});

test('romanise spells the inherent vowel unless a sign or halant replaces it', () => {
  expect(romanise('नमस्ते')).toBe('namaste');
  expect(romanise('राम')).toBe('rama');
});

test('citizenshipKey reads Nepali digits and ignores separators', () => {
  expect(citizenshipKey('२७-०१-७४/१२३४५')).toBe('27017412345');
  expect(citizenshipKey('27 01 74 12345')).toBe('27017412345');
});
