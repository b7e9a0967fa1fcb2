import { formatAmount, formatNepaliNumber, toDevanagariDigits, toLatinDigits } from './digits.js';

// Independent South Asian grouping of a whole number's digits: last three, then pairs.
function groupLakh(n: number): string {
  const s = String(n);
  if (s.length <= 3) return s;
  const head = s.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${s.slice(-3)}`;
}

describe('digits', () => {
  test('Latin → Devanagari, other characters kept', () => {
    expect(toDevanagariDigits('0123456789')).toBe('०१२३४५६७८९');
    expect(toDevanagariDigits('2082/08/06')).toBe('२०८२/०८/०६');
    expect(toDevanagariDigits(1234567890)).toBe('१२३४५६७८९०');
    expect(toDevanagariDigits('वडा नं. 4')).toBe('वडा नं. ४');
  });

  test('Devanagari → Latin, other characters kept', () => {
    expect(toLatinDigits('०१२३४५६७८९')).toBe('0123456789');
    expect(toLatinDigits('२०८२-०८-०६ गते')).toBe('2082-08-06 गते');
  });
});

describe('formatNepaliNumber', () => {
  test('lakh and crore grouping in Devanagari digits', () => {
    expect(formatNepaliNumber(0)).toBe('०');
    expect(formatNepaliNumber(999)).toBe('९९९');
    expect(formatNepaliNumber(1000)).toBe('१,०००');
    expect(formatNepaliNumber(150000)).toBe('१,५०,०००');
    expect(formatNepaliNumber(1000000)).toBe('१०,००,०००');
    expect(formatNepaliNumber(123456789)).toBe('१२,३४,५६,७८९');
    expect(formatNepaliNumber(1234567.891)).toBe('१२,३४,५६७.८९');
  });

  test('agrees with plain lakh grouping over many magnitudes', () => {
    const samples = [1, 12, 123, 1234, 12345, 123456, 1234567, 12345678, 123456789, 1234567890, 98765432101];
    for (let p = 0; p <= 12; p++) samples.push(10 ** p, 10 ** p - 1, 7 * 10 ** p + 3);
    for (const n of samples) expect(formatNepaliNumber(n)).toBe(toDevanagariDigits(groupLakh(n)));
  });

  test('refuses what is not a number', () => {
    expect(() => formatNepaliNumber(Number.NaN)).toThrow(RangeError);
    expect(() => formatNepaliNumber(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatAmount', () => {
  test('whole rupees end in /-', () => {
    expect(formatAmount(150000)).toBe('रु. १,५०,०००/-');
    expect(formatAmount(0)).toBe('रु. ०/-');
    expect(formatAmount(12345678)).toBe('रु. १,२३,४५,६७८/-');
    expect(formatAmount(99.999)).toBe('रु. १००/-');
  });

  test('paisa are written with two decimals', () => {
    expect(formatAmount(150000.5)).toBe('रु. १,५०,०००.५०');
    expect(formatAmount(0.05)).toBe('रु. ०.०५');
  });

  test('refuses negative or non-finite amounts', () => {
    expect(() => formatAmount(-1)).toThrow(RangeError);
    expect(() => formatAmount(Number.NaN)).toThrow(RangeError);
  });
});
