// Applications to the ward office about a citizen's land and house, with the land described as
// its लालपुर्जा describes it: sheet, plot and area in the units of that place.
import { application, forPurpose, requestEnd, toWardOffice } from './application.js';
import { BLANK, type Ctx, placeOf, tight } from './context.js';
import { boundariesTable, landAreaOf, landAttachments } from './land.js';
import { heading, particularsTable, serialTable } from './parts.js';

/** The land lies in the applicant's own ward: 'काठमाडौं जिल्ला, ... वडा नं. ५मा पर्ने'. */
const myLand = (c: Ctx) => `${placeOf(c.loc)}मा पर्ने मेरो नाममा दर्ता रहेको तपसिलमा उल्लिखित जग्गा`;

export const fourBoundaries = application('चार किल्ला प्रमाणित', {
  to: toWardOffice,
  subject: 'चार किल्ला प्रमाणित गरी पाउँ ।',
  body: (c) => [
    `उपर्युक्त विषयमा म निवेदक ${c.whoIAm} हुँ । ${myLand(c)}को ${forPurpose(c)}चार किल्ला प्रमाणित ${requestEnd(c)}`,
  ],
  tapsil: (c) => [
    serialTable(
      ['साबिक ठेगाना', 'नक्सा सिट नं.', 'कित्ता नं.', 'क्षेत्रफल'],
      [
        [
          c.v.text('landFormerAddress') ?? '-',
          c.v.code('mapSheetNumber') ?? '',
          c.v.code('kittaNumber') ?? '',
          landAreaOf(c),
        ],
      ],
      ['*', 70, 60, 130],
    ),
    heading('चार किल्ला'),
    boundariesTable(c),
  ],
  attachments: landAttachments,
});

export const houseRoadVerification = application('घर बाटो प्रमाणित', {
  to: toWardOffice,
  subject: 'घर बाटो प्रमाणित गरी पाउँ ।',
  body: (c) => {
    const storeys = c.v.text('houseStoreys');
    const house = `${storeys ? `${tight(`${storeys} तले`)} ` : ''}${c.v.option('houseType') ?? ''} घर`;
    const road = `${tight(`${c.v.text('roadWidthMetres') ?? BLANK} मिटर`)} चौडाइको ${c.v.option('roadType') ?? ''} बाटो`;
    return [
      `उपर्युक्त विषयमा म निवेदक ${c.whoIAm} हुँ । ${myLand(c)}मा ${house} बनेको छ र सो घर जग्गासम्म ${road} पुगेको छ । ${forPurpose(c)}सो घर र बाटो प्रमाणित ${requestEnd(c)}`,
    ];
  },
  tapsil: (c) => [
    particularsTable([
      ['नक्सा सिट नं.', c.v.code('mapSheetNumber')],
      ['कित्ता नं.', c.v.code('kittaNumber')],
      ['जग्गाको क्षेत्रफल', landAreaOf(c)],
      ['घरको किसिम', c.v.option('houseType')],
      ['घरको तला', c.v.text('houseStoreys') ?? '-'],
      ['बाटोको किसिम', c.v.option('roadType')],
      ['बाटोको चौडाइ', tight(`${c.v.text('roadWidthMetres') ?? BLANK} मिटर`)],
    ]),
  ],
  attachments: (c) => [...landAttachments(c), 'घरको नक्सा पास वा निर्माण सम्पन्न प्रमाणपत्रको प्रतिलिपि (भए)'],
});
