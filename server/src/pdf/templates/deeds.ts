// One-party deeds: consent (मञ्जुरीनामा), power of attorney (वारेसनामा) and affidavit (शपथ पत्र).
import { BLANK, type Ctx } from './context.js';
import { applicantParty, deed, executant, otherPerson } from './deed.js';
import { heading, paragraphsOf } from './parts.js';

/** 'मेरो छोरा नाता पर्ने ' when the relation was given. */
const related = (c: Ctx, key: string) => {
  const relation = c.v.text(key);
  return relation ? `मेरो ${relation} नाता पर्ने ` : '';
};

/** The free-will formula that closes a one-party deed handed to someone. */
const freelyGiven = (what: string, to: string) =>
  `यसमा लेखिएको व्यहोरा ठीक साँचो हो, झुट्टा ठहरे कानुनबमोजिम सहुँला बुझाउँला भनी मेरो मनोमानी राजीखुसीसाथ यो ${what} लेखी सहीछाप गरी श्री ${to}लाई दिएँ ।`;

export const consentDeed = deed('मञ्जुरीनामाको कागज', {
  body: (c) => [
    `लिखितम् ${executant(c)} आगे ${related(c, 'granteeRelation')}${otherPerson(c, 'grantee')}लाई देहायबमोजिमको काम गर्न मेरो पूर्ण मञ्जुरी भएकाले यो मञ्जुरीनामा लेखिदिएँ ।`,
    heading('मञ्जुरी दिएको विषय'),
    ...paragraphsOf(c.v.text('consentMatter')),
    `उक्त कामका सम्बन्धमा श्री ${c.v.text('granteeName') ?? BLANK}ले गरेको काम कारबाहीप्रति मेरो कुनै उजुर बाजुर रहने छैन ।`,
  ],
  closing: (c) => freelyGiven('मञ्जुरीनामाको कागज', c.v.text('granteeName') ?? BLANK),
  parties: (c) => [applicantParty(c, 'मञ्जुरीनामा दिने')],
});

export const powerOfAttorney = deed('वारेसनामा', {
  body: (c) => [
    `लिखितम् ${executant(c)} आगे ${c.v.text('officeName') ?? BLANK}मा देहायबमोजिमको काम कारबाहीका लागि म स्वयं उपस्थित हुन नसक्ने भएकाले ${related(c, 'agentRelation')}${otherPerson(c, 'agent')}लाई मेरो वारेस मुकरर गरे${c.w.of} छु ।`,
    heading('वारेसले गर्ने काम'),
    ...paragraphsOf(c.v.text('matter')),
    'उक्त कामका लागि निवेदन दिने, कागजात पेश गर्ने र बुझ्ने, आवश्यक कागजातमा सहीछाप गर्ने लगायतका काम निज वारेसले गर्न पाउने छन् र निजले गरेका काम कारबाही मैले गरे सरह मान्य हुनेछ ।',
  ],
  closing: (c) => freelyGiven('वारेसनामा', c.v.text('agentName') ?? BLANK),
  // The agent signs too, accepting the appointment.
  parties: (c) => [
    applicantParty(c, 'वारेसनामा दिने'),
    { role: 'वारेस', name: c.v.text('agentName') ?? BLANK, address: c.v.text('agentAddress') },
  ],
});

export const affidavit = deed('शपथ पत्र', {
  body: (c) => {
    const submitTo = c.v.text('submitTo');
    const where = submitTo ? `${submitTo}मा पेश गर्नका लागि ` : '';
    return [
      `म ${executant(c)} ${where}शपथपूर्वक देहायबमोजिमको व्यहोरा लेखी दिन्छु :`,
      ...paragraphsOf(c.v.text('statement')),
    ];
  },
  closing: () =>
    'माथि लेखिएको व्यहोरा मैले जाने बुझेसम्म ठीक साँचो हो । सो व्यहोरा झुट्टा ठहरे प्रचलित कानुनबमोजिम सहुँला बुझाउँला भनी यो शपथ पत्रमा सहीछाप गरेँ ।',
  parties: (c) => [applicantParty(c, 'शपथकर्ता')],
});
