// Applications to the ward office that ask for support: weak economic status and scholarships.
import { application, forPurpose, requestEnd, toWardOffice } from './application.js';
import { BLANK } from './context.js';
import { paragraphsOf, serialTable } from './parts.js';

export const weakEconomicStatus = application('आर्थिक अवस्था कमजोर सिफारिस', {
  to: toWardOffice,
  subject: 'आर्थिक अवस्था कमजोर रहेको सिफारिस गरी पाउँ ।',
  body: (c) => [
    `उपर्युक्त विषयमा म निवेदक ${c.whoIAm} हुँ । तपसिलमा उल्लिखित सदस्य रहेको मेरो परिवारको वार्षिक आम्दानी ${c.v.amountInFull('annualIncome') ?? BLANK} रहेको छ ।`,
    ...paragraphsOf(c.v.text('hardship')),
    `यसरी मेरो परिवारको आर्थिक अवस्था कमजोर रहेकाले ${forPurpose(c)}आर्थिक अवस्था कमजोर रहेको सिफारिस ${requestEnd(c)}`,
  ],
  tapsil: (c) => [
    serialTable(
      ['नाम थर', 'नाता', 'उमेर', 'पेसा'],
      c.v
        .rows('familyMembers')
        .map((m) => [
          m.text('name') ?? '',
          m.text('relation') ?? '',
          m.text('age') ?? '-',
          m.text('occupation') ?? '-',
        ]),
      ['*', 80, 40, 110],
    ),
  ],
  attachments: ['नागरिकता प्रमाणपत्रको प्रतिलिपि', 'परिवारका सदस्यहरूको नागरिकता वा जन्म दर्ता प्रमाणपत्रको प्रतिलिपि'],
});

export const scholarshipRecommendation = application('छात्रवृत्ति सिफारिस', {
  to: toWardOffice,
  subject: 'छात्रवृत्तिका लागि सिफारिस गरी पाउँ ।',
  body: (c) => {
    const school = c.v.text('schoolName') ?? BLANK;
    const grade = c.v.text('grade') ?? BLANK;
    const basis = c.v.option('scholarshipBasis') ?? BLANK;
    const self = c.v.raw('studentRelation') === 'self';
    const studies = self
      ? `म हाल ${school}मा ${grade}मा अध्ययनरत छु र म ${basis} विद्यार्थी हुँ ।`
      : `मेरो ${c.v.option('studentRelation')} ${c.v.text('studentName') ?? BLANK} हाल ${school}मा ${grade}मा अध्ययनरत छ र निज ${basis} विद्यार्थी हो ।`;
    return [
      `उपर्युक्त विषयमा म निवेदक ${c.whoIAm} हुँ । ${studies}`,
      `अतः ${self ? 'मलाई' : 'निजलाई'} छात्रवृत्ति उपलब्ध गराउनका लागि सिफारिस ${requestEnd(c)}`,
    ];
  },
  attachments: [
    'विद्यार्थीको जन्म दर्ता वा नागरिकता प्रमाणपत्रको प्रतिलिपि',
    'शैक्षिक संस्थाको विद्यार्थी परिचयपत्र वा भर्ना रसिदको प्रतिलिपि',
  ],
});
