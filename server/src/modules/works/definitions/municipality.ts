// Applications to the local level's executive office (generation screen): a business registered
// or closed, a building permit.
import {
  amount,
  applicantFields,
  bsDate,
  longNepali,
  nepali,
  number,
  personName,
  required,
  select,
  text,
  ward,
} from '../fields.js';
import { boundaryFields, parcelFields, TERAI_LAND_UNITS } from '../land-units.js';
import { BUILDING_STRUCTURE_OPTIONS, BUILDING_USE_OPTIONS, BUSINESS_TYPE_OPTIONS } from '../options.js';
import type { WorkSpec } from '../work.types.js';

const businessName = () =>
  required(text('businessName', 'व्यवसायको नाम', 'Business name', { maxLength: 150 }));
const businessType = () => select('businessType', 'व्यवसायको किसिम', 'Business type', BUSINESS_TYPE_OPTIONS);
const businessWard = () =>
  ward('businessWard', 'व्यवसाय रहने वडा नं.', 'Ward of the business', { ofThePlace: true });
const businessTole = () => required(nepali('businessTole', 'व्यवसाय रहने टोल', 'Tole of the business'));
const panNumber = () =>
  text('panNumber', 'स्थायी लेखा नम्बर (प्यान)', 'PAN', {
    maxLength: 9,
    pattern: '^[0-9०-९]{9}$',
    patternMessage: 'PAN must be 9 digits',
  });

export const MUNICIPALITY_WORKS: readonly WorkSpec[] = [
  {
    key: 'business-registration',
    serviceAreaId: 1,
    category: 'municipality',
    nameNe: 'व्यवसाय दर्ता',
    nameEn: 'Business registration',
    descriptionEn: 'Application to your municipality or rural municipality to register a business.',
    descriptionNe: 'आफ्नो नगरपालिका वा गाउँपालिकामा व्यवसाय दर्ता गरिपाउन दिइने निवेदन ।',
    signerNe: 'निवेदक आफैं (हस्ताक्षर)',
    signerEn: 'You, the applicant (your signature)',
    officeNe: 'आफ्नो नगरपालिका वा गाउँपालिकाको कार्यपालिकाको कार्यालय (प्रमुख प्रशासकीय अधिकृतलाई सम्बोधन गरिएको)',
    officeEn:
      'The executive office of your municipality or rural municipality (addressed to its chief administrative officer)',
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
      bsDate('startDateBs', 'सञ्चालन सुरु मिति (वि.सं.)', 'Start date (BS)', { dateRange: 'any' }),
      text('email', 'इमेल', 'Email', {
        maxLength: 254,
        pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
        patternMessage: 'Enter a valid email',
        profileKey: 'email',
      }),
    ],
  },
  {
    key: 'business-closure',
    serviceAreaId: 1,
    category: 'municipality',
    nameNe: 'व्यवसाय बन्द',
    nameEn: 'Business closure',
    descriptionEn:
      'Application to your municipality or rural municipality to close a business registered there and cancel its registration.',
    descriptionNe: 'नगरपालिका वा गाउँपालिकामा दर्ता भएको व्यवसाय बन्द गरी दर्ता खारेज गरिपाउन दिइने निवेदन ।',
    signerNe: 'निवेदक आफैं (हस्ताक्षर)',
    signerEn: 'You, the applicant (your signature)',
    officeNe: 'आफ्नो नगरपालिका वा गाउँपालिकाको कार्यपालिकाको कार्यालय (प्रमुख प्रशासकीय अधिकृतलाई सम्बोधन गरिएको)',
    officeEn:
      'The executive office of your municipality or rural municipality (addressed to its chief administrative officer)',
    price: 25,
    fields: [
      ...applicantFields({ require: ['citizenshipNumber'] }),
      businessName(),
      businessType(),
      required(
        text('registrationNumber', 'व्यवसाय दर्ता नं.', 'Business registration number', { maxLength: 40 }),
      ),
      required(
        bsDate('registrationDateBs', 'व्यवसाय दर्ता मिति (वि.सं.)', 'Registration date (BS)', {
          dateRange: 'past',
        }),
      ),
      panNumber(),
      businessWard(),
      businessTole(),
      required(
        bsDate('closingDateBs', 'व्यवसाय बन्द गर्ने मिति (वि.सं.)', 'Closing date (BS)', { dateRange: 'any' }),
      ),
      required(
        longNepali('closureReason', 'व्यवसाय बन्द गर्नुपर्ने कारण', 'Reason for closing', { maxLength: 1000 }),
      ),
    ],
  },
  {
    key: 'building-permit-application',
    serviceAreaId: 1,
    category: 'municipality',
    nameNe: 'घर नक्सा पास (भवन निर्माण अनुमति)',
    nameEn: 'Building permit (house map approval)',
    descriptionEn:
      'Application to your municipality or rural municipality to approve the drawings of a building and permit its construction.',
    descriptionNe: 'भवनको नक्सा पास गरी निर्माण अनुमति पाउन आफ्नो नगरपालिका वा गाउँपालिकामा दिइने निवेदन ।',
    signerNe: 'निवेदक (जग्गाधनी) आफैं (हस्ताक्षर)',
    signerEn: 'You, the applicant and landowner (your signature)',
    officeNe: 'आफ्नो नगरपालिका वा गाउँपालिकाको कार्यपालिकाको कार्यालय (प्रमुख प्रशासकीय अधिकृतलाई सम्बोधन गरिएको)',
    officeEn:
      'The executive office of your municipality or rural municipality (addressed to its chief administrative officer)',
    price: 30,
    fields: [
      ...applicantFields({ require: ['citizenshipNumber'] }),
      required(ward('landWard', 'जग्गा रहेको वडा नं.', 'Ward of the land', { ofThePlace: true })),
      required(nepali('landTole', 'जग्गा रहेको टोल', 'Tole of the land', { maxLength: 100 })),
      ...parcelFields(),
      required(select('buildingUse', 'भवनको प्रयोजन', 'Use of the building', BUILDING_USE_OPTIONS)),
      required(select('structureType', 'भवनको संरचना', 'Structure', BUILDING_STRUCTURE_OPTIONS)),
      required(number('storeys', 'तला सङ्ख्या', 'Storeys', { integer: true, min: 1, max: 20 })),
      required(
        number('plinthAreaSqFt', 'प्लिन्थ क्षेत्रफल (वर्ग फिट)', 'Plinth area (sq ft)', { min: 1, max: 1_000_000 }),
      ),
      number('floorAreaSqFt', 'सबै तलाको जम्मा क्षेत्रफल (वर्ग फिट)', 'Total floor area (sq ft)', {
        min: 1,
        max: 10_000_000,
      }),
      number('heightMetres', 'भवनको उचाइ (मिटर)', 'Height of the building (metres)', { min: 1, max: 300 }),
      number(
        'roadWidthMetres',
        'जग्गा जोडिएको बाटोको चौडाइ (मिटर)',
        'Width of the road beside the land (metres)',
        {
          min: 0.5,
          max: 100,
        },
      ),
      amount('estimatedCost', 'अनुमानित लागत (रु.)', 'Estimated cost (Rs)'),
      required(personName('designerName', 'नक्सा तयार गर्ने इन्जिनियरको नाम थर', "Designing engineer's name")),
      required(
        text(
          'designerRegistration',
          'इन्जिनियरको नेपाल इन्जिनियरिङ परिषद् दर्ता नं.',
          "Engineer's NEC registration number",
          {
            maxLength: 40,
          },
        ),
      ),
      text('designerFirm', 'डिजाइन गर्ने फर्म वा परामर्शदाता', 'Design firm or consultant', { maxLength: 150 }),
      ...boundaryFields({ required: true }),
    ],
    placeVariants: [TERAI_LAND_UNITS],
  },
];
