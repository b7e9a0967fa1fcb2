// Papers a citizen takes to the police: a complaint (जाहेरी), a lost-document report, and an
// application for a character certificate.
import { application, forPurpose, ownParticulars, provideEnd, toPoliceOffice } from './application.js';
import { BLANK, type Ctx } from './context.js';
import { heading, paragraphsOf, particularsTable, serialTable } from './parts.js';

export const policeComplaint = application('जाहेरी दरखास्त', {
  to: toPoliceOffice,
  subject: 'जाहेरी दरखास्त ।',
  body: (c) => {
    const accused = c.v.rows('accused');
    const evidence = paragraphsOf(c.v.text('evidence'));
    return [
      `म जाहेरवाला ${c.whoIAm} देहायबमोजिमको व्यहोराको जाहेरी दर्ता गराउन आए${c.w.of} छु ।`,
      particularsTable([
        ['घटना भएको मिति', c.v.date('incidentDateBs')],
        ['घटना भएको समय', c.v.text('incidentTime') ?? '-'],
        ['घटना भएको स्थान', c.v.text('incidentPlace')],
        ['बिगो वा क्षति', c.v.amountInFull('lossAmount') ?? '-'],
        ...(accused.length === 0 ? ([['विपक्षी', 'अज्ञात']] as [string, string][]) : []),
      ]),
      ...(accused.length > 0
        ? [
            heading('विपक्षी'),
            serialTable(
              ['नाम थर', 'ठेगाना', 'पहिचान वा हुलिया'],
              accused.map((a) => [a.text('name') ?? '', a.text('address') ?? '-', a.text('features') ?? '-']),
              ['*', '*', '*'],
            ),
          ]
        : []),
      heading('घटनाको विवरण'),
      ...paragraphsOf(c.v.text('description')),
      ...(evidence.length > 0 ? [heading('प्रमाण तथा साक्षी'), ...evidence] : []),
      `अतः उपर्युक्त घटनाका सम्बन्धमा आवश्यक अनुसन्धान गरी दोषी उपर कानुनबमोजिम कारबाही गरी पाउँ भनी यो जाहेरी दरखास्त पेश गरे${c.w.of} छु ।`,
    ];
  },
  thumbprints: true,
  signer: 'जाहेरवाला',
});

/** The document's name: the kind chosen, or what the user named for 'other'. */
function lostDocument(c: Ctx): string {
  const named = c.v.text('documentName');
  if (c.v.raw('documentKind') === 'other' && named) return named;
  return c.v.option('documentKind') ?? BLANK;
}

export const lostDocumentReport = application('कागजात हराएको निवेदन', {
  to: toPoliceOffice,
  subject: (c) => `${lostDocument(c)} हराएको सम्बन्धमा ।`,
  body: (c) => {
    const office = c.v.text('issuingOffice');
    const issued = c.v.date('issueDateBs');
    const source = `${office ? `${office}बाट ` : ''}${issued ? `मिति ${issued}मा ` : ''}`;
    const lost = `मिति ${c.v.date('lostDateBs') ?? BLANK}मा ${c.v.text('lostPlace') ?? BLANK}मा`;
    return [
      `उपर्युक्त विषयमा म निवेदक ${c.whoIAm} हुँ । मेरो नाममा ${source}जारी भएको ${lostDocument(c)} (नं. ${c.v.code('documentNumber') ?? BLANK}) ${lost} हराएको छ ।`,
      ...paragraphsOf(c.v.text('circumstances')),
      `सो कागजात खोजतलास गर्दा पनि फेला नपरेको र त्यसको दुरुपयोग हुन सक्ने भएकाले हराएको व्यहोरा दर्ता गरी प्रतिलिपि लिन आवश्यक पर्ने प्रहरी प्रतिवेदन ${provideEnd(c)}`,
    ];
  },
  thumbprints: true,
});

export const policeClearanceApplication = application('चारित्रिक प्रमाणपत्रको निवेदन', {
  to: toPoliceOffice,
  subject: 'चारित्रिक प्रमाणपत्र पाउँ ।',
  body: (c) => {
    const country = c.v.text('destinationCountry');
    const going = country ? `${country} जानुपर्ने भएकाले ` : '';
    return [
      `उपर्युक्त विषयमा म निवेदक ${c.whoIAm} हुँ । मलाई ${forPurpose(c)}${going}चारित्रिक प्रमाणपत्र आवश्यक परेको छ । मेरो विरुद्ध हालसम्म कुनै फौजदारी मुद्दा नचलेको र कुनै कसुरमा सजाय नपाएको हुँदा तपसिलको विवरण खुलाई चारित्रिक प्रमाणपत्र ${provideEnd(c)}`,
    ];
  },
  tapsil: (c) => [
    particularsTable([...ownParticulars(c), ['राहदानी नं.', c.v.code('passportNumber') ?? '-']], {
      pairs: true,
    }),
  ],
  attachments: [
    'नागरिकता प्रमाणपत्रको प्रतिलिपि',
    'राहदानीको प्रतिलिपि (भए)',
    'हालसालै खिचिएको पासपोर्ट साइजको फोटो',
  ],
  photo: true,
  thumbprints: true,
});
