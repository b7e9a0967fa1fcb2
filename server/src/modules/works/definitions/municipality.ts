// Applications to the local level's executive office (generation screen): a business registered
// or closed.
import { businessClosure, businessRegistration } from '../../../pdf/templates/business.js';
import {
  amount,
  applicantFields,
  bsDate,
  longNepali,
  nepali,
  number,
  required,
  select,
  text,
} from '../fields.js';
import { BUSINESS_TYPE_OPTIONS } from '../options.js';
import type { WorkDefinition } from '../work.types.js';

const businessName = () =>
  required(text('businessName', 'व्यवसायको नाम', 'Business name', { maxLength: 150 }));
const businessType = () => select('businessType', 'व्यवसायको किसिम', 'Business type', BUSINESS_TYPE_OPTIONS);
const businessWard = () =>
  number('businessWard', 'व्यवसाय रहने वडा नं.', 'Ward of the business', { integer: true, min: 1, max: 40 });
const businessTole = () => required(nepali('businessTole', 'व्यवसाय रहने टोल', 'Tole of the business'));
const panNumber = () =>
  text('panNumber', 'स्थायी लेखा नम्बर (प्यान)', 'PAN', {
    maxLength: 9,
    pattern: '^[0-9०-९]{9}$',
    patternMessage: 'PAN must be 9 digits',
  });

export const MUNICIPALITY_WORKS: readonly WorkDefinition[] = [
  {
    key: 'business-registration',
    serviceAreaId: 1,
    category: 'municipality',
    nameNe: 'व्यवसाय दर्ता',
    nameEn: 'Business registration',
    descriptionEn: 'Application to your municipality or rural municipality to register a business.',
    price: 30,
    fields: [
      ...applicantFields({ require: ['citizenshipNumber'] }),
      businessName(),
      required(businessType()),
      longNepali('businessObjective', 'कारोबार गर्ने वस्तु वा सेवा', 'Goods or services', { maxLength: 500 }),
      businessWard(),
      businessTole(),
      required(amount('capital', 'पूँजी (रु.)', 'Capital (Rs)')),
      panNumber(),
      bsDate('startDateBs', 'सञ्चालन सुरु मिति (वि.सं.)', 'Start date (BS)'),
      text('email', 'इमेल', 'Email', {
        maxLength: 254,
        pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
        patternMessage: 'Enter a valid email',
        profileKey: 'email',
      }),
    ],
    template: businessRegistration,
  },
  {
    key: 'business-closure',
    serviceAreaId: 1,
    category: 'municipality',
    nameNe: 'व्यवसाय बन्द',
    nameEn: 'Business closure',
    descriptionEn:
      'Application to your municipality or rural municipality to close a business registered there and cancel its registration.',
    price: 25,
    fields: [
      ...applicantFields({ require: ['citizenshipNumber'] }),
      businessName(),
      businessType(),
      required(
        text('registrationNumber', 'व्यवसाय दर्ता नं.', 'Business registration number', { maxLength: 40 }),
      ),
      required(bsDate('registrationDateBs', 'व्यवसाय दर्ता मिति (वि.सं.)', 'Registration date (BS)')),
      panNumber(),
      businessWard(),
      businessTole(),
      required(bsDate('closingDateBs', 'व्यवसाय बन्द गर्ने मिति (वि.सं.)', 'Closing date (BS)')),
      required(
        longNepali('closureReason', 'व्यवसाय बन्द गर्नुपर्ने कारण', 'Reason for closing', { maxLength: 1000 }),
      ),
    ],
    template: businessClosure,
  },
];
