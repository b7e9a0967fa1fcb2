import { fieldsFor, findWork, listWorks } from '../../server/src/modules/works/catalog.js';
import { validateWorkValues } from '../../server/src/modules/works/values.js';
import type { CleanValues, WorkDefinition } from '../../server/src/modules/works/work.types.js';
import { toDevanagariDigits } from '../../server/src/shared/nepali/index.js';
import { ageOn, agePhraseOf, breakLongWords } from '../../server/src/pdf/templates/context.js';
import { fixedTextOf } from '../support/fixed-text.js';
import { documentText, flattenText } from '../../server/src/pdf/templates/flatten.js';
import {
  longestValues,
  SAMPLE_CASES,
  SAMPLE_TODAY,
  type SampleCase,
  sampleInput,
} from '../support/work-samples.js';
import type { TemplateInput } from '../../server/src/pdf/templates/types.js';

const WORKS = listWorks();
const CASES = WORKS.flatMap((work) => SAMPLE_CASES.map((c) => [work.key, c.name, work, c] as const));

const build = (work: WorkDefinition, c: SampleCase) => {
  const input = sampleInput(work, c);
  return { input, doc: work.template(input) };
};

/** Fields that hold an identifier (citizenship, passport, कित्ता, registration numbers): printed as typed. */
const IDENTIFIER = /(Number|Registration)$/;

/** The text with the values that are rightly in Latin script (e-mail addresses, identifiers) taken out. */
function nepaliBody(text: string, values: CleanValues): string {
  const entries: [string, unknown][] = Object.entries(values).flatMap(([key, v]): [string, unknown][] =>
    Array.isArray(v) ? v.flatMap((row) => Object.entries(row)) : [[key, v]],
  );
  const latin = entries
    .filter(([key, v]) => typeof v === 'string' && (/[A-Za-z]/.test(v) || IDENTIFIER.test(key)))
    .map(([, v]) => String(v))
    .sort((a, b) => b.length - a.length);
  return latin.reduce((rest, value) => rest.split(value).join(''), text);
}

/**
 * The document's own words: the text without what the applicant typed and without place names (the
 * administrative list spells काठमाडौं as the government does).
 */
function ownText(text: string, input: TemplateInput): string {
  const typed = Object.values(input.values).flatMap((v) =>
    Array.isArray(v) ? v.flatMap((row) => Object.values(row)) : [v],
  );
  const { province, district, localLevel } = input.location;
  const names = [province.nameNe, district.nameNe, localLevel.nameNe, localLevel.fullNameNe];
  return [...typed.map(String), ...names]
    .filter((s) => s.length > 1)
    .sort((a, b) => b.length - a.length)
    .reduce((rest, value) => rest.split(value.normalize('NFC')).join(' '), text);
}

// Nepal Academy's rules as the templates follow them: a nasal vowel at the end of a word takes
// candrabindu (छौँ, आफैँ, तपाईँ); a nasal before a stop is the class nasal with a virama (सङ्ख्या,
// बैङ्क, सञ्चालन); the causal participle ends -काले (भएकाले); and the words the dictionary spells
// otherwise than common usage.
const NA_RULES: readonly [rule: string, pattern: RegExp][] = [
  ['candrabindu at the end of a word', /[\u093E-\u094C]\u0902(?=[\s,।?!)]|$)/gu],
  ['class nasal before a stop', /\u0902(?=[\u0915-\u092D])/gu],
  ['causal -काले', /कोले(?=[\s,।]|$)/gu],
  ['dictionary spellings', /सहिछाप|कठ्ठा|रजिष्ट्र|रजिस्ट्रेशन|उनानब्बे/gu],
];

function misspellings(text: string): string[] {
  return NA_RULES.flatMap(([rule, pattern]) =>
    [...text.matchAll(pattern)].map((m) => `${rule}: ${text.slice(Math.max(0, m.index - 12), m.index + 4)}`),
  );
}

const withValues = (input: TemplateInput, values: Record<string, unknown>): TemplateInput => ({
  ...input,
  values: { ...input.values, ...values } as CleanValues,
});

describe.each(CASES)('%s, %s', (_key, _case, work, c) => {
  const { input, doc } = build(work, c);
  const text = documentText(doc);

  test("names the applicant, today's BS date in Devanagari digits and the applicant's place", () => {
    expect(text).toContain(String(input.values.fullName));
    expect(text).toContain('२०८२');
    if (work.category !== 'deed') expect(text).toContain('मिति: २०८२/०८/०६');
    const { district, localLevel, ward } = input.location;
    expect(text).toContain(district.nameNe);
    expect(text).toContain(localLevel.fullNameNe);
    expect(text).toContain(toDevanagariDigits(ward));
  });

  test('has no missing value, no Latin digits, and only NFC text', () => {
    expect(text).not.toMatch(/undefined|null|NaN|\[object Object\]|Infinity/);
    expect(nepaliBody(text, input.values)).not.toMatch(/[0-9]/);
    for (const piece of flattenText(doc)) expect(piece).toBe(piece.normalize('NFC'));
  });

  test('spells as the Nepal Academy does (सहीछाप, कट्ठा, रजिस्ट्रेसन, सङ्ख्या, छौँ, दियौँ, आफैँ)', () => {
    expect(misspellings(ownText(text, input))).toEqual([]);
  });

  test('never starts a line with a danda', () => {
    for (const piece of flattenText(doc)) expect(piece).not.toMatch(/ [।॥]/);
  });

  test('is a citizen’s paper, never an office’s own letter', () => {
    expect(text).not.toMatch(/प्रमाणित गरिन्छ|सिफारिस गरिन्छ|यस कार्यालयबाट|कार्यालयको छाप/);
  });

  test('A4 in Noto Serif with margins of about 2 cm', () => {
    expect(doc.pageSize).toBe('A4');
    expect(doc.defaultStyle?.font).toBe('NotoSerif');
    const [left, top, right, bottom] = doc.pageMargins as number[];
    for (const m of [left, top, right, bottom]) expect(m).toBeGreaterThanOrEqual(45);
    expect(left).toBeGreaterThanOrEqual(60);
    expect(left).toBeLessThanOrEqual(70);
  });

  test('is a pure function of its input', () => {
    const frozen = structuredClone(input);
    const again = work.template(input);
    expect(input).toEqual(frozen);
    expect(documentText(again)).toBe(text);
  });
});

test('the Nepal Academy rules catch the common misspellings', () => {
  expect(misspellings('हामी आफैं गर्छौं । संख्या बैंक भएकोले सहिछाप')).toHaveLength(6);
  expect(misspellings('हामी आफैँ गर्छौँ । सङ्ख्या बैङ्क भएकाले सहीछाप संयुक्त स्वयं')).toEqual([]);
});

describe('a witness’s age agrees with the witness', () => {
  test.each(WORKS.filter((w) => w.fields.some((f) => f.key === 'witnesses')).map((w) => [w.key, w]))(
    '%s',
    (_key, work) => {
      const input = sampleInput(work, SAMPLE_CASES[1]!);
      const witnesses = [
        { name: 'कमला श्रेष्ठ', address: 'भद्रपुर नगरपालिका वडा नं. ६', age: 40, gender: 'female' },
        { name: 'राजन श्रेष्ठ', address: 'भद्रपुर नगरपालिका वडा नं. ६', age: 45, gender: 'male' },
      ];
      const text = documentText(work.template(withValues(input, { witnesses })));
      expect(text).toContain('वर्ष ४० की कमला श्रेष्ठ');
      expect(text).toContain('वर्ष ४५ को राजन श्रेष्ठ');
    },
  );
});

describe('a woman writes in the feminine throughout', () => {
  test.each(WORKS.map((w) => [w.key, w]))('%s', (_key, work) => {
    const input = withValues(sampleInput(work, SAMPLE_CASES[0]!), { gender: 'female' });
    // What the applicant typed is theirs; the template's own first-person sentences agree with her:
    // आएकी छु … पेश गरेकी छु, never गरेको छु.
    const typed = Object.values(input.values).filter(
      (v): v is string => typeof v === 'string' && v.length > 3,
    );
    const text = typed.reduce(
      (rest, value) => rest.split(value).join(''),
      documentText(work.template(input)),
    );
    expect(text).not.toMatch(/एको (छु|हुँ)(?=[\s।,]|$)/u);
  });
});

describe('codes with Latin letters print exactly as typed', () => {
  test.each([
    ['building-permit-application', 'designerRegistration', '12890 Civil A'],
    ['police-clearance-application', 'passportNumber', 'PA1234567'],
    // A passport's or a lost document's number is printed as issued even without letters.
    ['police-clearance-application', 'passportNumber', '09876543'],
    ['lost-document-report', 'documentNumber', '123-456-789-0'],
    ['business-registration', 'email', 'ram.k2@example.com'],
  ])('%s prints %s %s with its Latin digits', (key, field, value) => {
    const work = findWork(key)!;
    const input = withValues(sampleInput(work, SAMPLE_CASES[1]!), { [field]: value });
    const text = documentText(work.template(input));
    expect(text).toContain(value);
  });
});

describe('gender changes the words', () => {
  const male = SAMPLE_CASES[0]!;
  test.each(WORKS.map((w) => [w.key, w]))('%s', (_key, work) => {
    const input = sampleInput(work, male);
    const asMale = documentText(work.template(withValues(input, { gender: 'male' })));
    const asFemale = documentText(work.template(withValues(input, { gender: 'female' })));
    const father = String(input.values.fatherName);
    expect(asMale).toContain(`${father}को छोरा`);
    expect(asFemale).toContain(`${father}की छोरी`);
    expect(asFemale).toContain(`${input.values.grandfatherName}की नातिनी`);
    expect(asMale).not.toContain('की छोरी');
  });

  test('first-person endings agree: बसोबास गर्दै आएको / आएकी छु', () => {
    const work = findWork('permanent-residence')!;
    const input = sampleInput(work, male);
    expect(documentText(work.template(withValues(input, { gender: 'male' })))).toContain('गर्दै आएको छु');
    expect(documentText(work.template(withValues(input, { gender: 'female' })))).toContain('गर्दै आएकी छु');
  });

  test('a spouse is named with the spouse word: श्रीमान् / श्रीमती', () => {
    const work = findWork('marriage-verification')!;
    const input = sampleInput(work, male);
    const spouse = String(input.values.spouseName);
    expect(documentText(work.template(withValues(input, { gender: 'male' })))).toContain(
      `${spouse}को श्रीमान्`,
    );
    expect(documentText(work.template(withValues(input, { gender: 'female' })))).toContain(
      `${spouse}की श्रीमती`,
    );
  });
});

describe('parts of particular papers', () => {
  const [hillMale, teraiFemale, ruralOther] = SAMPLE_CASES as [SampleCase, SampleCase, SampleCase];
  const textOf = (key: string, c: SampleCase) => {
    const work = findWork(key)!;
    return documentText(work.template(sampleInput(work, c)));
  };

  test('a ward application is addressed to the ward office of the applicant’s ward', () => {
    expect(textOf('birth-date-verification', hillMale)).toContain(
      'श्रीमान् वडाध्यक्षज्यू,\n५ नं. वडा कार्यालय,\nकाठमाडौं महानगरपालिका, काठमाडौं ।',
    );
  });

  test('a municipality application goes to the executive office of the right kind of local level', () => {
    expect(textOf('business-registration', hillMale)).toContain('नगर कार्यपालिकाको कार्यालय,');
    expect(textOf('business-registration', ruralOther)).toContain('गाउँ कार्यपालिकाको कार्यालय,');
  });

  test('police papers go to the named office, else the district’s (प्रहरी परिसर in the valley)', () => {
    expect(textOf('police-complaint', hillMale)).toContain('प्रहरी परिसर, काठमाडौं ।');
    expect(textOf('lost-document-report', ruralOther)).toContain('जिल्ला प्रहरी कार्यालय, दोलखा ।');
    expect(textOf('police-clearance-application', teraiFemale)).toContain('इलाका प्रहरी कार्यालय, काँकरभिट्टा ।');
  });

  test('land is described in the units of its place', () => {
    expect(textOf('four-boundaries', hillMale)).toContain('१-०-०-० (रोपनी-आना-पैसा-दाम)');
    expect(textOf('four-boundaries', teraiFemale)).toContain('०-१५-१० (बिघा-कट्ठा-धुर)');
    expect(textOf('house-road-verification', teraiFemale)).toContain('४.५ मिटर');
  });

  test('a table of parcels gives each area in the units of the place, named once in its header', () => {
    const terai = textOf('name-transfer-recommendation', teraiFemale);
    expect(terai).toContain('क्षेत्रफल (बि.-क.-धु.)');
    expect(terai).toContain('१-२-५.५');
    const hill = textOf('name-transfer-recommendation', ruralOther);
    expect(hill).toContain('क्षेत्रफल (रो.-आ.-पै.-दा.)');
    expect(hill).toContain('१-०-२-१.५');
  });

  test('a name transfer names the deceased, lists the heirs to sign beside their names, and the office', () => {
    const alone = textOf('name-transfer-recommendation', ruralOther);
    expect(alone).toContain('श्रीमान् वडाध्यक्षज्यू,\n२ नं. वडा कार्यालय,');
    expect(alone).toContain('मेरो आमा नाता पर्ने मैया श्रेष्ठको मिति २०७९/१२/०२मा मृत्यु भएको छ');
    expect(alone).toContain('हकवालाको सहीछाप');
    expect(alone).toContain(
      'घर जग्गा तपसिलका अन्य हकवालाहरूको मञ्जुरीमा मेरो नाममा नामसारी गर्नका लागि मालपोत कार्यालय, दोलखामा सिफारिस गरिदिनुहुन',
    );
    expect(alone).toContain('अन्य हकवालाहरूको मञ्जुरीनामा');
    const jointly = textOf('name-transfer-recommendation', teraiFemale);
    expect(jointly).toContain('सबै हकवालाहरूको संयुक्त नाममा नामसारी गर्नका लागि मालपोत कार्यालय, झापामा');
    expect(jointly).not.toContain('मञ्जुरीनामा');
  });

  test('a land sale deed names seller and buyer by three generations and both sign with thumbprints', () => {
    const buying = textOf('land-sale-deed', teraiFemale);
    expect(buying).toMatch(/^लिखितम् .*दिनेश राजवंशी .*\(यसपछि “दाता” भनिने\) आगे .*सरिता कुमारी यादव .*“ग्रहिता”/m);
    expect(buying).toContain(
      'भीमलाल राजवंशीको नाति, सोमलाल राजवंशीको छोरा, कल्पना राजवंशीको श्रीमान् वर्ष ५५ को दिनेश राजवंशी',
    );
    expect(buying.match(/दायाँ/g)).toHaveLength(2);
    expect(buying).not.toContain('चार किल्ला');
    const selling = textOf('land-sale-deed', ruralOther);
    expect(selling).toMatch(/^लिखितम् .*अनिल श्रेष्ठ .*“दाता”.* आगे .*पासाङ शेर्पा .*“ग्रहिता”/m);
    expect(selling).toContain('आङ दोर्जे शेर्पाकी छोरी, नोर्बु शेर्पाकी श्रीमती वर्ष ३८ की पासाङ शेर्पा');
    expect(selling).toContain('चार किल्ला');
  });

  test('a business closure states its registration, and the taxes its PAN brings', () => {
    const withPan = textOf('business-closure', teraiFemale);
    expect(withPan).toContain('नगर कार्यपालिकाको कार्यालय,');
    expect(withPan).toContain('मिति २०७९/०९/१०मा दर्ता नं. 1123मा दर्ता भई');
    expect(withPan).toContain('स्थायी लेखा नम्बर (प्यान) ६०१२३४५६७ हो');
    expect(withPan).toContain('आन्तरिक राजस्व कार्यालयको कर चुक्ता प्रमाणपत्र');
    const withoutPan = textOf('business-closure', hillMale);
    expect(withoutPan).not.toContain('आन्तरिक राजस्व');
    expect(withoutPan).toContain('काठमाडौं महानगरपालिकालाई तिर्नुपर्ने व्यवसाय कर तथा शुल्क चुक्ता गरेको छु');
  });

  test('a building permit names the land, the building, the engineer and the four sides', () => {
    const text = textOf('building-permit-application', ruralOther);
    expect(text).toContain('गाउँ कार्यपालिकाको कार्यालय,');
    expect(text).toContain(
      'गौरीशङ्कर गाउँपालिका वडा नं. २, सुरी गाउँमा पर्ने मेरो नाममा दर्ता रहेको कित्ता नं. 56को जग्गामा २ तले आवासीय भवन',
    );
    expect(text).toContain('अञ्जना कार्की (नेपाल इन्जिनियरिङ परिषद् दर्ता नं. 3210 सिभिल बी)');
    expect(text).toContain('६५० वर्ग फिट');
    expect(text).toContain('पेम्बा शेर्पाको जग्गा');
  });

  test('amounts are written in figures with lakh grouping and in words', () => {
    expect(textOf('house-rent-agreement', hillMale)).toContain('रु. १५,०००/- (अक्षरेपी पन्ध्र हजार रुपैयाँ मात्र)');
    expect(textOf('business-registration', ruralOther)).toContain(
      'रु. १२,००,०००/- (अक्षरेपी बाह्र लाख रुपैयाँ मात्र)',
    );
    expect(textOf('land-sale-deed', teraiFemale)).toContain(
      'थैली रकम रु. ९८,५०,०००/- (अक्षरेपी अन्ठानब्बे लाख पचास हजार रुपैयाँ मात्र)',
    );
    expect(textOf('weak-economic-status', ruralOther)).toContain(
      'रु. ७२,५००.५० (अक्षरेपी बहत्तर हजार पाँच सय रुपैयाँ पचास पैसा मात्र)',
    );
  });

  test('deeds close with इति संवत् ... रोज ... शुभम् ।, the weekday counted from आइतबार', () => {
    // 2082/08/06 is a Saturday: रोज ७.
    expect(textOf('consent-deed', hillMale)).toContain('इति संवत् २०८२ साल मङ्सिर महिना ६ गते रोज ७ शुभम् ।');
    const work = findWork('affidavit')!;
    const sunday = { ...sampleInput(work, hillMale), today: { year: 2082, month: 8, day: 7 } };
    expect(documentText(work.template(sunday))).toContain('मङ्सिर महिना ७ गते रोज १ शुभम् ।');
  });

  test('deeds carry witnesses, thumbprint boxes for each party and the writer', () => {
    const text = textOf('house-rent-agreement', teraiFemale);
    expect(text).toContain('साक्षीहरू:');
    expect(text.match(/दायाँ/g)).toHaveLength(2);
    expect(text).toContain('घरधनी');
    expect(text).toContain('बहालवाला');
    expect(text).toContain('कागज लेखिदिने: राजेन्द्र मण्डल, लेखापढी व्यवसायी (इजाजतपत्र नं. ८७)');
  });

  test('thumbprints and photo boxes only where offices ask for them', () => {
    expect(textOf('citizenship-recommendation', hillMale)).toMatch(/पासपोर्ट साइजको फोटो[\s\S]*दायाँ/);
    expect(textOf('police-complaint', hillMale)).toContain('बायाँ');
    expect(textOf('birth-date-verification', hillMale)).not.toContain('दायाँ');
  });

  test('a missing optional detail leaves a line to fill by hand', () => {
    expect(textOf('unmarried-verification', hillMale)).toMatch(/ना\.प्र\.प\.नं\.: \.{10,}/);
  });

  test('the age comes from the date of birth, in BS', () => {
    expect(ageOn({ year: 2047, month: 5, day: 12 }, SAMPLE_TODAY)).toBe(35);
    expect(ageOn({ year: 2047, month: 8, day: 6 }, SAMPLE_TODAY)).toBe(35);
    expect(ageOn({ year: 2047, month: 8, day: 7 }, SAMPLE_TODAY)).toBe(34);
    expect(textOf('citizenship-recommendation', hillMale)).toContain('वर्ष ३५ को सीताराम थापा');
  });

  test('an age under a year is written in months, then days, as a Nepali paper writes a baby’s', () => {
    const person = { name: 'सुमन थापा', gender: 'male' as const };
    const plain = (s: string) => s.replace(/\u00A0/g, ' ');
    const ageAt = (dateOfBirth: { year: number; month: number; day: number }) =>
      plain(agePhraseOf({ ...person, dateOfBirth }, SAMPLE_TODAY));
    expect(ageAt({ year: 2081, month: 8, day: 6 })).toBe('वर्ष १ को');
    expect(ageAt({ year: 2082, month: 3, day: 1 })).toBe('महिना ५ को');
    expect(ageAt({ year: 2082, month: 7, day: 20 })).toBe('दिन १६ को');
    expect(ageAt(SAMPLE_TODAY)).toBe('आजै जन्मेको');
    expect(plain(agePhraseOf({ ...person, gender: 'female', dateOfBirth: SAMPLE_TODAY }, SAMPLE_TODAY))).toBe(
      'आजै जन्मेकी',
    );
  });
});

describe('fixedTextOf', () => {
  test.each(WORKS.map((w) => [w.key, w]))('%s: the text every document of the work contains', (key, work) => {
    const fixed = fixedTextOf(key);
    expect(fixed.length).toBeGreaterThan(10);
    for (const piece of fixed) expect(piece).toMatch(/[\u0900-\u097F]/);
    // Nothing an applicant typed.
    for (const name of ['सीताराम', 'सरिता', 'अनिल', 'थापा', 'यादव'])
      expect(fixed.join(' ')).not.toContain(name);
    const words = fixed.join(' ');
    if (work.category === 'deed') expect(words).toContain('शुभम्');
    else expect(fixed).toContain('महोदय,');
  });

  test('unknown works are refused', () => {
    expect(() => fixedTextOf('nope')).toThrow('Unknown work nope');
  });
});

describe('the longest values a form accepts', () => {
  test.each(WORKS.map((w) => [w.key, w]))(
    '%s: no word is left that could run past its column',
    (_key, work) => {
      const base = sampleInput(work, SAMPLE_CASES[1]!);
      const place = { provinceSlug: base.location.province.slug, districtSlug: base.location.district.slug };
      const fields = fieldsFor(work, place);
      const checked = validateWorkValues(work, fields, longestValues(fields));
      if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
      const doc = work.template({ ...base, values: checked.values });
      for (const block of flattenText(doc)) {
        for (const word of block.split(/[\s\u200B]+/u)) expect([...word].length).toBeLessThanOrEqual(40);
      }
    },
  );

  test('long words get breaks only between aksharas, never inside a conjunct or before a mark', () => {
    const word = 'अन्तर्राष्ट्रियकरणसम्बन्धी';
    const broken = breakLongWords(word, 8);
    expect(broken.replace(/\u200B/g, '')).toBe(word);
    for (const piece of broken.split('\u200B').slice(1)) {
      expect(piece[0]).toMatch(/[\u0904-\u0939]/); // a letter, not a mark or virama
    }
    expect(broken.split('\u200B').every((p) => !p.endsWith('\u094D'))).toBe(true);
    expect(breakLongWords('सीताराम थापा')).toBe('सीताराम थापा');
  });
});
