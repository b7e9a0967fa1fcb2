// The application asking the ward office to recommend a name transfer (नामसारी): a registered
// owner has died, and the land revenue office is to register their land in the heirs' names.
import { application, requestEnd, toWardOffice } from './application.js';
import { BLANK, type Ctx } from './context.js';
import { landTaxReceipt, parcelsTable } from './land.js';
import { paragraphsOf, serialTable } from './parts.js';

/** To the applicant alone, the other heirs consenting; otherwise to all the heirs jointly. */
const toApplicantAlone = (c: Ctx) => c.v.raw('transferTo') === 'applicant';
const otherHeirsConsent = (c: Ctx) => toApplicantAlone(c) && c.v.rows('heirs').length > 1;

/** The land revenue office the user named, else their district's. */
const landRevenueOffice = (c: Ctx) =>
  c.v.text('landRevenueOffice') ?? `मालपोत कार्यालय, ${c.loc.district.nameNe}`;

export const nameTransferRecommendation = application('नामसारी सिफारिस', {
  to: toWardOffice,
  subject: 'जग्गा नामसारी सिफारिस गरी पाउँ ।',
  body: (c) => {
    const registration = c.v.code('deathRegistrationNumber');
    const registered = registration ? ` र सो मृत्यु दर्ता नं. ${registration}मा दर्ता भएको छ` : '';
    const house = c.v.text('houseDescription');
    const property = house ? 'घर जग्गा' : 'जग्गा';
    const inName = toApplicantAlone(c)
      ? `${otherHeirsConsent(c) ? 'तपसिलका अन्य हकवालाहरूको मञ्जुरीमा ' : ''}मेरो नाममा`
      : 'तपसिलका सबै हकवालाहरूको संयुक्त नाममा';
    return [
      `उपर्युक्त विषयमा म निवेदक ${c.whoIAm} हुँ । मेरो ${c.v.text('deceasedRelation') ?? BLANK} नाता पर्ने ${c.v.text('deceasedName') ?? BLANK}को मिति ${c.v.date('deathDateBs') ?? BLANK}मा मृत्यु भएको छ${registered} । निजको नाममा दर्ता रहेको तपसिलमा उल्लिखित जग्गा${house ? ` र सो जग्गामा रहेको ${house}` : ''} निजका हकवालाको नाममा नामसारी गर्नुपर्ने भएको छ । मृतकका हकवाला तपसिलमा उल्लेख भएबमोजिम मात्र छन् ।`,
      ...paragraphsOf(c.v.text('details')),
      `अतः सो ${property} ${inName} नामसारी गर्नका लागि ${landRevenueOffice(c)}मा सिफारिस ${requestEnd(c)}`,
    ];
  },
  // Two tables that name themselves in their headers (no titles: the paper stays on one sheet).
  tapsil: (c) => [
    parcelsTable(c),
    // The heirs sign beside their names: their consent to the transfer.
    serialTable(
      ['हकवालाको नाम थर', 'मृतकसँगको नाता', 'नागरिकता प्रमाणपत्र नं.', 'हकवालाको सहीछाप'],
      c.v
        .rows('heirs')
        .map((h) => [h.text('name') ?? '', h.text('relation') ?? '', h.code('citizenshipNumber') ?? '-', '']),
      ['*', 80, 110, 90],
      { rowHeight: 20 },
    ),
  ],
  // What ward offices list for a नामसारी recommendation.
  attachments: (c) => [
    'मृत्यु दर्ता र नाता प्रमाणितको प्रतिलिपि',
    'हकवालाहरूको नागरिकताको प्रतिलिपि',
    'जग्गाधनी दर्ता प्रमाणपूर्जाको प्रतिलिपि',
    landTaxReceipt(c),
    ...(otherHeirsConsent(c) ? ['अन्य हकवालाहरूको मञ्जुरीनामा'] : []),
  ],
});
