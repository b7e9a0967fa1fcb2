// pdfmake's table layouts (its default, the named ones and a template's own) as the lines and
// paddings of each cell. pdfmake asks a layout for line i (between row i-1 and row i, or column
// i-1 and column i); Word gives each cell its four borders, so each is asked for its own edges.
import type { CustomTableLayout } from 'pdfmake/interfaces.js';

/** The table as a layout function sees it. */
export interface LayoutNode {
  table: { body: unknown[][]; widths: unknown[]; headerRows: number };
}

type Line = (i: number, node: LayoutNode) => number;
type Colour = (i: number, node: LayoutNode) => string;

export interface TableLayout {
  hLineWidth: Line;
  vLineWidth: Line;
  hLineColor: Colour;
  vLineColor: Colour;
  paddingLeft: Line;
  paddingRight: Line;
  paddingTop: Line;
  paddingBottom: Line;
}

/** pdfmake's default: a 1 pt black grid, 4 pt padding on the sides and 2 pt above and below. */
const DEFAULT: TableLayout = {
  hLineWidth: () => 1,
  vLineWidth: () => 1,
  hLineColor: () => 'black',
  vLineColor: () => 'black',
  paddingLeft: () => 4,
  paddingRight: () => 4,
  paddingTop: () => 2,
  paddingBottom: () => 2,
};

// pdfmake's borderless layouts pad the outer sides with nothing, so the text lines up with the body.
const flush: Pick<TableLayout, 'paddingLeft' | 'paddingRight'> = {
  paddingLeft: (i) => (i ? 4 : 0),
  paddingRight: (i, node) => (i < node.table.widths.length - 1 ? 4 : 0),
};

/** pdfmake's named layouts (pdfmake/src/tableLayouts). */
const NAMED: Record<string, Partial<TableLayout>> = {
  noBorders: { hLineWidth: () => 0, vLineWidth: () => 0, ...flush },
  headerLineOnly: {
    hLineWidth: (i, node) =>
      i === 0 || i === node.table.body.length ? 0 : i === node.table.headerRows ? 2 : 0,
    vLineWidth: () => 0,
    ...flush,
  },
  lightHorizontalLines: {
    hLineWidth: (i, node) =>
      i === 0 || i === node.table.body.length ? 0 : i === node.table.headerRows ? 2 : 1,
    vLineWidth: () => 0,
    hLineColor: (i) => (i === 1 ? 'black' : '#aaaaaa'),
    ...flush,
  },
};

/** The layout a table names or carries, over pdfmake's default for whatever it leaves out. */
export function layoutOf(layout: string | CustomTableLayout | undefined): TableLayout {
  const own = typeof layout === 'string' ? NAMED[layout] : layout;
  const merged = { ...DEFAULT };
  for (const [key, value] of Object.entries(own ?? {})) {
    // A layout may give a number where pdfmake accepts a function.
    if (key in DEFAULT && value !== undefined)
      (merged as Record<string, unknown>)[key] = typeof value === 'function' ? value : () => value;
  }
  return merged;
}
