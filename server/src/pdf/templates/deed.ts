// Deeds and agreements (कागज) as a licensed deed writer drafts them: a title, the लिखितम् body,
// numbered terms where the deed has them, the closing formula, the parties' signatures with
// thumbprints, the witnesses, the writer, and 'इति संवत् ... शुभम् ।'.
import type { Content } from 'pdfmake/interfaces.js';
import { genderWords, toDevanagariDigits } from '../../shared/nepali/index.js';
import {
  addressOf,
  BLANK,
  type Ctx,
  citizenshipOf,
  contextOf,
  genderOf,
  identityOf,
  partyOf,
  tight,
} from './context.js';
import {
  closingOf,
  deedClosing,
  documentOf,
  heading,
  type Inline,
  numberedList,
  paragraph,
  signatureRow,
  signerBlock,
  thumbprintBoxes,
} from './parts.js';
import type { WorkTemplate } from './types.js';

export interface Party {
  /** 'मञ्जुरीनामा दिने', 'घरधनी' ... */
  readonly role: string;
  readonly name: string;
  readonly address?: string;
  /** The applicant's number to reach them; other parties are not asked for one. */
  readonly mobile?: string;
}

export interface DeedSpec {
  /** Paragraphs, the first beginning 'लिखितम् ...'. */
  readonly body: (c: Ctx) => (string | Inline[] | Content)[];
  /** What follows the heading तपसिल, after the body: the land a deed conveys ... */
  readonly tapsil?: (c: Ctx) => Content[];
  readonly terms?: (c: Ctx) => (string | Inline[])[];
  readonly termsHeading?: string;
  /** The closing formula: who gave the deed to whom, of their own free will. */
  readonly closing: (c: Ctx) => string;
  readonly parties: (c: Ctx) => Party[];
}

/** The applicant as a party to the deed. */
export const applicantParty = (c: Ctx, role: string): Party => ({
  role,
  name: c.me.name,
  address: addressOf(c.loc, c.me.tole),
  mobile: c.me.mobile,
});

/** '<whoIAm> (नागरिकता प्रमाणपत्र नं. ...)': how a deed names its executant. */
export const executant = (c: Ctx): string => {
  const citizenship = citizenshipOf(c.me);
  return citizenship ? `${c.whoIAm} (${citizenship})` : c.whoIAm;
};

/** Another person named in a deed: '<address> बस्ने श्री <name> (नागरिकता प्रमाणपत्र नं. ...)'. */
export function otherPerson(c: Ctx, prefix: string): string {
  const name = c.v.text(`${prefix}Name`) ?? BLANK;
  const address = c.v.text(`${prefix}Address`);
  const citizenship = c.v.code(`${prefix}CitizenshipNumber`);
  const who = `${address ? `${address} बस्ने ` : ''}श्री ${name}`;
  return citizenship ? `${who} (नागरिकता प्रमाणपत्र नं. ${citizenship})` : who;
}

/**
 * Another party named as fully as the executant, from the fields partyFields(prefix) asks:
 * '<address> बस्ने <three generations> वर्ष ४५ को <name> (नागरिकता प्रमाणपत्र नं. ...)'.
 */
export function partyIdentity(c: Ctx, prefix: string): string {
  const person = partyOf(c.v, prefix);
  const citizenship = citizenshipOf(person);
  const who = `${c.v.text(`${prefix}Address`) ?? BLANK} बस्ने ${identityOf(person, c.today)}`;
  return citizenship ? `${who} (${citizenship})` : who;
}

function partiesRow(parties: readonly Party[]): Content {
  const signer = (p: Party) =>
    signerBlock(p.role, [
      ['नाम', p.name],
      ['ठेगाना', p.address],
      ...(p.mobile ? [['सम्पर्क नं.', p.mobile] as [string, string]] : []),
    ]);
  if (parties.length === 1) return signatureRow(signer(parties[0]!), true);
  // Each party's thumbprints under their block, the boxes on one line however long an address is.
  const row = (cells: Content[], margin: [number, number, number, number]): Content => ({
    margin,
    columnGap: 24,
    columns: cells.map((cell) => ({ width: '*', stack: [cell] })),
  });
  return {
    unbreakable: true,
    stack: [
      row(parties.map(signer), [0, 18, 0, 0]),
      row(
        parties.map(() => thumbprintBoxes()),
        [0, 8, 0, 0],
      ),
    ],
  };
}

/** 'साक्षीहरू' with each witness's address, age, name and a line to sign on. */
function witnessesBlock(c: Ctx): Content[] {
  const rows = c.v.rows('witnesses');
  if (rows.length === 0) return [];
  const lines = rows.map((w) => {
    const age = w.number('age');
    const of = genderWords(genderOf(w.raw('gender'))).of;
    const agePart = age === undefined ? '' : `${tight(`वर्ष ${age} ${of}`)} `;
    return `${w.text('address') ?? ''} बस्ने ${agePart}${w.text('name') ?? ''}`;
  });
  const witness = (line: string, i: number): Content => ({
    unbreakable: true,
    columns: [
      { width: 22, text: `${toDevanagariDigits(i + 1)}.` },
      { width: '*', text: line },
      { width: 'auto', text: `हस्ताक्षर: ${BLANK}` },
    ],
    columnGap: 6,
    margin: [0, 0, 0, 8],
  });
  // Each witness's line is kept whole, and the heading stays with the first witness; a long list
  // goes on over the page.
  const [first, ...rest] = lines;
  return [
    {
      unbreakable: true,
      stack: [{ text: 'साक्षीहरू:', bold: true, margin: [0, 14, 0, 4] }, witness(first!, 0)],
    },
    ...rest.map((line, i) => witness(line, i + 1)),
  ];
}

function writerLine(c: Ctx): Content[] {
  const name = c.v.text('writerName');
  if (!name) return [];
  const licence = c.v.code('writerLicenceNumber');
  const suffix = licence ? ` (इजाजतपत्र नं. ${licence})` : '';
  return [{ text: `कागज लेखिदिने: ${name}, लेखापढी व्यवसायी${suffix}`, margin: [0, 8, 0, 0] }];
}

const asContent = (p: string | Inline[] | Content): Content =>
  typeof p === 'string' || Array.isArray(p) ? paragraph(p as string | Inline[]) : p;

export function deed(title: string, spec: DeedSpec): WorkTemplate {
  return (input) => {
    const c = contextOf(input);
    const terms = spec.terms?.(c) ?? [];
    const parties = spec.parties(c);
    const tapsil = spec.tapsil?.(c) ?? [];
    const content: Content[] = [
      { text: title, style: 'title' },
      ...spec.body(c).map(asContent),
      ...(tapsil.length > 0 ? [heading('तपसिल'), ...tapsil] : []),
      ...(terms.length > 0 ? [heading(spec.termsHeading ?? 'शर्तहरू'), numberedList(terms)] : []),
      // The closing paragraph, the parties, the witnesses and the date stay on one page: a
      // signature never stands alone on a page of its own. A closing too tall for a page runs on
      // over it (the render mends it so, paper-check.ts): the closing paragraph still with the
      // parties' signatures and thumbprints, each witness whole, the writer with the date line.
      closingOf(
        [
          { unbreakable: true, stack: [paragraph(spec.closing(c)), partiesRow(parties)] },
          ...witnessesBlock(c),
          { unbreakable: true, stack: [...writerLine(c), deedClosing(c.today)] },
        ],
        { unbreakable: true },
      ),
    ];
    return documentOf(title, content, { signers: parties.map((p) => p.role) });
  };
}
