// Applications to the ward office about who a person is: citizenship, date of birth, marital
// status, relations, and one person known by two sets of details.
import { type Gender, genderWords } from '../../shared/nepali/index.js';
import { application, forPurpose, requestEnd, toWardOffice } from './application.js';
import { addressOf, BLANK, type Ctx, citizenshipDetailsOf } from './context.js';
import { particularsTable, serialTable } from './parts.js';

const iAm = (c: Ctx) => `उपर्युक्त विषयमा म निवेदक ${c.whoIAm} हुँ ।`;

const isCopy = (c: Ctx) => c.v.raw('citizenshipKind') === 'copy';

export const citizenshipRecommendation = application('नागरिकता सिफारिस', {
  to: toWardOffice,
  subject: (c) =>
    isCopy(c) ? 'नागरिकताको प्रतिलिपिका लागि सिफारिस गरी पाउँ ।' : 'नागरिकता प्रमाणपत्रका लागि सिफारिस गरी पाउँ ।',
  body: (c) => {
    const born = `मेरो जन्म मिति वि.सं. ${c.v.date('dateOfBirthBs') ?? BLANK} हो र मेरो जन्म ${c.v.text('birthPlace') ?? BLANK}मा भएको हो ।`;
    const office = `जिल्ला प्रशासन कार्यालय, ${c.loc.district.nameNe}`;
    const request = isCopy(c)
      ? `मैले ${office}बाट लिएको नागरिकता प्रमाणपत्र${c.me.citizenshipNumber ? ` (नं. ${c.me.citizenshipNumber})` : ''} हराएको वा नासिएको हुँदा सोको प्रतिलिपि लिनका लागि तपसिलको विवरण खुलाई ${office}मा सिफारिस ${requestEnd(c)}`
      : `मलाई वंशजको आधारमा नेपाली नागरिकताको प्रमाणपत्र आवश्यक परेकाले तपसिलको विवरण खुलाई ${office}मा सिफारिस ${requestEnd(c)}`;
    return [`${iAm(c)} ${born}`, request];
  },
  tapsil: (c) => {
    const rows: [string, string | undefined][] = [
      ['नाम थर', c.me.name],
      ['लिङ्ग', c.v.option('gender')],
      ['जन्म मिति (वि.सं.)', c.v.date('dateOfBirthBs')],
      ['जन्म स्थान', c.v.text('birthPlace')],
      ['बाबुको नाम थर', c.me.father],
      ['बाबुको नागरिकता नं.', c.v.code('fatherCitizenshipNumber')],
      ['आमाको नाम थर', c.me.mother],
      ['बाजेको नाम थर', c.me.grandfather],
    ];
    if (c.me.spouse) rows.push(['पति/पत्नीको नाम थर', c.me.spouse]);
    if (isCopy(c)) rows.push(['साबिकको नागरिकता', citizenshipDetailsOf(c.me)]);
    rows.push(['स्थायी ठेगाना', addressOf(c.loc, c.me.tole)]);
    return [particularsTable(rows, { pairs: true })];
  },
  attachments: (c) =>
    isCopy(c)
      ? ['साबिकको नागरिकता प्रमाणपत्रको प्रतिलिपि (भए)', 'हालसालै खिचिएको पासपोर्ट साइजको फोटो']
      : [
          'बाबु वा आमाको नागरिकता प्रमाणपत्रको प्रतिलिपि',
          'जन्म दर्ता प्रमाणपत्रको प्रतिलिपि',
          'शैक्षिक योग्यताको प्रमाणपत्रको प्रतिलिपि (भए)',
          'विवाहित महिलाको हकमा विवाह दर्ता प्रमाणपत्र र पतिको नागरिकताको प्रतिलिपि',
          'हालसालै खिचिएको पासपोर्ट साइजको फोटो',
        ],
  photo: true,
  thumbprints: true,
  // Someone asking for their first certificate has no number to write.
  signerLines: (c) => [
    ['नाम', c.me.name],
    ['ठेगाना', addressOf(c.loc, c.me.tole)],
    ['सम्पर्क नं.', c.me.mobile],
  ],
});

export const birthDateVerification = application('जन्म मिति प्रमाणित', {
  to: toWardOffice,
  subject: 'जन्म मिति प्रमाणित गरी पाउँ ।',
  body: (c) => {
    const record = c.v.text('birthRecord');
    const date = `वि.सं. ${c.v.date('dateOfBirthBs', 'long') ?? BLANK} (${c.v.date('dateOfBirthBs') ?? BLANK})`;
    const shown = record ? ` र सो मिति ${record}मा समेत उल्लेख छ` : '';
    return [
      `${iAm(c)} मेरो जन्म मिति ${date} हो${shown} । ${forPurpose(c)}मेरो जन्म मिति प्रमाणित ${requestEnd(c)}`,
    ];
  },
  attachments: [
    'नागरिकता प्रमाणपत्र वा जन्म दर्ता प्रमाणपत्रको प्रतिलिपि',
    'जन्म मिति उल्लेख भएको अन्य कागजातको प्रतिलिपि (भए)',
  ],
});

export const unmarriedVerification = application('अविवाहित प्रमाणित', {
  to: toWardOffice,
  subject: 'अविवाहित प्रमाणित गरी पाउँ ।',
  body: (c) => [
    `${iAm(c)} म हालसम्म अविवाहित रहे${c.w.of} छु । ${forPurpose(c)}मेरो अविवाहित रहेको व्यहोरा प्रमाणित ${requestEnd(c)}`,
  ],
  attachments: ['नागरिकता प्रमाणपत्रको प्रतिलिपि', 'जन्म दर्ता प्रमाणपत्रको प्रतिलिपि (भए)'],
});

export const samePersonVerification = application('एकै व्यक्ति प्रमाणित', {
  to: toWardOffice,
  subject: 'एकै व्यक्ति प्रमाणित गरी पाउँ ।',
  body: (c) => {
    const kind = c.v.option('differenceKind') ?? BLANK;
    const right = `${c.v.text('correctDocument')}मा मेरो ${kind} “${c.v.text('correctDetail')}”`;
    const wrong = `${c.v.text('otherDocument')}मा “${c.v.text('differentDetail')}”`;
    return [
      `${iAm(c)} मेरो ${right} उल्लेख भएकोमा ${wrong} उल्लेख हुन गएको छ । उक्त दुवै कागजातमा उल्लिखित व्यक्ति म एकै हुँ ।`,
      `${forPurpose(c)}फरक ${kind} उल्लेख भएका दुवै कागजातको व्यक्ति एकै हो भनी प्रमाणित ${requestEnd(c)}`,
    ];
  },
  tapsil: (c) => [
    serialTable(
      ['कागजात', c.v.option('differenceKind') ?? 'विवरण'],
      [
        [c.v.text('correctDocument') ?? BLANK, c.v.text('correctDetail') ?? BLANK],
        [c.v.text('otherDocument') ?? BLANK, c.v.text('differentDetail') ?? BLANK],
      ],
      ['*', '*'],
    ),
  ],
  attachments: ['नागरिकता प्रमाणपत्रको प्रतिलिपि', 'फरक विवरण उल्लेख भएका कागजातहरूको प्रतिलिपि'],
});

/** The spouse's gender, for the words that describe them: the other of the applicant's. */
const spouseGender = (g: Gender): Gender => (g === 'male' ? 'female' : g === 'female' ? 'male' : 'other');

export const marriageVerification = application('विवाह प्रमाणित', {
  to: toWardOffice,
  subject: 'विवाह प्रमाणित गरी पाउँ ।',
  body: (c) => {
    const sw = genderWords(spouseGender(c.me.gender));
    const address = c.v.text('spouseAddress');
    const father = c.v.text('spouseFatherName');
    const spouse = [
      address && `${address} बस्ने`,
      father && `${father}${sw.of} ${sw.child}`,
      c.me.spouse ?? BLANK,
    ]
      .filter(Boolean)
      .join(' ');
    const registration = c.v.code('marriageRegistrationNumber');
    const registered = registration ? ` र सो विवाह दर्ता नं. ${registration}मा दर्ता भएको छ` : '';
    return [
      `${iAm(c)} मेरो विवाह ${spouse}सँग मिति ${c.v.date('marriageDateBs') ?? BLANK}मा भएको हो${registered} । ${forPurpose(c)}हाम्रो विवाह भएको व्यहोरा प्रमाणित ${requestEnd(c)}`,
    ];
  },
  attachments: [
    'पति र पत्नी दुवैको नागरिकता प्रमाणपत्रको प्रतिलिपि',
    'विवाह दर्ता प्रमाणपत्रको प्रतिलिपि (भए)',
    'पति र पत्नी सँगै खिचिएको फोटो',
  ],
});

export const relationshipVerification = application('नाता प्रमाणित', {
  to: toWardOffice,
  subject: 'नाता प्रमाणित गरी पाउँ ।',
  body: (c) => [
    `${iAm(c)} तपसिलमा उल्लिखित व्यक्तिहरूसँग मेरो तपसिलबमोजिमको नाता रहेको हुँदा ${forPurpose(c)}सो नाता प्रमाणित ${requestEnd(c)}`,
  ],
  tapsil: (c) => [
    serialTable(
      ['नाम थर', 'मसँगको नाता', 'नागरिकता प्रमाणपत्र नं.', 'जीवित/मृत'],
      c.v
        .rows('members')
        .map((m) => [
          m.text('name') ?? '',
          m.text('relation') ?? '',
          m.code('citizenshipNumber') ?? '-',
          m.option('status') ?? '',
        ]),
      ['*', 80, 115, 55],
    ),
  ],
  attachments: [
    'निवेदक र तपसिलका व्यक्तिहरूको नागरिकता वा जन्म दर्ता प्रमाणपत्रको प्रतिलिपि',
    'मृत्यु भएका व्यक्तिको हकमा मृत्यु दर्ता प्रमाणपत्रको प्रतिलिपि',
  ],
});
