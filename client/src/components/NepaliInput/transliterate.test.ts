import { commitOnSpace } from './commit-on-space';
import { candidates, transliterate } from './transliterate';

describe('the most likely spelling', () => {
  test.each([
    ['namaste', 'नमस्ते'],
    ['nepaal', 'नेपाल'],
    ['ghar', 'घर'],
    ['bikram', 'बिक्रम'],
    ['didi', 'दिदी'],
    ['mero', 'मेरो'],
    ['pustak', 'पुस्तक'],
    ['tyo', 'त्यो'],
    ['aama', 'आमा'],
    ['kaThmaaDauM', 'कठ्माडौं'],
    ['2082', '२०८२'],
    ['mero naam', 'मेरो नाम'],
  ])('%s → %s', (roman, devanagari) => {
    expect(transliterate(roman)).toBe(devanagari);
  });
});

describe('four candidates as you type', () => {
  test.each([
    ['namaste', 'नमस्ते'],
    ['kathmandu', 'काठमाडौं'],
    ['kathmandu', 'काठमान्डु'],
    ['nepal', 'नेपाल'],
    ['sharma', 'शर्मा'],
    ['shrestha', 'श्रेष्ठ'],
    ['Sharma', 'शर्मा'],
    ['krishna', 'कृष्ण'],
    ['dharma', 'धर्म'],
    ['samiti', 'समिति'],
    ['sambandha', 'सम्बन्ध'],
    ['ganga', 'गङ्गा'],
  ])('%s offers %s among four distinct spellings', (roman, expected) => {
    const list = candidates(roman);
    expect(list).toHaveLength(4);
    expect(new Set(list).size).toBe(4);
    expect(list).toContain(expected);
  });

  test('the rules alone (no word list) find the ambiguous letters', () => {
    // t/ट, s/श/ष, the conjunct or the vowel between two consonants.
    expect(candidates('namaste')).toEqual(expect.arrayContaining(['नमस्ते', 'नमसते']));
    expect(candidates('pustak')).toEqual(expect.arrayContaining(['पुस्तक', 'पुष्टक']));
    // A final consonant with or without a halant.
    expect(candidates('ghar')).toEqual(expect.arrayContaining(['घर', 'घर्']));
  });

  test('only the last word is offered; the text before it is kept', () => {
    expect(candidates('राम bahadur')[0]).toBe('राम बहादुर');
    expect(candidates('mero naam')[0]).toBe('mero नाम');
  });

  test('blank text, or text not ending in a Roman word, gives none', () => {
    expect(candidates('   ')).toEqual([]);
    expect(candidates('')).toEqual([]);
    expect(candidates('नमस्ते')).toEqual([]);
    expect(candidates('नमस्ते ')).toEqual([]);
  });

  test('numbers become Devanagari digits', () => {
    expect(candidates('ward 32')).toEqual(['ward ३२']);
  });
});

describe('a space commits the first candidate', () => {
  test('after a Roman word', () => {
    expect(commitOnSpace('namaste', 'namaste ')).toBe('नमस्ते ');
    expect(commitOnSpace('मेरो naam', 'मेरो naam ')).toBe('मेरो नाम ');
  });

  test('not after Devanagari, nor when text is pasted or deleted', () => {
    expect(commitOnSpace('नमस्ते', 'नमस्ते ')).toBe('नमस्ते ');
    expect(commitOnSpace('', 'namaste ')).toBe('namaste ');
    expect(commitOnSpace('namaste ', 'namaste')).toBe('namaste');
  });
});
