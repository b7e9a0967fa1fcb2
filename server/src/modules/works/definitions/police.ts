// Papers for the police report screen (service area 2).
import {
  amount,
  applicantFields,
  bsDate,
  longNepali,
  nepali,
  personName,
  policeOfficeField,
  purposeField,
  required,
  select,
  table,
  text,
} from '../fields.js';
import { LOST_DOCUMENT_OPTIONS } from '../options.js';
import type { WorkSpec } from '../work.types.js';

export const POLICE_WORKS: readonly WorkSpec[] = [
  {
    key: 'police-complaint',
    serviceAreaId: 2,
    category: 'police',
    nameNe: 'जाहेरी दरखास्त',
    nameEn: 'Police complaint (First Information Report)',
    descriptionEn: 'A complaint (जाहेरी) to the police about an offence, asking them to investigate.',
    descriptionNe: 'कुनै कसुरबारे प्रहरीलाई जानकारी दिई अनुसन्धान गरिपाउन दिइने जाहेरी दरखास्त ।',
    signerNe: 'जाहेरवाला (निवेदक) आफैं (हस्ताक्षर)',
    signerEn: 'You, the complainant (your signature)',
    officeNe: 'जिल्ला प्रहरी कार्यालय (काठमाडौं उपत्यकामा प्रहरी परिसर), प्रहरी प्रमुखलाई सम्बोधन गरिएको',
    officeEn:
      'The District Police Office (in the Kathmandu valley, the Police Circle), addressed to its chief',
    price: 25,
    fields: [
      ...applicantFields(),
      required(
        bsDate('incidentDateBs', 'घटना भएको मिति (वि.सं.)', 'Date of the incident (BS)', {
          dateRange: 'past',
        }),
      ),
      text('incidentTime', 'घटना भएको समय', 'Time of the incident', { maxLength: 50 }),
      required(nepali('incidentPlace', 'घटना भएको स्थान', 'Place of the incident')),
      required(longNepali('description', 'घटनाको विवरण', 'What happened')),
      table(
        'accused',
        'विपक्षी (थाहा भए)',
        'Accused persons (if known)',
        [
          required(personName('name', 'नाम थर', 'Name')),
          nepali('address', 'ठेगाना', 'Address', { maxLength: 150 }),
          nepali('features', 'पहिचान वा हुलिया', 'Identifying features', { maxLength: 150 }),
        ],
        { maxRows: 10 },
      ),
      amount('lossAmount', 'बिगो वा क्षति (रु.)', 'Loss (Rs)'),
      longNepali('evidence', 'प्रमाण तथा साक्षी', 'Evidence and witnesses', { maxLength: 1000 }),
      policeOfficeField(),
    ],
  },
  {
    key: 'lost-document-report',
    serviceAreaId: 2,
    category: 'police',
    nameNe: 'कागजात हराएको निवेदन',
    nameEn: 'Lost document report',
    descriptionEn: 'Application to the police recording a lost document, for getting a copy issued.',
    descriptionNe: 'हराएको कागजातको प्रतिलिपि लिन प्रहरीमा हराएको अभिलेख गराउन दिइने निवेदन ।',
    signerNe: 'निवेदक आफैं (हस्ताक्षर)',
    signerEn: 'You, the applicant (your signature)',
    officeNe: 'जिल्ला प्रहरी कार्यालय (काठमाडौं उपत्यकामा प्रहरी परिसर), प्रहरी प्रमुखलाई सम्बोधन गरिएको',
    officeEn:
      'The District Police Office (in the Kathmandu valley, the Police Circle), addressed to its chief',
    price: 15,
    fields: [
      ...applicantFields(),
      required(select('documentKind', 'हराएको कागजात', 'Lost document', LOST_DOCUMENT_OPTIONS)),
      nepali('documentName', 'कागजातको नाम (अन्य भए)', 'Name of the document (if other)'),
      required(text('documentNumber', 'कागजातको नम्बर', 'Document number', { maxLength: 40 })),
      nepali('issuingOffice', 'जारी गर्ने कार्यालय', 'Issuing office'),
      bsDate('issueDateBs', 'जारी मिति (वि.सं.)', 'Issue date (BS)', { dateRange: 'past' }),
      required(bsDate('lostDateBs', 'हराएको मिति (वि.सं.)', 'Date lost (BS)', { dateRange: 'past' })),
      required(nepali('lostPlace', 'हराएको ठाउँ', 'Where it was lost')),
      longNepali('circumstances', 'हराएको अवस्थाको विवरण', 'How it was lost', { maxLength: 1000 }),
      policeOfficeField(),
    ],
  },
  {
    key: 'police-clearance-application',
    serviceAreaId: 2,
    category: 'police',
    nameNe: 'चारित्रिक प्रमाणपत्रको निवेदन',
    nameEn: 'Police clearance application',
    descriptionEn: 'Application to the police for a character (police clearance) certificate.',
    descriptionNe: 'चारित्रिक प्रमाणपत्र (प्रहरी रिपोर्ट) पाउन प्रहरीलाई दिइने निवेदन ।',
    signerNe: 'निवेदक आफैं (हस्ताक्षर)',
    signerEn: 'You, the applicant (your signature)',
    officeNe: 'जिल्ला प्रहरी कार्यालय (काठमाडौं उपत्यकामा प्रहरी परिसर), प्रहरी प्रमुखलाई सम्बोधन गरिएको',
    officeEn:
      'The District Police Office (in the Kathmandu valley, the Police Circle), addressed to its chief',
    price: 20,
    fields: [
      ...applicantFields({
        require: ['dateOfBirthBs', 'citizenshipNumber', 'citizenshipIssueDistrict'],
        include: ['motherName'],
      }),
      text('passportNumber', 'राहदानी नं.', 'Passport number', { maxLength: 20 }),
      required(purposeField()),
      nepali('destinationCountry', 'जाने देश (विदेश भए)', 'Destination country (if abroad)'),
      policeOfficeField(),
    ],
  },
];
