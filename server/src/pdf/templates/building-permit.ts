// The application to the local level's executive office for a building permit (घर नक्सा पास):
// the land, the building the drawings show, the engineer who drew them, and the neighbours on the
// four sides (the office notifies them before it approves).
import { formatNepaliNumber } from '../../shared/nepali/index.js';
import { application, provideEnd, toLocalLevelOffice } from './application.js';
import { BLANK, type Ctx, tight } from './context.js';
import { boundaryRows, landAreaOf, landTaxReceipt } from './land.js';
import { particularsTable } from './parts.js';

/** 'काठमाडौं महानगरपालिका वडा नं. ५, बानेश्वर' */
const landPlace = (c: Ctx) =>
  `${c.loc.localLevel.fullNameNe} ${tight(`वडा नं. ${c.v.text('landWard') ?? BLANK}`)}, ${c.v.text('landTole') ?? BLANK}`;

/** '१,२५० वर्ग फिट', '१०.५ मिटर': a measure with lakh grouping, kept on one line. */
function measure(c: Ctx, key: string, unit: string): string | undefined {
  const n = c.v.number(key);
  return n === undefined ? undefined : tight(`${formatNepaliNumber(n)} ${unit}`);
}

const storeys = (c: Ctx) => tight(`${c.v.text('storeys') ?? BLANK} तले`);

export const buildingPermitApplication = application('भवन निर्माण अनुमति (नक्सा पास)', {
  to: toLocalLevelOffice,
  subject: 'भवन निर्माण अनुमति (नक्सा पास) पाउँ ।',
  body: (c) => {
    const use = c.v.option('buildingUse') ?? '';
    const firm = c.v.text('designerFirm');
    const engineer = `${c.v.text('designerName') ?? BLANK} (नेपाल इन्जिनियरिङ परिषद् दर्ता नं. ${c.v.code('designerRegistration') ?? BLANK})${firm ? `, ${firm}` : ''}`;
    return [
      `उपर्युक्त विषयमा म निवेदक ${c.whoIAm} हुँ । ${landPlace(c)}मा पर्ने मेरो नाममा दर्ता रहेको कित्ता नं. ${c.v.code('kittaNumber') ?? BLANK}को जग्गामा ${storeys(c)} ${use} भवन निर्माण गर्न इन्जिनियर ${engineer}बाट नक्सा तयार गराए${c.w.of} छु ।`,
      `भवन निर्माण गर्दा स्वीकृत नक्सा, राष्ट्रिय भवन संहिता र ${c.loc.localLevel.fullNameNe}को भवन निर्माण मापदण्डको पालना गर्नेछु । अतः नक्सा पास गरी भवन निर्माण अनुमति ${provideEnd(c)}`,
    ];
  },
  // One table: the land (its place is in the body), the building and the neighbours on its four
  // sides (चार किल्ला).
  tapsil: (c) => [
    particularsTable(
      [
        ['कित्ता नं.', c.v.code('kittaNumber')],
        ['नक्सा सिट नं.', c.v.code('mapSheetNumber')],
        ['जग्गाको क्षेत्रफल', landAreaOf(c)],
        ['भवनको प्रयोजन', c.v.option('buildingUse')],
        ['संरचना', c.v.option('structureType')],
        ['तला सङ्ख्या', c.v.code('storeys')],
        ['प्लिन्थ क्षेत्रफल', measure(c, 'plinthAreaSqFt', 'वर्ग फिट')],
        ['जम्मा क्षेत्रफल', measure(c, 'floorAreaSqFt', 'वर्ग फिट') ?? '-'],
        ['भवनको उचाइ', measure(c, 'heightMetres', 'मिटर') ?? '-'],
        ['बाटोको चौडाइ', measure(c, 'roadWidthMetres', 'मिटर') ?? '-'],
        ['अनुमानित लागत', c.v.amountInFull('estimatedCost') ?? '-'],
        ['इन्जिनियर', c.v.text('designerName')],
        ...boundaryRows(c),
      ],
      { pairs: true },
    ),
  ],
  attachments: (c) => [
    'जग्गाधनी दर्ता प्रमाणपूर्जाको प्रतिलिपि',
    'कित्ता नापी नक्सा (ब्लु प्रिन्ट)',
    landTaxReceipt(c),
    'नागरिकता प्रमाणपत्रको प्रतिलिपि',
    'भवनको नक्सा र इन्जिनियरको ने.इ.प. प्रमाणपत्र',
  ],
});
