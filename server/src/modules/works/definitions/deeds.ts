// Deeds and agreements, drafted as a licensed deed writer (लेखापढी व्यवसायी) drafts them.
import {
  amount,
  applicantFields,
  bsDate,
  deedWriterFields,
  longNepali,
  nepali,
  personName,
  number,
  partyFields,
  required,
  select,
  text,
  witnessesField,
} from '../fields.js';
import { boundaryFields, parcelsField, TERAI_LAND_UNITS } from '../land-units.js';
import { RENT_ROLE_OPTIONS, RENT_USE_OPTIONS, SALE_ROLE_OPTIONS } from '../options.js';
import { inSteps, step } from '../steps.js';
import type { WorkSpec } from '../work.types.js';

/** The other person a deed names, by a key prefix: grantee, agent, otherParty. */
const personFields = (prefix: string, labelNe: string, labelEn: string) => [
  required(personName(`${prefix}Name`, `${labelNe}को नाम थर`, `${labelEn}'s name`)),
  required(nepali(`${prefix}Address`, `${labelNe}को ठेगाना`, `${labelEn}'s address`)),
  text(`${prefix}CitizenshipNumber`, `${labelNe}को नागरिकता प्रमाणपत्र नं.`, `${labelEn}'s citizenship number`, {
    maxLength: 40,
  }),
];

/** Two witnesses at least, as deeds are customarily witnessed. */
const twoWitnesses = () => witnessesField({ required: true, minRows: 2 });

// The steps deeds share: who you are in it first, witnesses and the writer last.
const YOU = step('you', 'तपाईंको विवरण', 'About you');
const OTHER_PARTY = step('otherParty', 'अर्को पक्ष', 'The other party');
const WITNESSES = step('witnesses', 'साक्षी र लेखक', 'Witnesses and writer');

export const DEED_WORKS: readonly WorkSpec[] = [
  {
    key: 'consent-deed',
    serviceAreaId: 1,
    category: 'deed',
    nameNe: 'मञ्जुरीनामा',
    nameEn: 'Consent deed',
    descriptionEn: 'A deed giving your consent to someone for a stated purpose.',
    descriptionNe: 'तोकिएको कामका लागि कसैलाई आफ्नो मञ्जुरी दिने लिखत (मञ्जुरीनामा) ।',
    signerNe: 'मञ्जुरी दिने व्यक्ति आफैं (हस्ताक्षर र दुवै औंठाछाप), कम्तीमा दुई साक्षीसहित',
    signerEn:
      'You, the person giving consent (signature and both thumbprints), before at least two witnesses',
    officeNe: 'मञ्जुरी माग्ने कार्यालय, वा जसलाई मञ्जुरी दिइएको हो ती व्यक्तिले त्यहाँ पेश गर्छन्',
    officeEn: 'The office that asks for your consent; the person you consent to takes it there',
    price: 40,
    ...inSteps(
      [YOU, applicantFields()],
      [
        step('grantee', 'मञ्जुरी लिने', 'Who receives consent'),
        [
          ...personFields('grantee', 'मञ्जुरी लिने', 'Person receiving consent'),
          nepali('granteeRelation', 'मञ्जुरी लिनेसँगको नाता', 'Your relation to them'),
        ],
      ],
      [
        step('matter', 'मञ्जुरीको विषय', 'What you consent to'),
        [required(longNepali('consentMatter', 'मञ्जुरी दिएको विषय', 'What you consent to'))],
      ],
      [WITNESSES, [twoWitnesses(), ...deedWriterFields()]],
    ),
  },
  {
    key: 'power-of-attorney',
    serviceAreaId: 1,
    category: 'deed',
    nameNe: 'वारेसनामा',
    nameEn: 'Power of attorney',
    descriptionEn: 'A deed appointing someone (वारेस) to act for you at an office.',
    descriptionNe: 'आफू उपस्थित हुन नसक्ने कार्यालयमा आफ्नो तर्फबाट काम गर्न कसैलाई वारेस नियुक्त गर्ने लिखत (वारेसनामा) ।',
    signerNe: 'वारेसनामा दिने व्यक्ति र वारेस दुवै (हस्ताक्षर र औंठाछाप), कम्तीमा दुई साक्षीसहित',
    signerEn:
      'You and the agent you appoint, both (signatures and thumbprints), before at least two witnesses',
    officeNe: 'लिखतमा तोकिएको कार्यालय, जहाँ वारेसले तपाईंको तर्फबाट काम गर्छन्',
    officeEn: 'The office named in the deed, where the agent acts for you',
    price: 40,
    ...inSteps(
      [YOU, applicantFields()],
      [
        step('agent', 'वारेस', 'The agent'),
        [
          ...personFields('agent', 'वारेस', 'Agent'),
          nepali('agentRelation', 'वारेससँगको नाता', 'Your relation to the agent'),
        ],
      ],
      [
        step('matter', 'वारेसले गर्ने काम', 'What the agent does'),
        [
          required(nepali('officeName', 'काम गर्नुपर्ने कार्यालय', 'Office where the agent acts')),
          required(longNepali('matter', 'वारेसले गर्ने काम', 'What the agent may do')),
        ],
      ],
      [WITNESSES, [twoWitnesses(), ...deedWriterFields()]],
    ),
  },
  {
    key: 'affidavit',
    serviceAreaId: 1,
    category: 'deed',
    nameNe: 'शपथ पत्र',
    nameEn: 'Affidavit',
    descriptionEn: 'A sworn statement of facts, signed with your thumbprints.',
    descriptionNe: 'आफूले जानेबुझेको तथ्य साँचो हो भनी शपथपूर्वक लेखिदिने कागज (शपथ पत्र) ।',
    signerNe: 'शपथकर्ता आफैं (हस्ताक्षर र दुवै औंठाछाप)',
    signerEn: 'You, the person swearing it (signature and both thumbprints)',
    officeNe: 'शपथ पत्र माग्ने कार्यालय (फारममा लेखिएको)',
    officeEn: 'The office that asks for the affidavit (named in the form)',
    price: 30,
    ...inSteps(
      [YOU, applicantFields()],
      [
        step('statement', 'व्यहोरा', 'The statement'),
        [
          required(longNepali('statement', 'शपथपूर्वक लेख्ने व्यहोरा', 'Statement')),
          nepali('submitTo', 'पेश गर्ने कार्यालय वा निकाय', 'Office it is for'),
        ],
      ],
      [WITNESSES, [witnessesField(), ...deedWriterFields()]],
    ),
  },
  {
    key: 'house-rent-agreement',
    serviceAreaId: 1,
    category: 'deed',
    nameNe: 'घरबहाल सम्झौता',
    nameEn: 'House rent agreement',
    descriptionEn: 'A rental agreement between landlord and tenant, with rent, deposit, period and terms.',
    descriptionNe: 'घरधनी र बहालवालाबीच भाडा, धरौटी, अवधि र सर्तसहित गरिने घरबहाल सम्झौता ।',
    signerNe: 'घरधनी र बहालवाला दुवै (हस्ताक्षर र औंठाछाप), कम्तीमा दुई साक्षीसहित',
    signerEn: 'The landlord and the tenant, both (signatures and thumbprints), before at least two witnesses',
    officeNe: 'कुनै कार्यालयमा बुझाउनु पर्दैन: दुवै पक्षले एक एक प्रति राख्छन् (घरबहाल कर बुझाउँदा पालिकाले हेर्न माग्न सक्छ)',
    officeEn:
      'No office: each party keeps a copy (the municipality may ask to see it for the house rent tax)',
    price: 50,
    ...inSteps(
      [
        YOU,
        [
          required(select('applicantRole', 'तपाईं घरधनी वा बहालवाला', 'You are the', RENT_ROLE_OPTIONS)),
          ...applicantFields(),
        ],
      ],
      [OTHER_PARTY, personFields('otherParty', 'अर्को पक्ष', 'Other party')],
      [
        step('house', 'घर र बहाल', 'The house and rent'),
        [
          required(nepali('propertyAddress', 'बहालमा दिने घरको ठेगाना', 'Address of the house')),
          required(
            nepali('propertyDescription', 'बहालमा दिने भाग (तला, कोठा)', 'Part rented (floor, rooms)', {
              maxLength: 200,
            }),
          ),
          required(select('use', 'प्रयोजन', 'Use', RENT_USE_OPTIONS)),
          required(amount('monthlyRent', 'मासिक बहाल (रु.)', 'Monthly rent (Rs)')),
          amount('deposit', 'धरौटी (रु.)', 'Deposit (Rs)'),
          required(bsDate('startDateBs', 'बहाल सुरु मिति (वि.सं.)', 'Start date (BS)', { dateRange: 'any' })),
          required(
            number('durationMonths', 'अवधि (महिना)', 'Duration (months)', {
              integer: true,
              min: 1,
              max: 120,
            }),
          ),
          number('paymentDay', 'बहाल बुझाउने गते', 'Rent due by (day of month)', {
            integer: true,
            min: 1,
            max: 32,
          }),
          longNepali('extraTerms', 'अन्य शर्तहरू (प्रत्येक हरफमा एउटा)', 'Other terms (one per line)', {
            maxLength: 1500,
          }),
        ],
      ],
      [WITNESSES, [twoWitnesses(), ...deedWriterFields()]],
    ),
  },
  {
    key: 'land-sale-deed',
    serviceAreaId: 1,
    category: 'deed',
    nameNe: 'राजीनामा लिखत',
    nameEn: 'Land sale deed',
    descriptionEn:
      'A draft of the deed (राजीनामा) by which a landowner sells land to a buyer, with the price in figures and words, for registration at the land revenue office.',
    descriptionNe:
      'जग्गाधनीले जग्गा बिक्री गरी खरिदकर्तालाई हक हस्तान्तरण गर्ने राजीनामा लिखतको मस्यौदा, थैली रकम अङ्क र अक्षरमा सहित, मालपोत कार्यालयमा रजिस्ट्रेसन गराउनका लागि ।',
    signerNe:
      'जग्गा दिने (बिक्रेता) र लिने (खरिदकर्ता) दुवै पक्ष (हस्ताक्षर र औंठाछाप), कम्तीमा दुई साक्षी र लेखापढी व्यवसायीसहित',
    signerEn:
      'Both parties, the seller and the buyer (signatures and thumbprints), with at least two witnesses and the deed writer',
    officeNe: 'जग्गा रहेको जिल्लाको मालपोत कार्यालय, जसले रजिस्ट्रेसन पारित गर्छ',
    officeEn: "The land revenue office (मालपोत) of the land's district, which registers the sale",
    price: 60,
    // The first question decides the sides: the profile fills yours, the other party is the other.
    ...inSteps(
      [
        YOU,
        [
          required(select('saleRole', 'तपाईं दाता वा ग्रहिता', 'You are the', SALE_ROLE_OPTIONS)),
          ...applicantFields({ require: ['citizenshipNumber', 'citizenshipIssueDistrict'] }),
        ],
      ],
      [OTHER_PARTY, partyFields('otherParty', 'अर्को पक्ष', 'Other party')],
      [
        step('land', 'जग्गा', 'The land'),
        [parcelsField('राजीनामा गर्ने जग्गा', 'Land sold', { required: true }), ...boundaryFields()],
      ],
      [
        step('price', 'थैली र शर्त', 'Price and terms'),
        [
          required(amount('saleAmount', 'थैली रकम (रु.)', 'Sale price (Rs)')),
          longNepali('extraTerms', 'अन्य शर्तहरू (प्रत्येक हरफमा एउटा)', 'Other terms (one per line)', {
            maxLength: 1500,
          }),
        ],
      ],
      [WITNESSES, [twoWitnesses(), ...deedWriterFields()]],
    ),
    placeVariants: [TERAI_LAND_UNITS],
  },
];
