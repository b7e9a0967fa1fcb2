// The layout check every render passes before its PDF is handed out: a paper is complete or it is
// not made. pdfmake drops, without a word, a block it cannot place (an unbreakable block taller than
// a page), which would leave a deed without its signatures.
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import type { DrawnText } from './drawn-text.js';
import { flattenText } from './templates/flatten.js';
import { typedText } from './text-layer.js';

/**
 * The id of a paper's closing (declaration, signatures, thumbprints, witnesses, deed writer, the
 * 'इति' line): every piece of text in it must be printed.
 */
export const CLOSING_ID = 'closing';

/** What the person reads when their answers would not make a complete paper. */
export const INCOMPLETE_PAPER_REASON =
  'कागज पूरा छापिन सकेन (सहीछाप वा अन्तिम भाग पानामा अटेन), त्यसैले कागज बनाइएन र कुनै शुल्क लागेन । ' +
  'कुनै लामो विवरण छोट्याएर फेरि प्रयास गर्नुहोस् । / ' +
  'The paper could not be printed whole (its signatures or closing would not fit on the page), so it ' +
  'was not made and nothing was charged. Shorten a long answer and try again.';

/** One way a laid-out paper is not whole. */
export type PaperProblem =
  | { readonly kind: 'blank page'; readonly page: number }
  | { readonly kind: 'closing not printed'; readonly text: string }
  | { readonly kind: 'heading ends a page'; readonly page: number; readonly text: string };

const describeProblem = (p: PaperProblem): string =>
  p.kind === 'blank page'
    ? `page ${p.page} holds only its footer`
    : p.kind === 'closing not printed'
      ? `the closing's "${p.text}" is not printed`
      : `the heading "${p.text}" is the last text of page ${p.page}`;

export class IncompletePaperError extends Error {
  constructor(readonly problems: readonly PaperProblem[]) {
    super(INCOMPLETE_PAPER_REASON);
    this.name = 'IncompletePaperError';
  }
}

/** Text compared without white space: a line or page break may fall anywhere in a piece. */
const squeezed = (text: string) => typedText(text).replace(/\s+/g, '');

type Node = Record<string, unknown>;

function nodesWhere(node: unknown, match: (node: Node) => boolean, out: Node[] = []): Node[] {
  if (Array.isArray(node)) {
    for (const item of node) nodesWhere(item, match, out);
  } else if (node !== null && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (match(record)) out.push(record);
    for (const key of ['stack', 'columns', 'ul', 'ol', 'text']) nodesWhere(record[key], match, out);
    const table = record.table as { body?: unknown } | undefined;
    if (table) nodesWhere(table.body, match, out);
  }
  return out;
}

const bottomMarginOf = (margins: TDocumentDefinitions['pageMargins']): number => {
  if (typeof margins === 'number') return margins;
  if (Array.isArray(margins)) return (margins.length === 4 ? margins[3] : margins[1]) ?? 40;
  return 40;
};

/**
 * The problems of a laid-out paper, none when it is whole: the closing printed in full, no page
 * holding only its footer (or nothing), no heading last on its page. The page's height and the
 * definition's bottom margin tell the footer from the page's own text.
 */
export function paperProblems(definition: TDocumentDefinitions, drawn: DrawnText): PaperProblem[] {
  const footerTop = drawn.pageHeight - bottomMarginOf(definition.pageMargins);
  const pageTexts = Array.from({ length: drawn.pages }, () => '');
  for (const fragment of drawn.fragments) {
    if (fragment.y < footerTop && fragment.page >= 1) pageTexts[fragment.page - 1] += squeezed(fragment.text);
  }
  const problems: PaperProblem[] = [];
  pageTexts.forEach((text, i) => {
    if (text === '') problems.push({ kind: 'blank page', page: i + 1 });
  });
  const printed = pageTexts.join('');
  const closing = nodesWhere(definition.content, (n) => n.id === CLOSING_ID);
  for (const piece of flattenText({ content: closing as unknown as Content[] }).map(squeezed)) {
    if (piece !== '' && !printed.includes(piece)) problems.push({ kind: 'closing not printed', text: piece });
  }
  const headings = headingsOf(definition).map((node) =>
    squeezed(flattenText({ content: [node as unknown as Content] }).join('')),
  );
  pageTexts.forEach((text, i) => {
    const last = headings.find((h) => h !== '' && text.endsWith(h));
    if (last) problems.push({ kind: 'heading ends a page', page: i + 1, text: last });
  });
  return problems;
}

const headingsOf = (definition: TDocumentDefinitions): Node[] =>
  nodesWhere(definition.content, (n) => typeof n.headlineLevel === 'number');

/**
 * The definition laid out again to mend what can be mended, or undefined when nothing can:
 * - a closing kept on one page (unbreakable) that did not fit on one is let run over the page;
 *   the signature rows inside it stay whole, each being unbreakable itself;
 * - a heading that ended a page gets a page break before it. pdfmake's own keep-with-next
 *   (pageBreakBefore, keepHeadingWithNext) misses a heading whose table's first row moved to the
 *   next page whole: it still counts that row as on the heading's page.
 */
export function mended(
  definition: TDocumentDefinitions,
  problems: readonly PaperProblem[],
): TDocumentDefinitions | undefined {
  const copy = structuredCloneWithFunctions(definition);
  let changed = false;
  if (problems.some((p) => p.kind === 'closing not printed')) {
    for (const node of nodesWhere(copy.content, (n) => n.id === CLOSING_ID && n.unbreakable === true)) {
      node.unbreakable = false;
      changed = true;
    }
  }
  const ending = new Set(problems.flatMap((p) => (p.kind === 'heading ends a page' ? [p.text] : [])));
  for (const node of headingsOf(copy)) {
    if (
      node.pageBreak !== 'before' &&
      ending.has(squeezed(flattenText({ content: [node as unknown as Content] }).join('')))
    ) {
      node.pageBreak = 'before';
      changed = true;
    }
  }
  return changed ? copy : undefined;
}

/** A deep copy of the plain data of a definition; its functions (footer, pageBreakBefore) are shared. */
function structuredCloneWithFunctions<T>(value: T): T {
  if (Array.isArray(value)) return value.map(structuredCloneWithFunctions) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, structuredCloneWithFunctions(v)]),
    ) as T;
  }
  return value;
}
