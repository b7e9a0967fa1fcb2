// Applications to the local level's executive office: registering a business.
import { BUSINESS_TYPE_OPTIONS } from '../../modules/works/options.js';
import { keepTogether, toDevanagariDigits } from '../nepali/index.js';
import { application, PROVIDE_END, toLocalLevelOffice } from './application.js';
import type { Ctx } from './context.js';
import { particularsTable } from './parts.js';

/** Where the business runs: in the applicant's local level, in the ward they name or their own. */
function businessAddress(c: Ctx): string {
  const ward = c.v.number('businessWard') ?? c.loc.ward;
  const tole = c.v.text('businessTole');
  const place = `${c.loc.localLevel.fullNameNe} ${keepTogether(`वडा नं. ${toDevanagariDigits(ward)}`)}`;
  return tole ? `${place}, ${tole}` : place;
}

export const businessRegistration = application('व्यवसाय दर्ता', {
  to: toLocalLevelOffice,
  subject: 'व्यवसाय दर्ता गरी पाउँ ।',
  body: (c) => [
    `उपर्युक्त विषयमा म निवेदक ${c.whoIAm} ${businessAddress(c)}मा तपसिलबमोजिमको व्यवसाय सञ्चालन गर्न चाहन्छु । सो व्यवसाय दर्ता गरी प्रमाणपत्र ${PROVIDE_END}`,
  ],
  tapsil: (c) => [
    particularsTable([
      ['व्यवसायको नाम', c.v.text('businessName')],
      ['व्यवसायको किसिम', c.v.option('businessType', BUSINESS_TYPE_OPTIONS)],
      ['कारोबार गर्ने वस्तु वा सेवा', c.v.text('businessObjective') ?? '-'],
      ['व्यवसाय रहने ठेगाना', businessAddress(c)],
      ['पूँजी', c.v.amountInFull('capital')],
      ['स्थायी लेखा नम्बर (प्यान)', c.v.code('panNumber') ?? '-'],
      ['सञ्चालन सुरु मिति', c.v.date('startDateBs') ?? '-'],
      ['इमेल', c.v.raw('email') ?? '-'],
    ]),
  ],
  attachments: [
    'नागरिकता प्रमाणपत्रको प्रतिलिपि',
    'व्यवसाय सञ्चालन गर्ने घर वा कोठाको बहाल सम्झौता वा जग्गाधनी दर्ता प्रमाणपूर्जाको प्रतिलिपि',
    'सम्बन्धित वडा कार्यालयको सिफारिस',
    'हालसालै खिचिएको पासपोर्ट साइजको फोटो',
  ],
  photo: true,
});
