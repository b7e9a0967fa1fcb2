// Deeds and agreements (कागज) as a licensed deed writer drafts them: a title, the लिखितम् body,
// numbered terms where the deed has them, the closing formula, the parties' signatures with
// thumbprints, the witnesses, the writer, and 'इति संवत् ... शुभम् ।'.
import type { Content } from 'pdfmake/interfaces.js';
import { toDevanagariDigits } from '../nepali/index.js';
import { addressOf, BLANK, type Ctx, citizenshipOf, contextOf, tight } from './context.js';
import {
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
}

export interface DeedSpec {
  /** Paragraphs, the first beginning 'लिखितम् ...'. */
  readonly body: (c: Ctx) => (string | Inline[] | Content)[];
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

function partiesRow(parties: readonly Party[]): Content {
  if (parties.length === 1) {
    const [p] = parties as [Party];
    return signatureRow(
      signerBlock(p.role, [
        ['नाम', p.name],
        ['ठेगाना', p.address],
      ]),
      true,
    );
  }
  return {
    unbreakable: true,
    margin: [0, 18, 0, 0],
    columnGap: 24,
    columns: parties.map((p) => ({
      width: '*',
      stack: [
        signerBlock(p.role, [
          ['नाम', p.name],
          ['ठेगाना', p.address],
        ]),
        thumbprintBoxes({ margin: [0, 8, 0, 0] }),
      ],
    })),
  };
}

/** 'साक्षीहरू' with each witness's address, age, name and a line to sign on. */
function witnessesBlock(c: Ctx): Content[] {
  const rows = c.v.rows('witnesses');
  if (rows.length === 0) return [];
  const lines = rows.map((w) => {
    const age = w.number('age');
    const agePart = age === undefined ? '' : `${tight(`वर्ष ${age} को`)} `;
    return `${w.text('address') ?? ''} बस्ने ${agePart}${w.text('name') ?? ''}`;
  });
  return [
    { text: 'साक्षीहरू:', bold: true, margin: [0, 14, 0, 4] },
    {
      unbreakable: true,
      stack: lines.map((line, i) => ({
        columns: [
          { width: 22, text: `${toDevanagariDigits(i + 1)}.` },
          { width: '*', text: line },
          { width: 'auto', text: `हस्ताक्षर: ${BLANK}` },
        ],
        columnGap: 6,
        margin: [0, 0, 0, 8],
      })),
    },
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
    const content: Content[] = [
      { text: title, style: 'title' },
      ...spec.body(c).map(asContent),
      ...(terms.length > 0 ? [heading(spec.termsHeading ?? 'शर्तहरू'), numberedList(terms)] : []),
      paragraph(spec.closing(c)),
      partiesRow(spec.parties(c)),
      ...witnessesBlock(c),
      ...writerLine(c),
      deedClosing(c.today),
    ];
    return documentOf(title, content);
  };
}
