// Applications to the local level's executive office about a business: registering one, and
// closing one registered there.
import { keepTogether, toDevanagariDigits } from '../../shared/nepali/index.js';
import { application, provideEnd, requestEnd, toLocalLevelOffice } from './application.js';
import { BLANK, type Ctx } from './context.js';
import { paragraphsOf, particularsTable } from './parts.js';

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
    `उपर्युक्त विषयमा म निवेदक ${c.whoIAm} ${businessAddress(c)}मा तपसिलबमोजिमको व्यवसाय सञ्चालन गर्न चाहन्छु । सो व्यवसाय दर्ता गरी प्रमाणपत्र ${provideEnd(c)}`,
  ],
  tapsil: (c) => [
    particularsTable([
      ['व्यवसायको नाम', c.v.text('businessName')],
      ['व्यवसायको किसिम', c.v.option('businessType')],
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

/**
 * Local taxes are owed to the local level; a business with a PAN also answers to the Inland
 * Revenue Office, whose tax clearance the closure needs.
 */
function taxesCleared(c: Ctx): string {
  const pan = c.v.code('panNumber');
  const local = `${c.loc.localLevel.fullNameNe}लाई तिर्नुपर्ने व्यवसाय कर तथा शुल्क`;
  const owed = pan
    ? `सो व्यवसायको स्थायी लेखा नम्बर (प्यान) ${pan} हो । व्यवसाय बन्द गर्ने मितिसम्मको आयकरलगायत आन्तरिक राजस्व कार्यालयमा बुझाउनुपर्ने कर र ${local}`
    : `व्यवसाय बन्द गर्ने मितिसम्मको ${local}`;
  return `${owed} चुक्ता गरे${c.w.of} छु । कुनै कर वा शुल्क बाँकी देखिएमा सो म आफैँ बुझाउनेछु ।`;
}

export const businessClosure = application('व्यवसाय बन्द', {
  to: toLocalLevelOffice,
  subject: 'व्यवसाय बन्द गर्ने सम्बन्धमा ।',
  body: (c) => {
    const registered = `मिति ${c.v.date('registrationDateBs') ?? BLANK}मा दर्ता नं. ${c.v.code('registrationNumber') ?? BLANK}मा`;
    return [
      `उपर्युक्त विषयमा म निवेदक ${c.whoIAm} हुँ । मेरो नाममा ${c.loc.localLevel.fullNameNe}मा ${registered} दर्ता भई ${businessAddress(c)}मा सञ्चालित “${c.v.text('businessName') ?? BLANK}” नामको व्यवसाय देहायको कारणले मिति ${c.v.date('closingDateBs') ?? BLANK}देखि बन्द गर्नुपर्ने भएको छ :`,
      ...paragraphsOf(c.v.text('closureReason')),
      taxesCleared(c),
      `अतः सो व्यवसायको दर्ता खारेज गरी व्यवसाय बन्द भएको अभिलेख कायम ${requestEnd(c)}`,
    ];
  },
  tapsil: (c) => [
    particularsTable(
      [
        ['व्यवसायको नाम', c.v.text('businessName')],
        ['व्यवसायको किसिम', c.v.option('businessType') ?? '-'],
        ['दर्ता नं.', c.v.code('registrationNumber')],
        ['दर्ता मिति', c.v.date('registrationDateBs')],
        ['प्यान नं.', c.v.code('panNumber') ?? '-'],
        ['बन्द गर्ने मिति', c.v.date('closingDateBs')],
        ['व्यवसाय रहेको ठेगाना', businessAddress(c)],
      ],
      { pairs: true },
    ),
  ],
  attachments: (c) => [
    'व्यवसाय दर्ता प्रमाणपत्रको सक्कल प्रति',
    'नागरिकता प्रमाणपत्रको प्रतिलिपि',
    'व्यवसाय कर तिरेको रसिदको प्रतिलिपि',
    ...(c.v.has('panNumber') ? ['आन्तरिक राजस्व कार्यालयको कर चुक्ता प्रमाणपत्र'] : []),
    'वडा कार्यालयको सिफारिस',
  ],
});
