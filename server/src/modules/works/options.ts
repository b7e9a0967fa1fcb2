// Choices of the select fields. The templates print `labelNe`; the values are what payloads and
// profiles store, so they never change once published.
import { listDistricts, listProvinces } from '../locations/locations.catalog.js';
import type { SelectOption } from './work.types.js';

const option = (value: string, labelNe: string, labelEn: string): SelectOption =>
  Object.freeze({ value, labelNe, labelEn });

/** Values match the Gender type of the Nepali text helpers. */
export const GENDER_OPTIONS = [
  option('male', 'पुरुष', 'Male'),
  option('female', 'महिला', 'Female'),
  option('other', 'अन्य', 'Other'),
] as const;

/** The 77 districts, by slug, for "issued in district" fields. */
export const DISTRICT_OPTIONS: readonly SelectOption[] = listProvinces().flatMap((province) =>
  listDistricts(province.id).map((d) => option(d.slug, d.nameNe, d.nameEn)),
);

export const ALIVE_OPTIONS = [
  option('alive', 'जीवित', 'Alive'),
  option('deceased', 'मृत', 'Deceased'),
] as const;

export const CITIZENSHIP_KIND_OPTIONS = [
  option('descent', 'वंशजको आधारमा नयाँ नागरिकता', 'New, by descent'),
  option('copy', 'नागरिकताको प्रतिलिपि', 'Copy of a lost or damaged certificate'),
] as const;

export const HOUSE_TYPE_OPTIONS = [
  option('pakki', 'पक्की', 'Concrete / brick'),
  option('ardhapakki', 'अर्धपक्की', 'Semi-permanent'),
  option('kachchi', 'कच्ची', 'Mud / temporary'),
] as const;

export const ROAD_TYPE_OPTIONS = [
  option('blacktop', 'कालोपत्रे', 'Blacktopped'),
  option('gravel', 'ग्राभेल', 'Gravel'),
  option('earthen', 'कच्ची', 'Earthen'),
] as const;

export const STUDENT_RELATION_OPTIONS = [
  option('self', 'आफैँ', 'Myself'),
  option('son', 'छोरा', 'Son'),
  option('daughter', 'छोरी', 'Daughter'),
] as const;

/** The grounds a ward office is asked to confirm for a scholarship. */
export const SCHOLARSHIP_BASIS_OPTIONS = [
  option('economic', 'आर्थिक अवस्था कमजोर भएको परिवारको', 'Weak economic status'),
  option('dalit', 'दलित समुदायको', 'Dalit community'),
  option('disability', 'अपाङ्गता भएको', 'Disability'),
  option('janajati', 'आदिवासी जनजाति समुदायको', 'Indigenous nationalities'),
] as const;

export const DIFFERENCE_KIND_OPTIONS = [
  option('name', 'नाम', 'Name'),
  option('surname', 'थर', 'Surname'),
  option('dateOfBirth', 'जन्म मिति', 'Date of birth'),
  option('fatherName', 'बाबुको नाम', "Father's name"),
  option('address', 'ठेगाना', 'Address'),
] as const;

export const BUSINESS_TYPE_OPTIONS = [
  option('trade', 'व्यापार', 'Trade'),
  option('service', 'सेवा', 'Service'),
  option('industry', 'उद्योग', 'Industry'),
  option('agriculture', 'कृषि तथा पशुपालन', 'Agriculture and livestock'),
] as const;

export const RENT_USE_OPTIONS = [
  option('residential', 'आवास', 'Residence'),
  option('business', 'व्यापार व्यवसाय', 'Business'),
  option('office', 'कार्यालय', 'Office'),
] as const;

export const RENT_ROLE_OPTIONS = [
  option('landlord', 'घरधनी', 'Landlord'),
  option('tenant', 'बहालवाला', 'Tenant'),
] as const;

/** In whose name a deceased owner's land is to be registered. */
export const NAME_TRANSFER_OPTIONS = [
  option('applicant', 'मेरो नाममा (अन्य हकवालाको मञ्जुरीमा)', 'To me (the other heirs consenting)'),
  option('allHeirs', 'सबै हकवालाको संयुक्त नाममा', 'Jointly to all the heirs'),
] as const;

/** The applicant's side in a land sale deed. */
export const SALE_ROLE_OPTIONS = [
  option('seller', 'दाता (जग्गा बेच्ने)', 'Seller (दाता)'),
  option('buyer', 'ग्रहिता (जग्गा किन्ने)', 'Buyer (ग्रहिता)'),
] as const;

export const BUILDING_USE_OPTIONS = [
  option('residential', 'आवासीय', 'Residential'),
  option('commercial', 'व्यावसायिक', 'Commercial'),
  option('mixed', 'आवासीय तथा व्यावसायिक (मिश्रित)', 'Residential and commercial (mixed)'),
  option('institutional', 'संस्थागत', 'Institutional'),
] as const;

export const BUILDING_STRUCTURE_OPTIONS = [
  option('rccFrame', 'आर.सी.सी. फ्रेम', 'RCC frame'),
  option('loadBearing', 'इँटा वा ढुङ्गाको गारो (लोड बियरिङ)', 'Load-bearing brick or stone'),
  option('steel', 'स्टिल फ्रेम', 'Steel frame'),
] as const;

export const LOST_DOCUMENT_OPTIONS = [
  option('citizenship', 'नागरिकता प्रमाणपत्र', 'Citizenship certificate'),
  option('passport', 'राहदानी', 'Passport'),
  option('drivingLicence', 'सवारी चालक अनुमतिपत्र', 'Driving licence'),
  option('landCertificate', 'जग्गाधनी दर्ता प्रमाणपूर्जा (लालपुर्जा)', 'Land ownership certificate'),
  option('bluebook', 'सवारी दर्ता प्रमाणपत्र (ब्लुबुक)', 'Vehicle registration book'),
  option('academic', 'शैक्षिक योग्यताको प्रमाणपत्र', 'Academic certificate'),
  option('other', 'अन्य कागजात', 'Other document'),
] as const;
