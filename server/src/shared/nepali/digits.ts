// Devanagari digits and Nepali (lakh/crore) digit grouping.

const DEVANAGARI_ZERO = 0x0966; // ०; the ten digits ०–९ are consecutive, as are 0–9.

/** Replaces the Latin digits 0–9 with Devanagari digits ०–९; everything else is kept. */
export function toDevanagariDigits(value: string | number): string {
  return String(value).replace(/[0-9]/g, (d) => String.fromCharCode(DEVANAGARI_ZERO + Number(d)));
}

/**
 * Replaces the Devanagari digits ०–९ with Latin digits 0–9; everything else is kept. The one place
 * where a number typed on a Nepali keyboard (९८४१२३४५६७) becomes the digits the rules check
 * (9841234567): the account, office and client rules and the work forms' numbers all read it.
 */
export function toLatinDigits(value: string): string {
  return value.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - DEVANAGARI_ZERO));
}

// Node 22's ICU groups 'ne-NP' the South Asian way (last three digits, then pairs) and writes
// Devanagari digits: 150000 → १,५०,०००. The numbering system is named explicitly so that a default
// change in ICU cannot switch the digits; the tests pin the exact output.
const nepaliNumber = new Intl.NumberFormat('ne-NP', {
  numberingSystem: 'deva',
  maximumFractionDigits: 2,
});

/** 150000 → '१,५०,०००'; 123456789 → '१२,३४,५६,७८९'; fractions are rounded to two places. */
export function formatNepaliNumber(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`Not a finite number: ${n}`);
  return nepaliNumber.format(n);
}

const paisaNumber = new Intl.NumberFormat('ne-NP', {
  numberingSystem: 'deva',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * An amount as written on papers: 150000 → 'रु. १,५०,०००/-'. The '/-' closes a whole-rupee amount
 * so that nothing can be appended; an amount with paisa is written with two decimals instead:
 * 150000.5 → 'रु. १,५०,०००.५०'.
 */
export function formatAmount(n: number): string {
  if (!Number.isFinite(n) || n < 0) throw new RangeError(`Not an amount: ${n}`);
  const paisa = Math.round(n * 100);
  if (paisa % 100 === 0) return `रु. ${nepaliNumber.format(paisa / 100)}/-`;
  return `रु. ${paisaNumber.format(paisa / 100)}`;
}
