// The application (निवेदन) a citizen signs and hands to an office: date, addressee, subject, महोदय,
// the body, a तपसिल where the type needs one, the declaration, attachments, and the applicant's
// block with thumbprints where offices ask for them. Each work supplies only its own parts.
import type { Content } from 'pdfmake/interfaces.js';
import { toDevanagariDigits } from '../../shared/nepali/index.js';
import { addressOf, type Ctx, citizenshipDetailsOf, contextOf, type Person } from './context.js';
import {
  addresseeBlock,
  closingOf,
  LEAD_ID,
  SIGNED_ID,
  DECLARATION,
  dateLine,
  documentOf,
  heading,
  type Inline,
  numberedList,
  paragraph,
  photoBox,
  signatureRow,
  signerBlock,
  subjectLine,
} from './parts.js';
import type { WorkTemplate } from './types.js';

export type Addressee = (c: Ctx) => string[];

/** The ward office of the applicant's own ward: the usual addressee of a recommendation request. */
export const toWardOffice: Addressee = ({ loc }) => [
  'श्रीमान् वडाध्यक्षज्यू,',
  `${toDevanagariDigits(loc.ward)} नं. वडा कार्यालय,`,
  `${loc.localLevel.fullNameNe}, ${loc.district.nameNe} ।`,
];

/**
 * The local level's executive office, headed by its chief administrative officer. A rural
 * municipality's is the गाउँ कार्यपालिकाको कार्यालय; every other kind's the नगर कार्यपालिकाको कार्यालय.
 */
export const toLocalLevelOffice: Addressee = ({ loc }) => [
  'श्रीमान् प्रमुख प्रशासकीय अधिकृतज्यू,',
  `${loc.localLevel.fullNameNe},`,
  loc.localLevel.type === 'rural_municipality' ? 'गाउँ कार्यपालिकाको कार्यालय,' : 'नगर कार्यपालिकाको कार्यालय,',
  `${loc.district.nameNe} ।`,
];

// The district police offices of Kathmandu valley are the प्रहरी परिसर of each district, under
// the valley police office; elsewhere the district's office is the जिल्ला प्रहरी कार्यालय.
const VALLEY_DISTRICTS: ReadonlySet<string> = new Set(['kathmandu', 'lalitpur', 'bhaktapur']);

function defaultPoliceOffice(c: Ctx): string {
  const office = VALLEY_DISTRICTS.has(c.loc.district.slug) ? 'प्रहरी परिसर' : 'जिल्ला प्रहरी कार्यालय';
  return `${office}, ${c.loc.district.nameNe}`;
}

/** The police office the citizen named, else their district's. */
export const toPoliceOffice: Addressee = (c) => [
  'श्रीमान् प्रहरी प्रमुखज्यू,',
  `${c.v.text('policeOffice') ?? defaultPoliceOffice(c)} ।`,
];

/**
 * The request that closes most bodies: '<what> गरिदिनुहुन यो निवेदन पेश गरेको छु ।', गरेकी for a
 * woman, as the body's other first-person sentences (आएकी छु).
 */
export const requestEnd = (c: Ctx): string => `गरिदिनुहुन यो निवेदन पेश गरे${c.w.of} छु ।`;

/** The same for a paper the office is asked to provide: '<what> उपलब्ध गराइदिनुहुन ...'. */
export const provideEnd = (c: Ctx): string => `उपलब्ध गराइदिनुहुन यो निवेदन पेश गरे${c.w.of} छु ।`;

/** 'X प्रयोजनका लागि ' when the user gave a purpose, else ''. */
export const forPurpose = (c: Ctx, key = 'purpose'): string => {
  const purpose = c.v.text(key);
  return purpose ? `${purpose} प्रयोजनका लागि ` : '';
};

type SignerLines = [label: string, value: string | undefined][];

/** '२७-०१-७४-०५६७८ (काठमाडौं, २०६५/०२/१०)': the number with where and when it was issued. */
const citizenshipLineOf = (p: Person): string | undefined => {
  if (!p.citizenshipNumber) return undefined;
  const issued = [p.citizenshipDistrict, p.citizenshipDate].filter(Boolean).join(', ');
  return issued ? `${p.citizenshipNumber} (${issued})` : p.citizenshipNumber;
};

const applicantLines = (c: Ctx): SignerLines => [
  ['नाम', c.me.name],
  ['ठेगाना', addressOf(c.loc, c.me.tole)],
  ['ना.प्र.प.नं.', citizenshipLineOf(c.me)],
  ['सम्पर्क नं.', c.me.mobile],
];

export interface ApplicationSpec {
  readonly to: Addressee;
  readonly subject: string | ((c: Ctx) => string);
  /** Paragraphs after महोदय; the first usually begins 'उपर्युक्त विषयमा म निवेदक <c.whoIAm> ...'. */
  readonly body: (c: Ctx) => (string | Inline[] | Content)[];
  /** What follows the heading तपसिल: tables of family members, land, particulars ... */
  readonly tapsil?: (c: Ctx) => Content[];
  readonly attachments?: readonly string[] | ((c: Ctx) => readonly string[]);
  readonly photo?: boolean;
  readonly thumbprints?: boolean;
  /** The signer's role, 'निवेदक' unless the paper has its own word (जाहेरवाला). */
  readonly signer?: string;
  readonly signerLines?: (c: Ctx) => SignerLines;
}

const asContent = (p: string | Inline[] | Content): Content =>
  typeof p === 'string' || Array.isArray(p) ? paragraph(p as string | Inline[]) : p;

/**
 * Attachments and the signature. Without thumbprints the list sits at the bottom left beside the
 * applicant's block, as on most office forms; with them the boxes take the left side and the list
 * goes above.
 */
function closingBlock(attachments: readonly string[], signer: Content, thumbprints: boolean): Content[] {
  const list: Content[] =
    attachments.length > 0
      ? [
          { text: 'संलग्न कागजातहरू:', bold: true, margin: [0, 6, 0, 2] },
          numberedList(attachments, { style: 'list', justify: false }),
        ]
      : [];
  if (thumbprints) return [...list, signatureRow(signer, true)];
  return [
    {
      unbreakable: true,
      margin: [0, 6, 0, 0],
      columnGap: 16,
      columns: [
        { width: '*', stack: list },
        { width: 230, stack: [signer], margin: [0, 14, 0, 0] },
      ],
    },
  ];
}

export function application(title: string, spec: ApplicationSpec): WorkTemplate {
  return (input) => {
    const c = contextOf(input);
    const subject = typeof spec.subject === 'function' ? spec.subject(c) : spec.subject;
    const attachments =
      typeof spec.attachments === 'function' ? spec.attachments(c) : (spec.attachments ?? []);
    const to = addresseeBlock(spec.to(c));
    const tapsil = spec.tapsil?.(c) ?? [];
    const lines = spec.signerLines?.(c) ?? applicantLines(c);
    // With a photo box in the top right corner the date moves to its left, above the addressee.
    const head: Content[] = spec.photo
      ? [{ columns: [{ width: '*', stack: [dateLine(c.today), to] }, photoBox()], columnGap: 12 }]
      : [dateLine(c.today), to];
    const body = spec.body(c).map(asContent);
    // What comes last before the closing (the request, or the तपसिल's last table) goes to the next
    // page with it rather than leave the declaration and signature alone there (keepLeadWithClosing).
    const before = tapsil.length > 0 ? tapsil : body;
    const last = before.at(-1);
    if (last && typeof last === 'object' && !Array.isArray(last)) {
      before[before.length - 1] = { ...last, id: LEAD_ID } as Content;
    }
    const content: Content[] = [
      ...head,
      subjectLine(subject),
      { text: 'महोदय,', margin: [0, 0, 0, 6] },
      ...body,
      ...(tapsil.length > 0 ? [heading('तपसिल'), ...tapsil] : []),
      // The declaration goes with the signature: a page never holds the applicant's block alone.
      // Both are of a bounded height (the signer's lines are short fields), so they stay together.
      closingOf(
        [
          // The id is on the declaration inside the block: pdfmake reports an unbreakable block
          // itself on the page it was first tried on, before it moved.
          { ...paragraph(DECLARATION), id: SIGNED_ID },
          ...closingBlock(attachments, signerBlock(spec.signer ?? 'निवेदक', lines), spec.thumbprints ?? false),
        ],
        { unbreakable: true },
      ),
    ];
    return documentOf(title, content);
  };
}

/** A citizen's own particulars for an office's register, as a तपसिल table's rows. */
export function ownParticulars(c: Ctx): [string, string | undefined][] {
  return [
    ['नाम थर', c.me.name],
    ['जन्म मिति (वि.सं.)', c.v.date('dateOfBirthBs')],
    ['बाबुको नाम थर', c.me.father],
    ['आमाको नाम थर', c.me.mother],
    ['बाजेको नाम थर', c.me.grandfather],
    ['नागरिकता प्रमाणपत्र', citizenshipDetailsOf(c.me)],
    ['ठेगाना', addressOf(c.loc, c.me.tole)],
    ['सम्पर्क नं.', c.me.mobile],
  ];
}
