// The land sale deed (राजीनामाको लिखत) as a deed writer drafts it for the land revenue office: the
// seller (दाता) conveys the parcels in the तपसिल to the buyer (ग्रहिता) for the price (थैली रकम)
// in figures and words. The applicant is either party and names the other.
import { BLANK, type Ctx } from './context.js';
import { applicantParty, deed, executant, type Party, partyIdentity } from './deed.js';
import { boundariesTable, hasBoundaries, parcelsTable } from './land.js';
import { subheading } from './parts.js';

const applicantSells = (c: Ctx) => c.v.raw('saleRole') !== 'buyer';

const otherParty = (c: Ctx, role: string): Party => ({
  role,
  name: c.v.text('otherPartyName') ?? BLANK,
  address: c.v.text('otherPartyAddress'),
});

const price = (c: Ctx) => c.v.amountInFull('saleAmount') ?? BLANK;

function terms(c: Ctx): string[] {
  const extra = (c.v.text('extraTerms') ?? '').split('\n').filter((line) => line.trim() !== '');
  return [
    `तपसिलको जग्गाको थैली रकम ${price(c)} दाताले ग्रहिताबाट पूरै बुझिलिएको छ । सो रकमबापत दाताले ग्रहिताबाट अब केही लिनुपर्ने बाँकी छैन ।`,
    'आजका मितिदेखि तपसिलको जग्गामा दाता र दाताका हकवालाहरूको कुनै हक दाबी रहने छैन । ग्रहिताले सो जग्गा आफ्नो नाममा दाखिल खारेज गराई भोगचलन गर्न, बेचबिखन गर्न वा आफूखुसी गर्न पाउनेछ ।',
    'तपसिलको जग्गा कुनै बैङ्क वा वित्तीय संस्थामा धितो राखिएको, रोक्का भएको वा अरू कसैलाई लिखत गरिदिएको छैन ।',
    'सो जग्गामा अरू कसैले हक दाबी गरेमा दाताले आफ्नै खर्चमा फर्छ्यौट गरिदिनेछ । फर्छ्यौट हुन नसकेमा ग्रहिताले तिरेको थैली रकम र सोबाट परेको हानि नोक्सानीसमेत दाताले ग्रहितालाई बुझाउनेछ ।',
    'यो लिखत पारित गर्दा लाग्ने रजिस्ट्रेसन दस्तुर ग्रहिताले र पूँजीगत लाभकर लागेमा दाताले तिर्नेछ ।',
    ...extra,
    'यस लिखतमा उल्लेख नभएका कुराहरू प्रचलित कानुनबमोजिम हुनेछन् ।',
  ];
}

export const landSaleDeed = deed('राजीनामाको लिखत', {
  body: (c) => {
    const me = executant(c);
    const other = partyIdentity(c, 'otherParty');
    const [seller, buyer] = applicantSells(c) ? [me, other] : [other, me];
    return [
      `लिखितम् ${seller} (यसपछि “दाता” भनिने) आगे ${buyer} (यसपछि “ग्रहिता” भनिने)लाई दाताको नाममा दर्ता कायम रहेको तपसिलमा उल्लिखित जग्गा थैली रकम ${price(c)}मा राजीनामा गरी दिने लिने गरी देहायका शर्तहरूमा हामी दुवै पक्ष सहमत भएकाले यो राजीनामाको लिखत लेखी लेखाई दियौँ लियौँ ।`,
    ];
  },
  tapsil: (c) => [
    subheading('राजीनामा गरिदिएको जग्गाको विवरण'),
    parcelsTable(c),
    ...(hasBoundaries(c) ? [subheading('चार किल्ला'), boundariesTable(c, { pairs: true })] : []),
  ],
  terms,
  closing: () =>
    'यसमा लेखिएको व्यहोरा ठीक साँचो हो, झुट्टा ठहरे कानुनबमोजिम सहुँला बुझाउँला भनी हामी दाता र ग्रहिताले आफ्नो मनोमानी राजीखुसीसाथ यो राजीनामाको लिखत पढी सुनी बुझी सहीछाप गरी दियौँ लियौँ ।',
  parties: (c) =>
    applicantSells(c)
      ? [applicantParty(c, 'दाता'), otherParty(c, 'ग्रहिता')]
      : [otherParty(c, 'दाता'), applicantParty(c, 'ग्रहिता')],
});
