// Layout pieces every paper is made of. All fixed wording lives here or in the family and work
// files; the pieces take Nepali strings that the caller has already prepared (digits, NFC).
import type {
  Column,
  Content,
  ContentStack,
  ContentTable,
  ContentText,
  CustomTableLayout,
  StyleDictionary,
  TDocumentDefinitions,
} from 'pdfmake/interfaces.js';
import {
  type BsDate,
  BS_MONTH_NAMES,
  formatBs,
  keepTogether,
  NEPALI_WEEKDAY_NAMES,
  toDevanagariDigits,
  weekdayOf,
} from '../../shared/nepali/index.js';
import { CLOSING_ID } from '../paper-check.js';
import { BLANK, breakLongWords } from './context.js';

export type Inline = string | ContentText;

/**
 * A4 with 2.3 cm on the left for a file punch, about 2 cm elsewhere. Noto Serif Devanagari's lines
 * are tall (its marks reach far above and below), so 11.5 pt with a tight line height keeps an
 * application with a तपसिल and thumbprints on one page.
 */
const PAGE_MARGINS: [number, number, number, number] = [65, 50, 56, 50];

const STYLES: StyleDictionary = {
  title: { fontSize: 15, bold: true, alignment: 'center', margin: [0, 0, 0, 10] },
  subject: { bold: true, alignment: 'center', margin: [0, 8, 0, 6] },
  heading: { bold: true, alignment: 'center', decoration: 'underline', margin: [0, 6, 0, 4] },
  label: { bold: true },
  table: { fontSize: 10.5, lineHeight: 1.05 },
  list: { fontSize: 10.5, lineHeight: 1.1 },
  tableHeader: { bold: true, fillColor: '#eeeeee', alignment: 'center' },
  boxLabel: { fontSize: 9, alignment: 'center', color: '#444444' },
};

/**
 * A danda ends the sentence it follows: a space before it becomes a no-break space, so a line never
 * starts with '।' (pdfmake would otherwise break at that space).
 */
function bindDandas<T>(node: T): T {
  if (typeof node === 'string') return node.replace(/ (?=[।॥])/g, '\u00A0') as T;
  if (Array.isArray(node)) return node.map(bindDandas) as T;
  if (node !== null && typeof node === 'object') {
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, bindDandas(v)])) as T;
  }
  return node;
}

/**
 * The closing of a paper (declaration, signatures, witnesses, 'इति' line): the render checks that
 * every word of it is printed (paper-check.ts). `unbreakable` keeps it on one page when it fits.
 */
export const closingOf = (stack: Content[], options: { unbreakable?: boolean } = {}): Content =>
  ({ id: CLOSING_ID, stack, ...(options.unbreakable ? { unbreakable: true } : {}) }) as Content;
/** The id of the block with the first signature, which never stands alone at the top of a page. */
export const SIGNED_ID = 'signed';
/** The id of the paragraph that goes to the next page with the signatures rather than let them stand alone. */
export const LEAD_ID = 'closing-lead';

interface NodeOnPage {
  id?: string;
  headlineLevel?: number;
  pageNumbers: number[];
}
interface PageQueries {
  getFollowingNodesOnPage(): NodeOnPage[];
  getNodesOnNextPage(): NodeOnPage[];
  getPreviousNodesOnPage(): NodeOnPage[];
}

/**
 * A signature never stands alone on a page: when the signatures (SIGNED_ID) do not fit under the
 * paragraph before them (LEAD_ID), that paragraph moves to the next page with them. pdfmake asks
 * this of every node after a first layout and lays the document out again if any answer is yes.
 */
function keepLeadWithClosing(node: NodeOnPage, pages: PageQueries): boolean {
  if (node.id !== LEAD_ID || node.pageNumbers.length !== 1) return false;
  if (pages.getFollowingNodesOnPage().some((n) => n.id === SIGNED_ID)) return false;
  return (
    pages.getNodesOnNextPage().some((n) => n.id === SIGNED_ID) && pages.getPreviousNodesOnPage().length > 0
  );
}

/** A heading (headlineLevel) that would end its page goes to the next one, with what it heads. */
function keepHeadingWithNext(node: NodeOnPage, pages: PageQueries): boolean {
  return (
    node.headlineLevel !== undefined &&
    pages.getFollowingNodesOnPage().length === 0 &&
    pages.getNodesOnNextPage().length > 0
  );
}

const pageBreakBefore = (node: NodeOnPage, pages: PageQueries): boolean =>
  keepHeadingWithNext(node, pages) || keepLeadWithClosing(node, pages);

/**
 * The paper. A document of more than one page numbers its pages ('पृष्ठ १/२'); `signers` (the
 * parties of a deed) get a line to sign at the foot of every page but the last, which carries their
 * full signature blocks: each page of operative text is signed, so no page can be swapped.
 */
export function documentOf(
  title: string,
  content: Content[],
  options: { signers?: readonly string[] } = {},
): TDocumentDefinitions {
  const signers = options.signers ?? [];
  return {
    info: { title, creator: 'Lekhapadi' },
    language: 'ne',
    pageSize: 'A4',
    pageMargins: PAGE_MARGINS,
    defaultStyle: { font: 'NotoSerif', fontSize: 11.5, lineHeight: 1.15 },
    styles: STYLES,
    footer: (page: number, pages: number): Content | null => {
      if (pages <= 1) return null;
      const number: Content = {
        text: `पृष्ठ ${toDevanagariDigits(page)}/${toDevanagariDigits(pages)}`,
        alignment: 'center',
        fontSize: 9,
      };
      if (signers.length === 0 || page === pages) return { stack: [number], margin: [0, 16, 0, 0] };
      return {
        margin: [PAGE_MARGINS[0], 2, PAGE_MARGINS[2], 0],
        stack: [
          {
            columns: signers.map((role) => ({ text: `${role}को सहीछाप: ${BLANK}`, fontSize: 9 })),
            columnGap: 16,
          },
          { ...number, margin: [0, 4, 0, 0] },
        ],
      };
    },
    pageBreakBefore: pageBreakBefore as TDocumentDefinitions['pageBreakBefore'],
    content: bindDandas(content),
  };
}

/** 'मिति: २०८२/०८/०६', at the top right. */
export const dateLine = (today: BsDate): ContentText => ({
  text: ['मिति: ', keepTogether(formatBs(today))],
  alignment: 'right',
});

export const addresseeBlock = (lines: readonly string[]): ContentStack => ({ stack: [...lines] });

export const subjectLine = (subject: string): ContentText => ({
  text: [{ text: 'विषय: ' }, { text: subject, decoration: 'underline' }],
  style: 'subject',
});

/** A heading: it never ends a page (keepHeadingWithNext). */
export const heading = (text: string): ContentText => ({ text, style: 'heading', headlineLevel: 1 });

/** The title of one part of a तपसिल with several: 'क. जग्गाको विवरण'. */
export const subheading = (text: string): ContentText => ({ text, style: 'label', margin: [0, 2, 0, 0] });

/** A justified body paragraph with an indented first line. */
export const paragraph = (text: string | Inline[]): ContentText => ({
  text,
  alignment: 'justify',
  leadingIndent: 24,
  margin: [0, 0, 0, 5],
});

/** Free text typed by the user: one paragraph per line they wrote. */
export const paragraphsOf = (text: string | undefined): ContentText[] =>
  (text ?? '')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => paragraph(line));

export const DECLARATION = 'माथि लेखिएको व्यहोरा ठीक साँचो हो, झुट्टा ठहरे कानुनबमोजिम सहुँला बुझाउँला ।';

const number = (i: number) => `${toDevanagariDigits(i + 1)}.`;

/** '१. ...' items with a hanging indent; pdfmake's own lists number in Latin digits. */
export function numberedList(
  items: readonly (string | Inline[])[],
  options: { style?: string; justify?: boolean } = {},
): Content {
  return {
    ...(options.style ? { style: options.style } : {}),
    stack: items.map((item, i) => ({
      columns: [
        { text: number(i), width: 22 },
        { text: item, width: '*', alignment: options.justify === false ? 'left' : 'justify' },
      ],
      columnGap: 2,
      margin: [0, 0, 0, 3],
    })),
  };
}

/** Table cells are narrow and left-aligned: long words get break opportunities early. */
const cell = (text: string) => breakLongWords(text, 16);

const GRID: CustomTableLayout = {
  paddingLeft: () => 4,
  paddingRight: () => 4,
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

/**
 * A bordered table with a serial-number column (क्र.सं.) and a header row repeated on every page.
 * `widths` are the data columns' widths; cells wrap, so the table never runs past the margin.
 * `rowHeight` makes each row at least that tall, for a column people sign in.
 */
export function serialTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  widths: readonly (number | '*' | 'auto')[],
  options: { rowHeight?: number } = {},
): ContentTable {
  const { rowHeight } = options;
  return {
    style: 'table',
    margin: [0, 2, 0, 8],
    layout: GRID,
    table: {
      headerRows: 1,
      dontBreakRows: true,
      ...(rowHeight ? { heights: ['auto' as const, ...rows.map(() => rowHeight)] } : {}),
      widths: [28, ...widths],
      body: [
        ['क्र.सं.', ...headers].map((h) => ({ text: h, style: 'tableHeader' })),
        ...rows.map((row, i) => [
          { text: toDevanagariDigits(i + 1), alignment: 'center' as const },
          ...row.map(cell),
        ]),
      ],
    },
  };
}

/**
 * A table of particulars: label, value (a blank line to fill by hand when absent). `pairs` puts two
 * particulars on a row, for long lists that must leave room on the page.
 */
export function particularsTable(
  rows: readonly [label: string, value: string | undefined][],
  options: { pairs?: boolean } = {},
): ContentTable {
  const cells = rows.map(([label, value]) => [{ text: label, style: 'label' }, cell(value ?? BLANK)]);
  const body = options.pairs
    ? Array.from({ length: Math.ceil(cells.length / 2) }, (_, i) => [
        ...cells[2 * i]!,
        ...(cells[2 * i + 1] ?? ['', '']),
      ])
    : cells;
  return {
    style: 'table',
    margin: [0, 2, 0, 8],
    layout: GRID,
    table: {
      widths: options.pairs ? [88, '*', 88, '*'] : [150, '*'],
      dontBreakRows: true,
      body,
    },
  };
}

/** An empty box for a passport-size photo, where the office pastes and stamps it. */
export const photoBox = (): Column => ({
  width: 90,
  table: {
    widths: [80],
    heights: [96],
    body: [[{ text: 'हालसालै खिचिएको पासपोर्ट साइजको फोटो', style: 'boxLabel', margin: [0, 32, 0, 0] }]],
  },
});

/** Right and left thumbprint boxes (ल्याप्चे सहीछाप), as offices ask under the applicant's signature. */
export function thumbprintBoxes(options: { margin?: [number, number, number, number] } = {}): Column {
  return {
    width: 'auto',
    margin: options.margin ?? [0, 0, 0, 0],
    stack: [
      { text: 'ल्याप्चे सहीछाप', style: 'boxLabel', margin: [0, 0, 0, 2] },
      {
        table: {
          widths: [62, 62],
          heights: ['auto', 64],
          body: [
            [
              { text: 'दायाँ', style: 'boxLabel' },
              { text: 'बायाँ', style: 'boxLabel' },
            ],
            ['', ''],
          ],
        },
      },
    ],
  };
}

/** A signer's block: role, signature line, then labelled lines (a blank line where a value is missing). */
export function signerBlock(
  role: string,
  lines: readonly [label: string, value: string | undefined][],
): Content {
  return {
    lineHeight: 1.1,
    stack: [
      { text: role, bold: true, margin: [0, 0, 0, 2] },
      { text: `हस्ताक्षर: ${BLANK}`, margin: [0, 0, 0, 2] },
      ...lines.map(([label, value]) => ({ text: `${label}: ${value ?? BLANK}` })),
    ],
  };
}

/** Thumbprints on the left, the signer's block on the right, never split across pages. */
export function signatureRow(block: Content, thumbprints: boolean): Content {
  return {
    unbreakable: true,
    margin: [0, 14, 0, 0],
    columns: [
      thumbprints ? thumbprintBoxes() : { width: 140, text: '' },
      { width: '*', text: '' },
      { width: 240, stack: [block] },
    ],
  };
}

/**
 * The closing line of a deed: 'इति संवत् २०८२ साल मङ्सिर महिना ६ गते रोज ७ शुभम् ।'. रोज counts the
 * weekday from आइतबार = १.
 */
export function deedClosing(today: BsDate): ContentText {
  const weekday = NEPALI_WEEKDAY_NAMES.indexOf(weekdayOf(today) as (typeof NEPALI_WEEKDAY_NAMES)[number]) + 1;
  const year = keepTogether(`${toDevanagariDigits(today.year)} साल`);
  const day = keepTogether(`${toDevanagariDigits(today.day)} गते`);
  const month = BS_MONTH_NAMES[today.month - 1];
  return {
    text: `इति संवत् ${year} ${month} महिना ${day} रोज ${toDevanagariDigits(weekday)} शुभम् ।`,
    alignment: 'center',
    margin: [0, 16, 0, 0],
  };
}
