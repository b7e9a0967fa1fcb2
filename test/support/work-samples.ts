// Plausible form values for every work, for tests, the benchmark and the fixed-text list. Three
// applicants differ in everything a template switches on: gender, place (hill metropolitan city,
// Terai municipality, hill rural municipality, so land units and addressees change), and whether
// optional fields are filled.
import {
  assertLocationConsistency,
  type ResolvedLocation,
} from '../../server/src/modules/locations/locations.catalog.js';
import { fieldsFor, optionLabelsOf } from '../../server/src/modules/works/catalog.js';
import { validateWorkValues } from '../../server/src/modules/works/values.js';
import type { WorkDefinition, WorkField } from '../../server/src/modules/works/work.types.js';
import type { BsDate, Gender } from '../../server/src/shared/nepali/index.js';
import type { TemplateInput } from '../../server/src/pdf/templates/types.js';

export interface SampleCase {
  readonly name: string;
  readonly gender: Gender;
  /** Only the required fields, or every field. */
  readonly filled: 'required' | 'all';
  readonly place: { province: string; district: string; localLevel: string; ward: number };
  readonly persona: number;
}

export const SAMPLE_CASES: readonly SampleCase[] = [
  {
    name: 'man, Kathmandu, required fields only',
    gender: 'male',
    filled: 'required',
    place: { province: 'bagmati', district: 'kathmandu', localLevel: 'Kathmandu', ward: 5 },
    persona: 0,
  },
  {
    name: 'woman, Jhapa (Terai), every field',
    gender: 'female',
    filled: 'all',
    place: { province: 'koshi', district: 'jhapa', localLevel: 'Mechinagar', ward: 3 },
    persona: 1,
  },
  {
    name: 'other gender, Dolakha rural municipality, every field',
    gender: 'other',
    filled: 'all',
    place: { province: 'bagmati', district: 'dolakha', localLevel: 'Gaurishankar', ward: 2 },
    persona: 2,
  },
];

/** 6 Mangsir 2082 (22 November 2025), a Saturday. */
export const SAMPLE_TODAY: BsDate = { year: 2082, month: 8, day: 6 };

// Per persona: [persona 0, persona 1, persona 2]. Keys are field keys (table columns included).
const BY_KEY: Record<string, readonly unknown[]> = {
  fullName: ['सीताराम थापा', 'सरिता कुमारी यादव', 'अनिल श्रेष्ठ'],
  fatherName: ['हरिबहादुर थापा', 'रामेश्वर प्रसाद यादव', 'गोपाल श्रेष्ठ'],
  motherName: ['लक्ष्मी थापा', 'सुनैना देवी यादव', 'मैया श्रेष्ठ'],
  grandfatherName: ['रामबहादुर थापा', 'शिवनारायण यादव', 'धनबहादुर श्रेष्ठ'],
  spouseName: ['गीता थापा', 'मनोज कुमार साह', 'रीता तामाङ'],
  dateOfBirthBs: ['2047/05/12', '2055/10/01', '2060/01/15'],
  tole: ['बानेश्वर', 'काँकरभिट्टा', 'सुरी'],
  citizenshipNumber: ['27-01-74-05678', '04-01-73-01234', '22-02-78-00321'],
  citizenshipIssueDistrict: ['kathmandu', 'jhapa', 'dolakha'],
  citizenshipIssueDateBs: ['2065/02/10', '2073/11/05', '2078/04/20'],
  mobile: ['9841234567', '9842012345', '9749876543'],
  email: ['sitaram@example.com', 'sarita@example.com', 'anil@example.com'],
  citizenshipKind: ['descent', 'copy', 'descent'],
  birthPlace: ['काठमाडौं', 'झापा', 'दोलखा'],
  fatherCitizenshipNumber: ['27-01-40-00123', '04-01-35-00456', '22-02-45-00789'],
  birthRecord: ['जन्म दर्ता प्रमाणपत्र', 'माध्यमिक शिक्षा परीक्षाको लब्धाङ्कपत्र', 'जन्म दर्ता प्रमाणपत्र'],
  purpose: ['बैंक कर्जा', 'वैदेशिक रोजगार', 'छात्रवृत्ति'],
  residingSinceYear: [2050, 2062, 2071],
  houseNumber: ['१२', '45', '7'],
  permanentAddress: [
    'धनुषा जिल्ला, जनकपुरधाम उपमहानगरपालिका वडा नं. ४',
    'सिराहा जिल्ला, लहान नगरपालिका वडा नं. ७',
    'रामेछाप जिल्ला, मन्थली नगरपालिका वडा नं. २',
  ],
  residingSinceBs: ['2079/04/01', '2080/09/15', '2081/01/10'],
  houseOwnerName: ['कृष्णप्रसाद अधिकारी', 'दिनेश राजवंशी', 'पेम्बा शेर्पा'],
  landFormerAddress: [
    'साबिक बानेश्वर गा.वि.स. वडा नं. ३',
    'साबिक मेचीनगर नगरपालिका वडा नं. ९',
    'साबिक सुरी गा.वि.स. वडा नं. ५',
  ],
  mapSheetNumber: ['102-1021-04', '2787-08', '79-3'],
  kittaNumber: ['345', '1278', '56'],
  areaRopani: [1, 0, 2],
  areaAana: [5, 12, 0],
  areaPaisa: [2, 3, 1],
  areaDaam: [0, 1.5, 2],
  areaBigha: [1, 0, 2],
  areaKattha: [5, 15, 0],
  areaDhur: [2.5, 10, 0],
  boundaryEast: ['कृष्ण थापाको जग्गा', 'मूल सडक', 'खोल्सा'],
  boundaryWest: ['मूल बाटो', 'रामचन्द्र यादवको घर जग्गा', 'सामुदायिक वन'],
  boundaryNorth: ['खोल्सा', 'कुलो', 'पेम्बा शेर्पाको जग्गा'],
  boundarySouth: ['हरि श्रेष्ठको घर जग्गा', 'गोरेटो बाटो', 'मूल बाटो'],
  houseType: ['pakki', 'ardhapakki', 'kachchi'],
  houseStoreys: [2, 1, 3],
  roadType: ['blacktop', 'gravel', 'earthen'],
  roadWidthMetres: [6, 4.5, 3],
  annualIncome: [85000, 60000, 72500.5],
  hardship: [
    'मेरो परिवारमा कमाउने सदस्य म मात्र हुँ र म ज्यालादारी मजदुरी गरी परिवार पालन पोषण गर्दै आएको छु ।',
    'मेरो पति लामो समयदेखि बिरामी हुनुहुन्छ ।\nपरिवारको गुजारा सानो खेतीबाट मात्र चल्दै आएको छ र अन्य आम्दानीको स्रोत छैन ।',
    'पहिरोले घर र खेतबारी बगाएपछि परिवार अस्थायी टहरामा बस्दै आएको छ ।',
  ],
  studentRelation: ['son', 'self', 'daughter'],
  studentName: ['सुमन थापा', 'सरिता कुमारी यादव', 'अनिता श्रेष्ठ'],
  schoolName: ['श्री जनता माध्यमिक विद्यालय', 'मेचीनगर बहुमुखी क्याम्पस', 'श्री गौरीशङ्कर माध्यमिक विद्यालय'],
  grade: ['कक्षा ९', 'स्नातक दोस्रो वर्ष', 'कक्षा ११'],
  scholarshipBasis: ['economic', 'dalit', 'disability'],
  differenceKind: ['name', 'dateOfBirth', 'surname'],
  correctDocument: ['नागरिकता प्रमाणपत्र', 'नागरिकता प्रमाणपत्र', 'राहदानी'],
  correctDetail: ['सीताराम थापा', '2055/10/01', 'श्रेष्ठ'],
  otherDocument: ['माध्यमिक शिक्षा परीक्षाको लब्धाङ्कपत्र', 'जन्म दर्ता प्रमाणपत्र', 'नागरिकता प्रमाणपत्र'],
  differentDetail: ['सिताराम थापा मगर', '2055/11/01', 'स्रेष्ठ'],
  spouseFatherName: ['गणेश बहादुर खत्री', 'रामदेव साह', 'दावा तामाङ'],
  spouseAddress: ['ललितपुर महानगरपालिका वडा नं. ३', 'भद्रपुर नगरपालिका वडा नं. ६', 'जिरी नगरपालिका वडा नं. १'],
  marriageDateBs: ['2075/11/20', '2078/02/05', '2080/08/12'],
  marriageRegistrationNumber: ['५६७', '1234', '89'],
  businessName: ['थापा किराना पसल', 'Yadav Traders', 'गौरीशङ्कर कृषि फार्म'],
  businessType: ['trade', 'service', 'agriculture'],
  businessObjective: [
    'दैनिक उपभोग्य खाद्यान्न तथा किराना सामान',
    'मोबाइल मर्मत तथा रिचार्ज सेवा',
    'तरकारी खेती र बाख्रापालन',
  ],
  businessWard: [10, 4, 2],
  businessTole: ['न्युरोड', 'काँकरभिट्टा बजार', 'सुरी बजार'],
  capital: [500000, 250000, 1200000],
  panNumber: ['301234567', '६०१२३४५६७', '123456789'],
  startDateBs: ['2082/08/01', '2082/09/01', '2082/08/15'],
  granteeName: ['सुमन थापा', 'मनोज कुमार साह', 'रीता तामाङ'],
  granteeAddress: [
    'काठमाडौं महानगरपालिका वडा नं. ५',
    'मेचीनगर नगरपालिका वडा नं. ३',
    'गौरीशङ्कर गाउँपालिका वडा नं. २',
  ],
  granteeRelation: ['छोरा', 'पति', 'जीवनसाथी'],
  granteeCitizenshipNumber: ['27-01-80-01234', '04-01-70-04567', '22-02-75-00432'],
  consentMatter: [
    'मेरो नाबालक छोरा सुमन थापाको राहदानी बनाउन आवश्यक कागजातमा सहीछाप गर्न र राहदानी बुझ्न ।',
    'मेरो नाममा दर्ता रहेको जग्गामा घर निर्माण गर्न नक्सा पास गर्ने काम गर्न ।\nसो कामका लागि नगरपालिकामा आवश्यक कागजात पेश गर्न र बुझ्न ।',
    'हाम्रो संयुक्त बैंक खाताबाट रकम निकाल्न ।',
  ],
  agentName: ['श्याम थापा', 'विनोद यादव', 'नवीन श्रेष्ठ'],
  agentAddress: ['ललितपुर महानगरपालिका वडा नं. ३', 'भद्रपुर नगरपालिका वडा नं. ६', 'भीमेश्वर नगरपालिका वडा नं. ४'],
  agentRelation: ['भाइ', 'दाजु', 'साथी'],
  agentCitizenshipNumber: ['27-01-76-09876', '04-01-68-04321', '22-02-72-00987'],
  officeName: ['मालपोत कार्यालय, डिल्लीबजार', 'मालपोत कार्यालय, झापा', 'जिल्ला प्रशासन कार्यालय, दोलखा'],
  matter: [
    'मेरो नाममा दर्ता रहेको कित्ता नं. ३४५ को जग्गाको नामसारी सम्बन्धी निवेदन दिने, कागजात पेश गर्ने र नयाँ प्रमाणपूर्जा बुझ्ने ।',
    'जग्गाको रोक्का फुकुवा सम्बन्धी निवेदन दिने र बुझ्ने ।\nसो सम्बन्धमा माग भएका कागजात पेश गर्ने ।',
    'राष्ट्रिय परिचयपत्रका लागि विवरण दर्ता गराउने ।',
  ],
  statement: [
    'मेरो नागरिकता प्रमाणपत्रमा मेरो नाम सीताराम थापा र शैक्षिक प्रमाणपत्रमा सिताराम थापा मगर लेखिएको भए पनि दुवै नाम मेरै हुन् ।',
    'मेरो जन्म मिति वि.सं. २०५५ साल माघ १ गते हो ।\nमैले यसअघि कुनै पनि निकायबाट यस्तै सुविधा लिएको छैन ।',
    'म हाल कुनै सरकारी सेवामा कार्यरत छैन ।',
  ],
  submitTo: ['जिल्ला प्रशासन कार्यालय, काठमाडौं', 'शिक्षा विकास तथा समन्वय इकाई, झापा', 'गौरीशङ्कर गाउँपालिका'],
  applicantRole: ['landlord', 'tenant', 'landlord'],
  otherPartyName: ['विकास गुरुङ', 'दिनेश राजवंशी', 'पासाङ शेर्पा'],
  otherPartyAddress: ['पोखरा महानगरपालिका वडा नं. ८', 'मेचीनगर नगरपालिका वडा नं. ३', 'जिरी नगरपालिका वडा नं. १'],
  otherPartyCitizenshipNumber: ['41-01-75-01234', '04-01-60-00876', '22-01-70-00345'],
  propertyAddress: [
    'काठमाडौं महानगरपालिका वडा नं. ५, बानेश्वर',
    'मेचीनगर नगरपालिका वडा नं. ३, काँकरभिट्टा',
    'गौरीशङ्कर गाउँपालिका वडा नं. २, सुरी',
  ],
  propertyDescription: ['दोस्रो तलाका तीन कोठा र एक भान्सा', 'भुइँ तलाको एउटा सटर', 'पहिलो तलाका दुई कोठा'],
  use: ['residential', 'business', 'office'],
  monthlyRent: [15000, 12000, 8000],
  deposit: [30000, 24000, 8000],
  durationMonths: [12, 24, 6],
  paymentDay: [7, 5, 15],
  extraTerms: [
    'घरधनीले पानीको ट्याङ्की महिनाको एक पटक सफा गराउनेछ ।',
    'सटरको अगाडि सामान थुपारेर बाटो छेक्न पाइने छैन ।\nसाइनबोर्ड घरधनीको सहमतिमा मात्र राख्न पाइनेछ ।',
    'बहालवालाले घरपालुवा जनावर पाल्न पाउने छैन ।',
  ],
  writerName: ['दीपक अधिकारी', 'राजेन्द्र मण्डल', 'कमला थापा'],
  writerLicenceNumber: ['215', '८७', '1042'],
  incidentDateBs: ['2082/07/15', '2082/08/01', '2082/06/28'],
  incidentTime: ['बेलुका ७ बजे', 'बिहान ५ बजेतिर', 'राति १० बजे'],
  incidentPlace: ['नयाँ बसपार्क, गोंगबु', 'काँकरभिट्टा बजार', 'सुरी बजार'],
  description: [
    'म घर फर्कंदै गर्दा अज्ञात व्यक्तिले मेरो हातमा रहेको मोबाइल फोन खोसेर भागेको हो ।',
    'मेरो पसलको ताल्चा फोरी नगद र सामान चोरी भएको छ ।\nबिहान पसल खोल्न आउँदा ढोका खुला थियो ।',
    'छिमेकीले मेरो जग्गामा जबरजस्ती पर्खाल लगाएका छन् ।',
  ],
  lossAmount: [45000, 125000, 30000],
  evidence: ['', 'पसल अगाडिको सीसीटीभी फुटेज र छिमेकी पसलेको बयान ।', 'जग्गाको नापी नक्सा ।'],
  documentKind: ['citizenship', 'other', 'passport'],
  documentName: ['', 'राष्ट्रिय परिचयपत्र', ''],
  documentNumber: ['27-01-74-05678', '123-456-789-0', '09876543'],
  issuingOffice: ['जिल्ला प्रशासन कार्यालय, काठमाडौं', 'राष्ट्रिय परिचयपत्र तथा पञ्जीकरण विभाग', 'राहदानी विभाग'],
  issueDateBs: ['2074/01/15', '2079/05/10', '2078/09/01'],
  lostDateBs: ['2082/07/20', '2082/08/02', '2082/07/30'],
  lostPlace: ['रत्नपार्कदेखि पुरानो बसपार्कसम्मको बाटो', 'मेचीनगर बजार क्षेत्र', 'चरिकोटदेखि सुरीसम्मको बाटो'],
  circumstances: ['', 'बजारमा किनमेल गर्दा झोलासहित हराएको हो ।', 'बसमा यात्रा गर्दा ब्यागसहित हराएको हो ।'],
  passportNumber: ['09876543', '10234567', '08765432'],
  destinationCountry: ['', 'जापान', 'कतार'],
  policeOffice: ['', 'इलाका प्रहरी कार्यालय, काँकरभिट्टा', ''],
  deceasedName: ['हरिबहादुर थापा', 'सुनैना देवी यादव', 'मैया श्रेष्ठ'],
  deceasedRelation: ['बुबा', 'आमा', 'आमा'],
  deathDateBs: ['2081/10/12', '2080/05/23', '2079/12/02'],
  deathRegistrationNumber: ['1245', '३४५', '78'],
  houseDescription: ['दुई तले पक्की घर', '', 'एक तले ढुङ्गामाटोको घर'],
  transferTo: ['applicant', 'allHeirs', 'applicant'],
  landRevenueOffice: ['मालपोत कार्यालय, डिल्लीबजार', '', 'मालपोत कार्यालय, दोलखा'],
  details: [
    'मृतकका अरू कुनै हकवाला नभएकाले मेरो एकलौटी नाममा नामसारी गर्न खोजिएको हो ।',
    'मृतकका पति रामेश्वर प्रसाद यादव वृद्ध हुनुभएकाले हकवालाहरूको तर्फबाट कागजात पेश गर्ने काम मैले गरेकी छु ।',
    'मृतकका अर्का छोरा नवीन श्रेष्ठ वैदेशिक रोजगारीमा रहेकाले निजको मञ्जुरीनामा वारेसमार्फत पेश गरेको छु ।',
  ],
  registrationNumber: ['245/076', '1123', '87'],
  registrationDateBs: ['2076/04/15', '2079/09/10', '2078/01/20'],
  closingDateBs: ['2082/08/25', '2082/09/15', '2082/08/01'],
  closureReason: [
    'पसल सञ्चालन गरेको घरका धनीले घर खाली गर्न लगाएकाले र अन्यत्र पसल सार्न नसकिएकाले व्यवसाय बन्द गर्नुपर्ने भएको हो ।',
    'लगातार दुई वर्षदेखि घाटा भएकाले व्यवसाय सञ्चालन गर्न सम्भव छैन ।\nव्यवसाय हेर्ने परिवारको अरू सदस्य पनि छैन ।',
    'पहिरोले फार्मको खोर र बारी बगाएकाले फार्म सञ्चालन गर्न नसकिने भएको छ ।',
  ],
  landWard: [5, 3, 2],
  landTole: ['मीनभवन', 'धुलाबारी सडक', 'सुरी गाउँ'],
  buildingUse: ['residential', 'mixed', 'residential'],
  structureType: ['rccFrame', 'rccFrame', 'loadBearing'],
  storeys: [3, 4, 2],
  plinthAreaSqFt: [1250, 1800, 650],
  floorAreaSqFt: [3750, 7200, 1300],
  heightMetres: [10.5, 13.2, 6.5],
  estimatedCost: [8500000, 12000000, 2500000],
  designerName: ['सुरेश महर्जन', 'प्रकाश कोइराला', 'अञ्जना कार्की'],
  designerRegistration: ['४५६७ सिभिल ए', '12890 Civil A', '3210 सिभिल बी'],
  designerFirm: ['', 'मेची इन्जिनियरिङ कन्सल्टेन्सी प्रा.लि.', 'गौरीशङ्कर डिजाइन स्टुडियो'],
  saleRole: ['seller', 'buyer', 'seller'],
  otherPartyGender: ['male', 'male', 'female'],
  otherPartyFatherName: ['टेकबहादुर गुरुङ', 'सोमलाल राजवंशी', 'आङ दोर्जे शेर्पा'],
  otherPartyGrandfatherName: ['मनबहादुर गुरुङ', 'भीमलाल राजवंशी', 'मिङमार शेर्पा'],
  otherPartySpouseName: ['सुनिता गुरुङ', 'कल्पना राजवंशी', 'नोर्बु शेर्पा'],
  otherPartyAge: [42, 55, 38],
  otherPartyCitizenshipDistrict: ['kaski', 'jhapa', 'solukhumbu'],
  saleAmount: [64000000, 9850000, 1525000],
};

// Values one work gives a field key that other works use differently (a deed's own terms).
const BY_WORK: Record<string, Record<string, readonly unknown[]>> = {
  'land-sale-deed': {
    // Persona 1 buys parcels in two places: no one set of four boundaries.
    boundaryEast: ['', '', 'खोल्सा'],
    boundaryWest: ['', '', 'सामुदायिक वन'],
    boundaryNorth: ['', '', 'पेम्बा शेर्पाको जग्गा'],
    boundarySouth: ['', '', 'मूल बाटो'],
    otherPartyAddress: [
      'कास्की जिल्ला, पोखरा महानगरपालिका वडा नं. ८',
      'झापा जिल्ला, मेचीनगर नगरपालिका वडा नं. ९',
      'सोलुखुम्बु जिल्ला, खुम्बु पासाङल्हामु गाउँपालिका वडा नं. ४',
    ],
    extraTerms: [
      'जग्गामा रहेको फलफूलका बोटबिरुवा पनि यसै थैली रकममा समावेश छन् ।',
      'जग्गामा रहेको काठको टहरा पनि यसै थैली रकममा समावेश छ ।',
      'जग्गा जोडिएको कुलोको पानी ग्रहिताले पहिलेजस्तै प्रयोग गर्न पाउनेछ ।\nजग्गासम्म पुग्ने गोरेटो बाटो दुवै पक्षले साझा रूपमा प्रयोग गर्नेछन् ।',
    ],
  },
};

// Table cells by column key: per persona, one value per row. Each persona's rows are its own (no
// name appears in two personas' papers), so text common to all papers is the template's own.
const BY_COLUMN: Record<string, readonly (readonly unknown[])[]> = {
  name: [
    ['सुमन थापा', 'गीता थापा', 'बिना थापा'],
    ['मनोज कुमार साह', 'रुबी कुमारी यादव', 'राजेश यादव'],
    ['मैया श्रेष्ठ', 'नवीन श्रेष्ठ', 'अनिता श्रेष्ठ'],
  ],
  relation: [
    ['छोरा', 'श्रीमती', 'छोरी'],
    ['पति', 'बहिनी', 'दाजु'],
    ['आमा', 'भाइ', 'बहिनी'],
  ],
  citizenshipNumber: [
    ['27-01-80-01234', '27-01-68-04321', '27-01-85-00011'],
    ['04-01-70-04567', '04-01-76-00987', '04-01-66-01111'],
    ['22-02-45-00654', '22-02-79-00222', '22-02-81-00333'],
  ],
  status: [
    ['alive', 'alive', 'alive'],
    ['alive', 'deceased', 'alive'],
    ['deceased', 'alive', 'alive'],
  ],
  gender: [
    ['male', 'female', 'male'],
    ['female', 'male', 'female'],
    ['other', 'female', 'male'],
  ],
  age: [
    [32, 40, 18],
    [30, 24, 38],
    [63, 35, 20],
  ],
  occupation: [
    ['विद्यार्थी', 'गृहिणी', 'विद्यार्थी'],
    ['मजदुर', 'विद्यार्थी', 'कृषि'],
    ['कृषि', 'ज्यालादारी', 'विद्यार्थी'],
  ],
  address: [
    ['गोंगबु, काठमाडौं', 'कालिमाटी, काठमाडौं', 'बानेश्वर, काठमाडौं'],
    ['काँकरभिट्टा, झापा', 'बिर्तामोड, झापा', 'भद्रपुर, झापा'],
    ['सुरी, दोलखा', 'चरिकोट, दोलखा', 'जिरी, दोलखा'],
  ],
  features: [
    ['अग्लो कद, कालो ज्याकेट लगाएको', 'होचो कद', 'रातो टोपी लगाएको'],
    ['करिब तीस वर्षको, दाह्री भएको', 'मोटरसाइकलमा आएको', 'छिमेकी पसले'],
    ['छिमेकी', 'छिमेकीको छोरा', 'अपरिचित व्यक्ति'],
  ],
};

// Table cells of one table (by its key), ahead of BY_COLUMN: land parcels and heirs.
const BY_TABLE: Record<string, Record<string, readonly (readonly unknown[])[]>> = {
  parcels: {
    landLocation: [
      ['काठमाडौं, काठमाडौं महानगरपालिका'],
      ['झापा, मेचीनगर नगरपालिका', 'झापा, मेचीनगर नगरपालिका', 'झापा, भद्रपुर नगरपालिका'],
      ['दोलखा, गौरीशङ्कर गाउँपालिका', 'दोलखा, गौरीशङ्कर गाउँपालिका', 'दोलखा, गौरीशङ्कर गाउँपालिका'],
    ],
    ward: [[5], [3, 9, 6], [2, 2, 2]],
    mapSheetNumber: [['102-1021-04'], ['2787-08', '2787-12', '2887-03'], ['79-3', '79-3', '79-4']],
    kittaNumber: [['345'], ['1278', '412', '88'], ['56', '57', '112']],
    areaRopani: [[1], [0, 1, 0], [2, 0, 1]],
    areaAana: [[4], [0, 0, 0], [8, 12, 0]],
    areaPaisa: [[2], [0, 0, 0], [1, 3, 2]],
    areaDaam: [[0], [0, 0, 0], [2, 0, 1.5]],
    areaBigha: [[1], [0, 1, 0], [0, 0, 0]],
    areaKattha: [[0], [15, 2, 8], [0, 0, 0]],
    areaDhur: [[0], [10, 5.5, 0], [0, 0, 0]],
  },
  heirs: {
    name: [
      ['सीताराम थापा'],
      ['सरिता कुमारी यादव', 'राजेश यादव', 'रामेश्वर प्रसाद यादव'],
      ['अनिल श्रेष्ठ', 'नवीन श्रेष्ठ', 'गोपाल श्रेष्ठ'],
    ],
    relation: [['छोरा'], ['छोरी', 'छोरा', 'पति'], ['सन्तान', 'छोरा', 'पति']],
    citizenshipNumber: [
      ['27-01-74-05678'],
      ['04-01-73-01234', '04-01-66-01111', '04-01-45-00456'],
      ['22-02-78-00321', '22-02-79-00222', '22-02-45-00789'],
    ],
  },
};

interface SampleOf {
  readonly persona: number;
  readonly work?: string;
  readonly table?: string;
  readonly row?: number;
}

function sampleScalar(f: WorkField, { persona, work, table, row }: SampleOf): unknown {
  if (row !== undefined) {
    const cell =
      (table ? BY_TABLE[table]?.[f.key] : undefined)?.[persona]?.[row] ?? BY_COLUMN[f.key]?.[persona]?.[row];
    if (cell !== undefined) return cell;
  }
  const known = (work ? BY_WORK[work]?.[f.key] : undefined)?.[persona] ?? BY_KEY[f.key]?.[persona];
  if (known !== undefined && known !== '') return known;
  // '' leaves an optional field empty in that persona's papers.
  if (known === '') return f.required ? BY_KEY[f.key]?.[(persona + 1) % 3] : undefined;
  switch (f.type) {
    case 'select':
      return f.options?.[persona % f.options.length]?.value;
    case 'number':
    case 'amount':
      return f.min ?? 1;
    case 'bsDate':
      return '2080/01/01';
    default:
      return 'नमुना विवरण';
  }
}

function sampleField(f: WorkField, c: SampleCase, work?: string): unknown {
  const { persona } = c;
  if (f.type !== 'table') {
    if (f.key === 'gender') return c.gender;
    return sampleScalar(f, { persona, work });
  }
  const rows = c.filled === 'all' ? Math.min(3, f.maxRows ?? 3) : (f.minRows ?? (f.required ? 1 : 0));
  return Array.from({ length: rows }, (_, row) =>
    Object.fromEntries(
      (f.columns ?? [])
        .filter((col) => c.filled === 'all' || col.required)
        .map((col) => [col.key, sampleScalar(col, { persona, work, table: f.key, row })]),
    ),
  );
}

export function sampleLocation(c: SampleCase): ResolvedLocation {
  return assertLocationConsistency(c.place);
}

/** The raw form values for a case: what a user would send (to the work named, if one is). */
export function sampleValues(
  fields: readonly WorkField[],
  c: SampleCase,
  workKey?: string,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const f of fields) {
    if (c.filled === 'required' && !f.required) continue;
    const value = sampleField(f, c, workKey);
    if (value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0))
      values[f.key] = value;
  }
  return values;
}

/** A complete template input for a work, its values validated as a real request's would be. */
export function sampleInput(work: WorkDefinition, c: SampleCase): TemplateInput {
  const location = sampleLocation(c);
  const fields = fieldsFor(work, {
    provinceSlug: location.province.slug,
    districtSlug: location.district.slug,
  });
  const checked = validateWorkValues(work, fields, sampleValues(fields, c, work.key));
  if (!checked.ok) {
    throw new Error(
      `Sample values of ${work.key} (${c.name}) are invalid: ${JSON.stringify(checked.errors)}`,
    );
  }
  return {
    values: checked.values,
    labels: optionLabelsOf(fields),
    profile: { name: 'Sample Applicant', mobile: '9800000000', details: {} },
    location,
    today: SAMPLE_TODAY,
  };
}

const LONG_WORDS = ['अन्तर्राष्ट्रियकरणसम्बन्धी', 'व्यवस्थापन', 'नेपालनेपालनेपालनेपालनेपालनेपालनेपालनेपाल', 'र', 'कार्यालय'];
const LATIN_WORDS = ['Internationalisation', 'ABCDEFGHIJKLMNOPQRSTUVWXYZABCDEFGHIJ', 'and', 'office'];

/** Text of exactly `length` characters made of the given words (some much longer than a cell). */
function filler(words: readonly string[], length: number): string {
  let text = '';
  for (let i = 0; [...text].length < length; i++) text += `${words[i % words.length]} `;
  return [...text].slice(0, length).join('').trim();
}

/**
 * The largest values the form accepts, for every field: the longest text, the most rows, the
 * largest numbers. What a document must survive without running off the page.
 */
export function longestValues(fields: readonly WorkField[]): Record<string, unknown> {
  const largest = (f: WorkField): unknown => {
    switch (f.type) {
      case 'nepaliText':
        return filler(LONG_WORDS, f.maxLength ?? 300);
      case 'text':
        return f.pattern ? sampleScalar(f, { persona: 0 }) : filler(LATIN_WORDS, f.maxLength ?? 300);
      case 'number':
        return f.max ?? 999999999;
      case 'amount':
        return 99_99_99_99_999.99;
      case 'bsDate':
        return '2082/12/30';
      case 'select':
        return f.options?.at(-1)?.value;
      case 'table':
        return Array.from({ length: f.maxRows ?? 3 }, () =>
          Object.fromEntries((f.columns ?? []).map((col) => [col.key, largest(col)])),
        );
    }
  };
  return Object.fromEntries(fields.map((f) => [f.key, largest(f)]));
}

/**
 * A template input with every field at its largest accepted value (longestValues), validated, for
 * the applicant and place of a sample case (the place decides the land units and the addressee).
 */
export function longestInput(work: WorkDefinition, c: SampleCase = SAMPLE_CASES[1]!): TemplateInput {
  const base = sampleInput(work, c);
  const fields = fieldsFor(work, {
    provinceSlug: base.location.province.slug,
    districtSlug: base.location.district.slug,
  });
  const checked = validateWorkValues(work, fields, longestValues(fields));
  if (!checked.ok)
    throw new Error(`Longest values of ${work.key} are invalid: ${JSON.stringify(checked.errors)}`);
  return { ...base, values: checked.values };
}
