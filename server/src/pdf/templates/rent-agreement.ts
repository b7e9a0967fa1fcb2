// The house rent agreement (घरबहाल सम्झौता) between a landlord and a tenant; the applicant is
// either party and names the other.
import { BLANK, type Ctx, tight } from './context.js';
import { applicantParty, deed, executant, otherPerson, type Party } from './deed.js';

const applicantIsLandlord = (c: Ctx) => c.v.raw('applicantRole') !== 'tenant';

function otherParty(c: Ctx, role: string): Party {
  return { role, name: c.v.text('otherPartyName') ?? BLANK, address: c.v.text('otherPartyAddress') };
}

function terms(c: Ctx): string[] {
  const payDay = c.v.text('paymentDay');
  const when = payDay ? `प्रत्येक महिनाको ${tight(`${payDay} गते`)}भित्र` : 'प्रत्येक महिनाको सात गतेभित्र';
  const deposit = c.v.amountInFull('deposit');
  const extra = (c.v.text('extraTerms') ?? '').split('\n').filter((line) => line.trim() !== '');
  return [
    `बहाल अवधि मिति ${c.v.date('startDateBs') ?? BLANK}देखि ${tight(`${c.v.text('durationMonths') ?? BLANK} महिना`)}को हुनेछ । दुवै पक्षको सहमतिमा अवधि थप गर्न सकिनेछ ।`,
    `मासिक घरबहाल ${c.v.amountInFull('monthlyRent') ?? BLANK} हुनेछ र बहालवालाले सो रकम ${when} घरधनीलाई बुझाउनुपर्नेछ ।`,
    ...(deposit
      ? [
          `बहालवालाले धरौटीबापत ${deposit} घरधनीलाई बुझाएको छ । बहाल अवधि सकिँदा बाँकी बहाल र क्षतिपूर्ति भए कट्टा गरी बाँकी धरौटी फिर्ता गरिनेछ ।`,
        ]
      : []),
    'बिजुली, खानेपानी र फोहोरमैला व्यवस्थापनको महसुल बहालवालाले तिर्नेछ ।',
    'घरबहाल कर प्रचलित कानुनबमोजिम घरधनीले तिर्नेछ ।',
    'घरधनीको लिखित सहमतिबिना बहालवालाले बहालमा लिएको घर वा कोठा अरू कसैलाई बहालमा दिन वा त्यसको संरचना फेरबदल गर्न पाउने छैन ।',
    'बहालवालाको लापरबाहीबाट घरमा हानि नोक्सानी भएमा सोको क्षतिपूर्ति बहालवालाले बेहोर्नुपर्नेछ ।',
    'सम्झौता अवधि अगावै घर छाड्नु वा छाडाउनु परेमा एक पक्षले अर्को पक्षलाई कम्तीमा एक महिना अगावै लिखित सूचना दिनुपर्नेछ ।',
    ...extra,
    'यस सम्झौतामा उल्लेख नभएका कुराहरू प्रचलित कानुनबमोजिम हुनेछन् ।',
  ];
}

export const houseRentAgreement = deed('घरबहाल सम्झौता', {
  body: (c) => {
    const me = executant(c);
    const other = otherPerson(c, 'otherParty');
    const [landlord, tenant] = applicantIsLandlord(c) ? [me, other] : [other, me];
    const use = c.v.option('use') ?? BLANK;
    return [
      `लिखितम् ${landlord} (यसपछि “घरधनी” भनिने) र ${tenant} (यसपछि “बहालवाला” भनिने) बीच ${c.v.text('propertyAddress') ?? BLANK}मा रहेको घरको ${c.v.text('propertyDescription') ?? BLANK} ${use} प्रयोजनका लागि बहालमा दिने लिने सम्बन्धमा देहायका शर्तहरूमा सहमत भई यो घरबहाल सम्झौता गरेका छौँ ।`,
    ];
  },
  terms,
  closing: () =>
    'यो सम्झौता हामी दुवै पक्षले आफ्नो मनोमानी राजीखुसीसाथ पढी सुनी बुझी सहीछाप गरी एक-एक प्रति लियौँ दियौँ ।',
  parties: (c) =>
    applicantIsLandlord(c)
      ? [applicantParty(c, 'घरधनी'), otherParty(c, 'बहालवाला')]
      : [otherParty(c, 'घरधनी'), applicantParty(c, 'बहालवाला')],
});
