// Text preparation for pdfmake layout.

/**
 * Unicode NFC. The same Devanagari word can arrive in different code point sequences (typed on
 * different keyboards, pasted from PDFs); layout, comparison and search need one form.
 */
export function nfc(s: string): string {
  return s.normalize('NFC');
}

const NO_BREAK_SPACE = '\u00A0';
const ZERO_WIDTH_JOINER = '\u200D';

/**
 * Makes a date, number or amount one unbreakable word for pdfmake, so that a line is never broken
 * inside it and justification never stretches it ('२०८२ साल मङ्सिर ६ गते', 'रु. १,५०,०००/-').
 *
 * pdfmake splits text at Unicode line-break opportunities (UAX #14) and spreads a justified line's
 * slack between those pieces. Digit runs with '/', '-', ',' and '.' between them ('२०८२/०८/०६') are
 * already one piece; spaces and a '/' or '-' followed by a letter ('क/ख') are break points.
 * - Spaces become NO-BREAK SPACE, which the Noto Sans and Noto Serif Devanagari fonts have.
 * - Between '/' or '-' and a letter goes a ZERO WIDTH JOINER: no break may follow it, and the
 *   fonts have a zero-width glyph for it. WORD JOINER (U+2060), the usual choice, is missing from
 *   those fonts and would print as a box.
 */
export function keepTogether(s: string): string {
  return nfc(s)
    .trim()
    .replace(/\s+/gu, NO_BREAK_SPACE)
    .replace(/([/-])(?=[\p{L}\p{M}])/gu, `$1${ZERO_WIDTH_JOINER}`);
}

const LATIN_LETTER = /[A-Za-z]/;
const DEVANAGARI_LETTER = /[\u0904-\u0939\u093D\u0950\u0958-\u0961\u0972-\u097F]/;

/**
 * Whether text is written in Nepali: at least one Devanagari letter and no Latin letter. Spaces,
 * digits of either script and punctuation are allowed ('श्री ५ सेवा केन्द्र, प्रा. लि.'). The rule of
 * a work form's Nepali text and of an office's Nepali name.
 */
export function isNepaliText(s: string): boolean {
  return !LATIN_LETTER.test(s) && DEVANAGARI_LETTER.test(s);
}
