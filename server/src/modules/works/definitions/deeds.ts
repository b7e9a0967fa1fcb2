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
