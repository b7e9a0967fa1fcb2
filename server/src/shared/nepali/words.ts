// Numbers and amounts in Nepali words (अक्षरेपी), as written after an amount in figures:
// "रु. १,५०,०००/- अक्षरेपी एक लाख पचास हजार रुपैयाँ मात्र".

// Nepali names 0–99 are not regular (४९ उनन्चास, ७९ उनासी, ९९ उनान्सय), so every one is written out.
// Index = the number. Proof-read spellings; change one here and every template follows.
export const NEPALI_NUMBER_WORDS: readonly string[] = [
  'शून्य', // 0
  'एक', // 1
  'दुई', // 2
  'तीन', // 3
  'चार', // 4
  'पाँच', // 5
  'छ', // 6
  'सात', // 7
  'आठ', // 8
  'नौ', // 9
  'दस', // 10
  'एघार', // 11
  'बाह्र', // 12
  'तेह्र', // 13
  'चौध', // 14
  'पन्ध्र', // 15
  'सोह्र', // 16
  'सत्र', // 17
  'अठार', // 18
  'उन्नाइस', // 19
  'बीस', // 20
  'एक्काइस', // 21
  'बाइस', // 22
  'तेइस', // 23
  'चौबीस', // 24
  'पच्चीस', // 25
  'छब्बीस', // 26
  'सत्ताइस', // 27
  'अट्ठाइस', // 28
  'उनन्तीस', // 29
  'तीस', // 30
  'एकतीस', // 31
  'बत्तीस', // 32
  'तेत्तीस', // 33
  'चौँतीस', // 34
  'पैँतीस', // 35
  'छत्तीस', // 36
  'सैँतीस', // 37
  'अठतीस', // 38
  'उनन्चालीस', // 39
  'चालीस', // 40
  'एकचालीस', // 41
  'बयालीस', // 42
  'त्रिचालीस', // 43
  'चवालीस', // 44
  'पैँतालीस', // 45
  'छयालीस', // 46
  'सतचालीस', // 47
  'अठचालीस', // 48
  'उनन्चास', // 49
  'पचास', // 50
  'एकाउन्न', // 51
  'बाउन्न', // 52
  'त्रिपन्न', // 53
  'चवन्न', // 54
  'पचपन्न', // 55
  'छपन्न', // 56
  'सन्ताउन्न', // 57
  'अन्ठाउन्न', // 58
  'उनन्साठी', // 59
  'साठी', // 60
  'एकसट्ठी', // 61
  'बयसट्ठी', // 62
  'त्रिसट्ठी', // 63
  'चौसट्ठी', // 64
  'पैँसट्ठी', // 65
  'छयसट्ठी', // 66
  'सतसट्ठी', // 67
  'अठसट्ठी', // 68
  'उनन्सत्तरी', // 69
  'सत्तरी', // 70
  'एकहत्तर', // 71
  'बहत्तर', // 72
  'त्रिहत्तर', // 73
  'चौहत्तर', // 74
  'पचहत्तर', // 75
  'छयहत्तर', // 76
  'सतहत्तर', // 77
  'अठहत्तर', // 78
  'उनासी', // 79
  'असी', // 80
  'एकासी', // 81
  'बयासी', // 82
  'त्रियासी', // 83
  'चौरासी', // 84
  'पचासी', // 85
  'छयासी', // 86
  'सतासी', // 87
  'अठासी', // 88
  'उनान्नब्बे', // 89
  'नब्बे', // 90
  'एकानब्बे', // 91
  'बयानब्बे', // 92
  'त्रियानब्बे', // 93
  'चौरानब्बे', // 94
  'पन्चानब्बे', // 95
  'छयानब्बे', // 96
  'सन्तानब्बे', // 97
  'अन्ठानब्बे', // 98
  'उनान्सय', // 99
];

// South Asian scale: each unit above सय counts 0–99 of itself.
const SCALES: readonly [value: number, word: string][] = [
  [1_00_00_00_000, 'अर्ब'],
  [1_00_00_000, 'करोड'],
  [1_00_000, 'लाख'],
  [1_000, 'हजार'],
  [100, 'सय'],
];

/** One more than the largest number written in words: 99 अर्ब 99 करोड ... उनान्सय. */
export const WORDS_LIMIT = 100 * SCALES[0]![0];

/** 150000 → 'एक लाख पचास हजार'; 0 → 'शून्य'. Whole numbers 0 to 99,99,99,99,999. */
export function numberInWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= WORDS_LIMIT) {
    throw new RangeError(`numberInWords takes a whole number from 0 to ${WORDS_LIMIT - 1}, not ${n}`);
  }
  if (n === 0) return NEPALI_NUMBER_WORDS[0]!;
  const parts: string[] = [];
  let rest = n;
  for (const [value, word] of SCALES) {
    const count = Math.floor(rest / value);
    if (count > 0) parts.push(`${NEPALI_NUMBER_WORDS[count]} ${word}`);
    rest %= value;
  }
  if (rest > 0) parts.push(NEPALI_NUMBER_WORDS[rest]!);
  return parts.join(' ');
}

/**
 * 150000 → 'एक लाख पचास हजार रुपैयाँ मात्र'; 150000.5 → 'एक लाख पचास हजार रुपैयाँ पचास पैसा मात्र'.
 * Paisa are rounded to the nearest one; an amount under one rupee is written in paisa alone.
 */
export function amountInWords(n: number): string {
  if (!Number.isFinite(n) || n < 0) throw new RangeError(`Not an amount: ${n}`);
  const totalPaisa = Math.round(n * 100);
  const rupees = Math.floor(totalPaisa / 100);
  const paisa = totalPaisa % 100;
  const parts: string[] = [];
  if (rupees > 0 || paisa === 0) parts.push(`${numberInWords(rupees)} रुपैयाँ`);
  if (paisa > 0) parts.push(`${NEPALI_NUMBER_WORDS[paisa]} पैसा`);
  return `${parts.join(' ')} मात्र`;
}
