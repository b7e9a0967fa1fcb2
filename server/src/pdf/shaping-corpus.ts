/**
 * Strings whose shaping must match `hb-shape --language=ne` glyph for glyph (ids, advances, offsets).
 * Grouped by what tends to go wrong; a template's fixed text can be appended to this list.
 * ZWJ and ZWNJ are written as escapes so they stay visible.
 */
const ZWJ = '\u200D';
const ZWNJ = '\u200C';

const words = (text: string): string[] => text.trim().split(/\s+/);

const conjuncts = words(`
  क्ष त्र ज्ञ श्र द्ध ह्म द्व द्य द्म द्ग द्घ द्भ द्द द्र ह्य ह्र ह्न ह्ल ह्व ङ्क ङ्ग ञ्च
  ञ्ज ण्ड न्त न्ध स्त्र क्त क्र प्र ट्र ड्र ष्ट ष्ठ ट्ट ट्ठ ड्ड ड्ढ त्त श्च श्व श्ल क्क स्थ
  ज्ज क्ष्म न्त्र्य
`);

const reph = words(`
  कर्म आर्थिक पूर्व धर्म वर्ष सूर्य मार्ग दर्ता कार्यालय निर्वाचन कार्तिक वार्षिक निर्णय
  पर्छ गर्दछु अर्थात् शीर्षक कर्णाली उपर्युक्त
`);

const iMatra = words(`
  कि सिफारिस कित्ता स्थिति प्रति क्षिति स्थिर दृष्टि शिक्षित क्लिनिक
`);

const halfForms = words(`
  प्यास भन्ने क्या ख्याल त्यो म्याद ल्याउने स्नातक व्यहोरा ग्यास
`);

// Eyelash ra: र + ् + ZWJ before य. Without the ZWJ the same letters take a reph: a different form.
// ZWNJ after ् keeps the visible virama.
const joiners = words(`
  गर्${ZWJ}यो पर्${ZWJ}यो भर्${ZWJ}याङ मर्${ZWJ}यो गर्${ZWJ}यौं तर्${ZWJ}याक गर्यो क्${ZWNJ}ष द्${ZWNJ}ध
`);

// NFC decomposes the precomposed nukta letters (U+0958–095F); both spellings end up the same.
const nukta = words(`
  \u0958 \u0959 \u095A \u095B \u095C \u095D \u095E \u095F क\u093C ड\u093C फ\u093Cारम
  ज\u093Cमिन सड\u093Cक पढ\u093Cाइ
`);

const nasals = words(`
  गाउँपालिका हुँदैन सँग अंश संस्था संवत् अँध्यारो पाँच संशोधन सिँचाइ आँखा कुँवर हुँ औंठाछाप
  दायाँ बायाँ काठमाडौं ठाउँ गरिँदै
`);

// The Nepali language system gives झ ५ ८ ९ their Nepali shapes.
const digits = words(`
  झ झण्डा झुट्टा ०१२३४५६७८९ ५ ८ ९ ४ २०८१/०५/०९ ९८४१२३४५६७ रु. १,५०,०००/-
`);
const vowelsOnConjuncts = words(`
  क्षे क्षु क्षू त्रि ज्ञा श्री द्धि द्वा ह्मि स्त्री प्रो ट्रु क्रु दृ हृ रु रू श्रु द्रु
  कृषि हृदय ऋण ॠ ऊर्जा ऑफिस डॉक्टर ऐन औषधि
`);

const specialSigns = words(`
  वाङ्मय शृङ्खला श्रृङ्खला षड्यन्त्र उद्घाटन ब्राह्मण चिह्न आह्वान ह्रस्व ॐ सोऽहम् क। ॥
`);

const applicationWords = words(`
  नागरिकता प्रमाणित वडाध्यक्षज्यू निवेदक मञ्जुरीनामा वारेसनामा सम्झौता श्रीमान् ठेगाना
  हस्ताक्षर अविवाहित विवाहित जिल्ला नगरपालिका महानगरपालिका उपमहानगरपालिका प्रदेश बागमती कोशी
  मधेश गण्डकी लुम्बिनी सुदूरपश्चिम ललितपुर भक्तपुर निवेदन विषय सम्बन्धमा उल्लेखित अनुरोध
  प्रतिलिपि बाबुको बाजेको पत्नी स्थायी अस्थायी बसोबास प्रमाणपत्र राष्ट्रिय परिचयपत्र
  जग्गाधनी क्षेत्रफल सर्जमिन मुचुल्का संरक्षक नाबालक आवश्यक कागजात संलग्न भवदीय अपाङ्गता
  ज्येष्ठ व्यवसाय आयकर पारिवारिक विच्छेद मृत्यु हकदार उद्योग चारकिल्ला दस्तखत विद्यालय
  उद्देश्य अद्वितीय पश्चात् शुद्ध सद्भाव स्वीकृत प्रत्यक्ष लक्ष्मी
`);

const phrases = [
  'वडा नं. ५',
  '२०८२ साल भदौ ८ गते',
  'श्री वडाध्यक्षज्यू,',
  'विषय: नागरिकता प्रमाणपत्रको सिफारिस पाऊँ।',
  'उपर्युक्त सम्बन्धमा मेरो नाममा रहेको जग्गाको चारकिल्ला प्रमाणित गरिदिनुहुन सादर अनुरोध गर्दछु।',
  'निवेदकको हस्ताक्षर',
  'धन्यवाद।',
];

// The fonts carry Latin too; templates print e-mail addresses, ids and English names.
const latin = [
  ...words('NID: 123-456-789 office@example.gov.np Rs. 1,000/- ffi fl'),
  'Ward No. 5',
  'Kathmandu Metropolitan City',
];
// Names as documents print them, bare and with the suffixes that join them (को लाई ले), where a
// shaper most often meets a conjunct, a reph or a nasal at a word's end.
const names = words(`
  सीताराम थापा सरिता कुमारी यादव अनिल श्रेष्ठ हरिबहादुर रामेश्वर सुनैना मैया लक्ष्मी
  धनबहादुर रीता तामाङ गीता मनोज साह शिवनारायण गोपाल कृष्ण प्रसाद द्विवेदी त्रिपाठी भट्टराई
  पौड्याल ढकाल खत्री क्षत्री गुरुङ मगर राई लिम्बू शेर्पा नेवार चौधरी थारू मैथिली सुब्बा
  ज्ञानेन्द्र पृथ्वी हर्क दुर्गा शर्मा अर्जुन कार्की विष्णु सिद्धार्थ उद्धव पुष्पकमल
`);
const suffixed = names.flatMap((name) => [`${name}को`, `${name}लाई`, `${name}ले`]);

// Half forms typed with a joiner, and visible viramas kept with a non-joiner, inside whole words
// (names from the official list of local levels and common spellings) and before suffixes.
const joinerWords = [
  `सम्${ZWJ}झना`,
  `जगन्${ZWJ}नाथ`,
  `त्${ZWJ}रिपाठी`,
  `क्${ZWJ}श`,
  `जगन्${ZWJ}नाथपुर`,
  `सम्${ZWJ}झनाको`,
  `त्${ZWJ}रिपाठीले`,
  `गर्${ZWJ}यौँ`,
  `पर्${ZWJ}याप्त`,
  `द्${ZWJ}वार`,
  `श्${ZWJ}री`,
  `प्${ZWJ}रसाद`,
  `विद्${ZWJ}यालय`,
  `बुद्${ZWJ}ध`,
  `क्${ZWNJ}षत्रिय`,
  `द्${ZWNJ}वारा`,
  `श्${ZWNJ}रेष्ठ`,
  `न्${ZWNJ}याय`,
  `संवत्${ZWNJ}`,
  `पश्चात्${ZWNJ}को`,
];

// Nepal Academy spellings the templates use (ङ्, candrabindu endings) and amounts in words.
const orthography = words(`
  सङ्ख्या सङ्केत सङ्कलन अङ्क छौँ दियौँ आफैँ गरौँ सहीछाप कट्ठा रजिस्ट्रेसन उनान्नब्बे
  उनन्चास अस्सी पचहत्तर अठहत्तर एकसय हजार लाख करोड अक्षरेपी रुपैयाँ मात्र पृष्ठ
`);

export const shapingCorpus: readonly string[] = [
  ...conjuncts,
  ...reph,
  ...iMatra,
  ...halfForms,
  ...joiners,
  ...nukta,
  ...nasals,
  ...digits,
  ...vowelsOnConjuncts,
  ...specialSigns,
  ...applicationWords,
  ...phrases,
  ...latin,
  ...names,
  ...suffixed,
  ...joinerWords,
  ...orthography,
];
