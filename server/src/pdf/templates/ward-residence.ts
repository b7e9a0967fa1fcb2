// Applications to the ward office about where a person lives.
import { fiscalYearOf, keepTogether } from '../../shared/nepali/index.js';
import { application, forPurpose, requestEnd, toWardOffice } from './application.js';
import { BLANK, identityOf, placeOf } from './context.js';

export const permanentResidence = application('स्थायी बसोबास प्रमाणित', {
  to: toWardOffice,
  subject: 'स्थायी बसोबास प्रमाणित गरी पाउँ ।',
  body: (c) => {
    // A year, not a quantity: written without the thousands comma.
    const year = c.v.text('residingSinceYear');
    const since = year ? `वि.सं. ${keepTogether(`${year} साल`)}देखि ` : '';
    const house = c.v.code('houseNumber');
    const where = house ? `यसै वडाको घर नं. ${house}मा` : 'यसै वडामा';
    return [
      `उपर्युक्त विषयमा म निवेदक ${c.whoIAm} हुँ । म ${since}${where} स्थायी रूपमा बसोबास गर्दै आए${c.w.of} छु । ${forPurpose(c)}मेरो स्थायी बसोबास प्रमाणित ${requestEnd(c)}`,
    ];
  },
  attachments: (c) => [
    'नागरिकता प्रमाणपत्रको प्रतिलिपि',
    'घर जग्गाको जग्गाधनी दर्ता प्रमाणपूर्जा वा बसोबासको अन्य प्रमाणको प्रतिलिपि',
    `आ.व. ${fiscalYearOf(c.today)} को एकीकृत सम्पत्ति कर वा मालपोत तिरेको रसिदको प्रतिलिपि`,
  ],
});

export const temporaryResidence = application('अस्थायी बसोबास प्रमाणित', {
  to: toWardOffice,
  subject: 'अस्थायी बसोबास प्रमाणित गरी पाउँ ।',
  body: (c) => {
    const owner = c.v.text('houseOwnerName');
    const house = owner ? `श्री ${owner}को घरमा ` : '';
    const since = c.v.date('residingSinceBs') ?? BLANK;
    return [
      `उपर्युक्त विषयमा म निवेदक ${c.v.text('permanentAddress') ?? BLANK} स्थायी ठेगाना भए${c.w.of} ${identityOf(c.me, c.today)} हुँ । म मिति ${since}देखि ${placeOf(c.loc, c.me.tole)}मा ${house}अस्थायी रूपमा बसोबास गर्दै आए${c.w.of} छु । ${forPurpose(c)}मेरो अस्थायी बसोबास प्रमाणित ${requestEnd(c)}`,
    ];
  },
  attachments: ['नागरिकता प्रमाणपत्रको प्रतिलिपि', 'घरधनीसँगको घरबहाल सम्झौता वा घरधनीको सहमतिको प्रतिलिपि (भए)'],
});
