// The body: pdfmake's blocks (text, stack, columns, table, lists) as Word paragraphs and tables.
// Blocks are first collected as plain specs whose spacing can still change (a stack's margin goes
// onto its first and last block), then made into docx objects.
import {
  AlignmentType,
  BorderStyle,
  HeightRule,
  LineRuleType,
  Paragraph,
  type ParagraphChild,
  Table,
  TableBorders,
  TableCell,
  TableLayoutType,
  TableRow,
  WidthType,
} from 'docx';
import type { CustomTableLayout, StyleDictionary } from 'pdfmake/interfaces.js';
import { type PageFields, runOptionsOf, runsOf } from './inline.js';
import { type Alignment, hexColor, inherit, type NodeStyle, ownStyle, type TextStyle } from './style.js';
import { type LayoutNode, layoutOf } from './table-layout.js';
import { boxOf, eighths, twips } from './units.js';

/** Where a block is laid out: the text style it inherits and the room it has, in points. */
export interface Frame {
  readonly style: TextStyle;
  /** The document's own style, which the file's defaults carry: blocks write only what differs. */
  readonly base: TextStyle;
  readonly styles: StyleDictionary;
  readonly width: number;
  readonly indentLeft: number;
  readonly indentRight: number;
  /** Inside an `unbreakable` node: nothing in it may be split over two pages. */
  readonly keep: boolean;
  /** In a header or footer: the marks that stand for the page number and count. */
  readonly fields?: PageFields;
}

interface ParagraphSpec {
  kind: 'p';
  children: ParagraphChild[];
  style: TextStyle;
  base: TextStyle;
  indentLeft: number;
  indentRight: number;
  firstLine: number;
  hanging: number;
  before: number;
  after: number;
  keepNext: boolean;
  keepLines: boolean;
}
interface TableSpec {
  kind: 't';
  table: Table;
  before: number;
  after: number;
}
type Spec = ParagraphSpec | TableSpec;

type Node = Record<string, unknown>;

const ALIGNMENT = {
  left: AlignmentType.LEFT,
  center: AlignmentType.CENTER,
  right: AlignmentType.RIGHT,
  justify: AlignmentType.JUSTIFIED,
} as const;

function paragraphSpec(text: unknown, frame: Frame, own: NodeStyle = {}): ParagraphSpec {
  return {
    kind: 'p',
    children: runsOf(text, frame.style, frame),
    style: frame.style,
    base: frame.base,
    indentLeft: frame.indentLeft,
    indentRight: frame.indentRight,
    firstLine: own.leadingIndent ?? 0,
    hanging: 0,
    before: 0,
    after: 0,
    keepNext: frame.keep,
    keepLines: frame.keep,
  };
}

// pdfmake draws positioned nodes over the page without taking room; Word has no such thing in the
// flow, so they follow the node's other content (the verification line under the page number), and
// a QR code's address, which stands for the picture, comes last of all.
const positioned = (node: unknown) =>
  node !== null && typeof node === 'object' && ('relativePosition' in node || 'absolutePosition' in node);
/** The address a QR code stands for: a pdfmake `qr` node's, or a QR drawn as a canvas (`qrOf`). */
const qrAddress = (node: unknown): string | undefined => {
  if (node === null || typeof node !== 'object') return undefined;
  const { qr, qrOf } = node as { qr?: unknown; qrOf?: unknown };
  return typeof qr === 'string' ? qr : typeof qrOf === 'string' ? qrOf : undefined;
};
const qr = (node: unknown) => qrAddress(node) !== undefined;
const order = (node: unknown) => (qr(node) ? 2 : positioned(node) ? 1 : 0);

/** The specs of any content: a string, an array (a stack) or a node. */
function specsOf(content: unknown, frame: Frame): Spec[] {
  if (content === null || content === undefined) return [];
  if (typeof content === 'string' || typeof content === 'number') return [paragraphSpec(content, frame)];
  if (Array.isArray(content)) {
    const ordered = [0, 1, 2].flatMap((rank) => content.filter((n) => order(n) === rank));
    return ordered.flatMap((child) => specsOf(child, frame));
  }
  if (typeof content !== 'object') return [];
  return nodeSpecs(content as Node, frame);
}

function nodeSpecs(node: Node, frame: Frame): Spec[] {
  const own = ownStyle(node, frame.styles);
  const [left, top, right, bottom] = boxOf(own.margin);
  const keep = frame.keep || node.unbreakable === true;
  const inner: Frame = {
    ...frame,
    style: inherit(frame.style, own),
    width: Math.max(frame.width - left - right, 20),
    indentLeft: frame.indentLeft + left,
    indentRight: frame.indentRight + right,
    keep,
  };
  let specs: Spec[];
  if ('text' in node) specs = [paragraphSpec(node.text, inner, own)];
  else if ('stack' in node) specs = specsOf(node.stack, inner);
  else if ('columns' in node) specs = columnsSpecs(node, own, inner);
  else if ('table' in node) specs = [tableSpec(node, inner)];
  else if ('ul' in node || 'ol' in node) specs = listSpecs(node, inner);
  else if (qr(node)) {
    // The QR code of a link: its address, small, where a reader can copy it.
    const small: TextStyle = { ...inner.style, fontSize: 7, lineHeight: 1, alignment: 'right' };
    specs = [paragraphSpec(qrAddress(node)!, { ...inner, style: small })];
  } else specs = []; // images, vectors: nothing a template prints as text
  if (specs.length === 0) return specs;
  specs[0]!.before += top;
  specs.at(-1)!.after += bottom;
  // An unbreakable block keeps its paragraphs on one page: each holds to the next, the last ends it.
  if (node.unbreakable === true && !frame.keep) {
    const last = specs.at(-1);
    if (last?.kind === 'p') last.keepNext = false;
  }
  return specs;
}

function listSpecs(node: Node, frame: Frame): Spec[] {
  const ordered = 'ol' in node;
  const items = (ordered ? node.ol : node.ul) as unknown[];
  return items.flatMap((item, i) => {
    const marker = ordered ? `${i + 1}. ` : '• ';
    const text =
      typeof item === 'string' || typeof item === 'number'
        ? { text: [marker, String(item)] }
        : item && typeof item === 'object' && 'text' in item
          ? { ...item, text: [marker, (item as Node).text] }
          : item;
    const specs = specsOf(text, { ...frame, indentLeft: frame.indentLeft + 18 });
    const first = specs[0];
    if (first?.kind === 'p') first.hanging = 18;
    return specs;
  });
}

type WidthSpec = number | string | undefined;

/**
 * Column widths in points, as pdfmake shares them out: fixed widths as given, 'auto' as wide as its
 * content (estimated), percentages of the room, and the rest shared evenly by the '*' columns.
 */
function shareWidths(widths: readonly WidthSpec[], room: number, autoWidth: (i: number) => number): number[] {
  const fixed = widths.map((w, i) => {
    if (typeof w === 'number') return w;
    if (typeof w === 'string' && w.endsWith('%')) return (room * Number.parseFloat(w)) / 100;
    if (w === 'auto') return autoWidth(i);
    return undefined;
  });
  const stars = fixed.filter((w) => w === undefined).length;
  const used = fixed.reduce<number>((sum, w) => sum + (w ?? 0), 0);
  const star = stars ? Math.max((room - used) / stars, 12) : 0;
  return fixed.map((w) => w ?? star);
}

/** A rough width of content for an 'auto' column: a table's own widths, else its text's length. */
function naturalWidth(node: unknown, style: TextStyle): number {
  if (typeof node === 'string' || typeof node === 'number')
    return (
      Math.max(
        ...String(node)
          .split('\n')
          .map((l) => l.length),
      ) *
      style.fontSize *
      0.55
    );
  if (Array.isArray(node)) return Math.max(0, ...node.map((n) => naturalWidth(n, style)));
  if (node === null || typeof node !== 'object') return 0;
  const n = node as Node;
  if (typeof n.width === 'number') return n.width;
  if ('text' in n) return naturalWidth(flatText(n.text), style);
  if ('stack' in n) return naturalWidth(n.stack, style);
  if ('columns' in n) return (n.columns as unknown[]).reduce<number>((s, c) => s + naturalWidth(c, style), 0);
  const table = n.table as { widths?: WidthSpec[] } | undefined;
  if (table?.widths)
    return table.widths.reduce<number>((s, w) => s + (typeof w === 'number' ? w : 60) + 9, 1);
  return 60;
}

const flatText = (text: unknown): string =>
  typeof text === 'string' || typeof text === 'number'
    ? String(text)
    : Array.isArray(text)
      ? text.map(flatText).join('')
      : text && typeof text === 'object'
        ? flatText((text as Node).text)
        : '';

const NO_BORDER = { style: BorderStyle.NIL, size: 0, color: 'auto' } as const;
const noBorders = { top: NO_BORDER, bottom: NO_BORDER, left: NO_BORDER, right: NO_BORDER };

/**
 * Columns side by side are a borderless table of one row, each column a cell as wide as pdfmake
 * makes it, the gap as the left padding of every cell but the first. One column is just a stack.
 */
function columnsSpecs(node: Node, own: NodeStyle, frame: Frame): Spec[] {
  const columns = (node.columns as unknown[]).filter((c) => c !== null && c !== undefined);
  if (columns.length === 0) return [];
  if (columns.length === 1) return specsOf(columns, frame);
  const gap = typeof (own as Node).columnGap === 'number' ? ((own as Node).columnGap as number) : 0;
  const room = frame.width - gap * (columns.length - 1);
  const widthOf = (c: unknown) => (c && typeof c === 'object' ? ((c as Node).width as WidthSpec) : undefined);
  const widths = shareWidths(columns.map(widthOf), room, (i) => naturalWidth(columns[i], frame.style));
  const cells = columns.map((column, i) => {
    const pad = i > 0 ? gap : 0;
    const cellFrame: Frame = { ...frame, width: widths[i]!, indentLeft: 0, indentRight: 0 };
    return new TableCell({
      children: cellChildren(specsOf(column, cellFrame), frame, frame.style),
      width: { size: twips(widths[i]! + pad), type: WidthType.DXA },
      margins: { left: twips(pad), right: 0, top: 0, bottom: 0, marginUnitType: WidthType.DXA },
      borders: noBorders,
    });
  });
  const total = widths.reduce((s, w) => s + w, 0) + gap * (columns.length - 1);
  const table = new Table({
    rows: [new TableRow({ children: cells, cantSplit: true })],
    width: { size: twips(total), type: WidthType.DXA },
    columnWidths: widths.map((w, i) => twips(w + (i > 0 ? gap : 0))),
    layout: TableLayoutType.FIXED,
    indent: { size: twips(frame.indentLeft), type: WidthType.DXA },
    borders: TableBorders.NONE,
  });
  return [{ kind: 't', table, before: 0, after: 0 }];
}

const border = (width: number, color: string) =>
  width > 0
    ? { style: BorderStyle.SINGLE, size: eighths(width), color: hexColor(color) ?? '000000' }
    : NO_BORDER;

/** A table with its columns' widths, the layout's lines and paddings, header rows and row heights. */
function tableSpec(node: Node, frame: Frame): TableSpec {
  const spec = node.table as {
    body: unknown[][];
    widths?: WidthSpec[] | WidthSpec;
    heights?: number | (number | 'auto')[] | ((row: number) => number | 'auto');
    headerRows?: number;
    dontBreakRows?: boolean;
  };
  const body = spec.body;
  const count = Math.max(...body.map((row) => row.length), 1);
  const widthSpecs = Array.isArray(spec.widths) ? spec.widths : Array(count).fill(spec.widths ?? 'auto');
  const layoutNode: LayoutNode = {
    table: { body, widths: widthSpecs, headerRows: spec.headerRows ?? 0 },
  };
  const layout = layoutOf(node.layout as string | CustomTableLayout | undefined);
  const padL = widthSpecs.map((_, c) => layout.paddingLeft(c, layoutNode));
  const padR = widthSpecs.map((_, c) => layout.paddingRight(c, layoutNode));
  // pdfmake's widths are the text's: the cell is that plus its paddings and a line.
  const sides = widthSpecs.reduce<number>((s, _, c) => s + padL[c]! + padR[c]! + 1, 1);
  const content = shareWidths(widthSpecs, frame.width - sides, (c) =>
    Math.min(
      Math.max(...body.map((row) => naturalWidth(row[c], frame.style))),
      frame.width / widthSpecs.length,
    ),
  );
  const widths = content.map((w, c) => w + padL[c]! + padR[c]! + 1);
  const heightOf = (r: number) =>
    typeof spec.heights === 'function'
      ? spec.heights(r)
      : Array.isArray(spec.heights)
        ? spec.heights[r]
        : spec.heights;

  // Most tables draw every line alike and pad every cell alike (pdfmake's default grid, GRID): then
  // the table says it once, as Word itself writes a table, instead of each cell saying it again.
  const hLines = Array.from({ length: body.length + 1 }, (_, i) =>
    border(layout.hLineWidth(i, layoutNode), layout.hLineColor(i, layoutNode)),
  );
  const vLines = Array.from({ length: widthSpecs.length + 1 }, (_, i) =>
    border(layout.vLineWidth(i, layoutNode), layout.vLineColor(i, layoutNode)),
  );
  const alike = <T>(values: readonly T[]) =>
    values.every((value) => JSON.stringify(value) === JSON.stringify(values[0]));
  const uniformLines = alike(hLines) && alike(vLines);
  const padT = body.map((_, r) => layout.paddingTop(r, layoutNode));
  const padB = body.map((_, r) => layout.paddingBottom(r, layoutNode));
  const uniformPadding = alike(padL) && alike(padR) && alike(padT) && alike(padB);

  // Cells a colSpan or rowSpan covers are pdfmake placeholders: Word merges instead.
  const covered = new Set<string>();
  const rows = body.map((row, r) => {
    const cells: TableCell[] = [];
    row.forEach((cell, c) => {
      if (covered.has(`${r}:${c}`)) return;
      const cellNode = (cell && typeof cell === 'object' ? cell : {}) as Node;
      const colSpan = typeof cellNode.colSpan === 'number' ? cellNode.colSpan : 1;
      const rowSpan = typeof cellNode.rowSpan === 'number' ? cellNode.rowSpan : 1;
      for (let dr = 0; dr < rowSpan; dr += 1)
        for (let dc = 0; dc < colSpan; dc += 1) if (dr || dc) covered.add(`${r + dr}:${c + dc}`);
      const last = c + colSpan - 1;
      const width = widths.slice(c, last + 1).reduce((s, w) => s + w, 0);
      const cellOwn = ownStyle(cellNode, frame.styles);
      const fill = hexColor(cellOwn.fillColor);
      const cellFrame: Frame = {
        ...frame,
        width: width - padL[c]! - padR[last]! - 1,
        indentLeft: 0,
        indentRight: 0,
      };
      cells.push(
        new TableCell({
          children: cellChildren(specsOf(cell, cellFrame), frame, inherit(frame.style, cellOwn)),
          width: { size: twips(width), type: WidthType.DXA },
          ...(colSpan > 1 ? { columnSpan: colSpan } : {}),
          ...(rowSpan > 1 ? { rowSpan } : {}),
          ...(fill ? { shading: { fill, color: 'auto', type: 'clear' as const } } : {}),
          ...(uniformPadding
            ? {}
            : {
                margins: {
                  left: twips(padL[c]!),
                  right: twips(padR[last]!),
                  top: twips(padT[r]!),
                  bottom: twips(padB[r]!),
                  marginUnitType: WidthType.DXA,
                },
              }),
          ...(uniformLines
            ? {}
            : {
                borders: {
                  top: hLines[r]!,
                  bottom: hLines[r + rowSpan]!,
                  left: vLines[c]!,
                  right: vLines[last + 1]!,
                },
              }),
        }),
      );
    });
    const height = heightOf(r);
    return new TableRow({
      children: cells,
      tableHeader: r < (spec.headerRows ?? 0),
      cantSplit: spec.dontBreakRows === true || frame.keep,
      ...(typeof height === 'number' ? { height: { value: twips(height), rule: HeightRule.ATLEAST } } : {}),
    });
  });
  const table = new Table({
    rows,
    width: { size: twips(widths.reduce((s, w) => s + w, 0)), type: WidthType.DXA },
    columnWidths: widths.map(twips),
    layout: TableLayoutType.FIXED,
    indent: { size: twips(frame.indentLeft), type: WidthType.DXA },
    borders: uniformLines
      ? {
          top: hLines[0]!,
          bottom: hLines[0]!,
          insideHorizontal: hLines[0]!,
          left: vLines[0]!,
          right: vLines[0]!,
          insideVertical: vLines[0]!,
        }
      : TableBorders.NONE,
    ...(uniformPadding
      ? {
          margins: {
            left: twips(padL[0]!),
            right: twips(padR[0]!),
            top: twips(padT[0] ?? 0),
            bottom: twips(padB[0] ?? 0),
            marginUnitType: WidthType.DXA,
          },
        }
      : {}),
  });
  return { kind: 't', table, before: 0, after: 0 };
}

const nonZero = <T extends Record<string, number>>(values: T): Partial<T> | undefined => {
  const set = Object.entries(values).filter(([, value]) => value !== 0);
  return set.length ? (Object.fromEntries(set) as Partial<T>) : undefined;
};

/** A paragraph with only what differs from the file's defaults (as Word itself writes one). */
function paragraphOf(spec: ParagraphSpec): Paragraph {
  const { style, base } = spec;
  const indent = nonZero({
    left: twips(spec.indentLeft),
    right: twips(spec.indentRight),
    firstLine: spec.hanging ? 0 : twips(spec.firstLine),
    hanging: twips(spec.hanging),
  });
  const spacing = nonZero({ before: twips(spec.before), after: twips(spec.after) });
  // Word's "multiple" line spacing is, like pdfmake's lineHeight, a factor of the font's own line.
  const line = style.lineHeight === base.lineHeight ? undefined : Math.round(240 * style.lineHeight);
  // The paragraph mark's own size matters for an empty paragraph (an empty cell is as tall as a
  // line of its text); beside text it would only repeat the runs' properties.
  const run = spec.children.length === 0 ? runOptionsOf(style, base) : {};
  return new Paragraph({
    children: spec.children,
    ...(style.alignment ? { alignment: ALIGNMENT[style.alignment as Alignment] } : {}),
    ...(indent ? { indent } : {}),
    ...(spacing || line
      ? { spacing: { ...spacing, ...(line ? { line, lineRule: LineRuleType.AUTO } : {}) } }
      : {}),
    ...(spec.keepNext ? { keepNext: true } : {}),
    ...(spec.keepLines ? { keepLines: true } : {}),
    ...(Object.keys(run).length ? { run } : {}),
  });
}

/**
 * A paragraph of exactly the given height: room above or below a table (Word has no table
 * spacing), and what keeps two tables in a row from running together into one.
 */
const spacer = (points: number) =>
  new Paragraph({
    spacing: { before: 0, after: 0, line: twips(Math.max(points, 1)), lineRule: LineRuleType.EXACT },
    run: { size: 2 },
  });

/** The specs as docx blocks, in order. */
function blocksOf(specs: readonly Spec[]): (Paragraph | Table)[] {
  const out: (Paragraph | Table)[] = [];
  specs.forEach((spec, i) => {
    if (spec.kind === 'p') {
      out.push(paragraphOf(spec));
      return;
    }
    if (spec.before > 0) out.push(spacer(spec.before));
    out.push(spec.table);
    if (spec.after > 0 || specs[i + 1]?.kind === 't') out.push(spacer(spec.after));
  });
  return out;
}

/** A cell's content: Word requires every cell to hold a paragraph and to end with one. */
function cellChildren(specs: readonly Spec[], frame: Frame, style: TextStyle): (Paragraph | Table)[] {
  const blocks = blocksOf(specs);
  if (blocks.length === 0 || blocks.at(-1) instanceof Table) {
    const empty = paragraphSpec('', { ...frame, style, indentLeft: 0, indentRight: 0, keep: false });
    blocks.push(paragraphOf(empty));
  }
  return blocks;
}

/** Any pdfmake content as Word blocks. */
export const contentBlocks = (content: unknown, frame: Frame): (Paragraph | Table)[] =>
  blocksOf(specsOf(content, frame));
