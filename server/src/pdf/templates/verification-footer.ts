// The verification mark of every page: a small QR code of the public verification page in the
// bottom right corner, and the code itself beside it for someone who types it in.
import { createRequire } from 'node:module';
import type { Content, Margins, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { groupedVerificationCode } from '../../shared/verification-code.js';
import type { TemplateVerification } from './types.js';

/**
 * The QR's side in points (15.9 mm, at least the 15 mm a phone reads off a print at 1.5 mm or so
 * a module) and its distance from the page's right and bottom edges (8.5 mm, clear of the 4–6 mm
 * many office printers cannot print).
 */
const QR_SIZE = 45;
const QR_EDGE = 24;
/** Between the QR and any text beside or above it: the code's quiet zone of four modules or more. */
const QR_GAP = 8;
/** The bottom margin a paper with the mark has at least: the QR stays below the body's last line. */
const MARKED_BOTTOM_MARGIN = QR_EDGE + QR_SIZE + 4;
const CODE_FONT_SIZE = 7;
/** The code line's height with Noto Serif Devanagari's tall line at CODE_FONT_SIZE. */
const CODE_LINE_HEIGHT = 12;
/** Wide enough for the label and a grouped code on one line; right-aligned, so the width only bounds it. */
const CODE_WIDTH = 190;

interface QrEncoder {
  measure(node: { qr: string; eccLevel: string }): { _canvas: { x: number; y: number; w: number }[] };
}
// pdfmake's own encoder (its `qr` node), read as a matrix: its node draws whole points a module, so
// a 45 pt code of 29 modules would come out 29 pt; the canvas here draws any size.
const qrEncoder = (createRequire(import.meta.url)('pdfmake/js/qrEnc.js') as { default: QrEncoder }).default;

/** The QR's modules, true for dark, row by row. */
function qrModules(url: string): boolean[][] {
  const [background, ...dark] = qrEncoder.measure({ qr: url, eccLevel: 'M' })._canvas;
  const module = dark[0]!.w;
  const n = Math.round(background!.w / module);
  const modules = Array.from({ length: n }, () => new Array<boolean>(n).fill(false));
  for (const rect of dark) modules[Math.round(rect.y / module)]![Math.round(rect.x / module)] = true;
  return modules;
}

type FooterOf = Extract<TDocumentDefinitions['footer'], (...args: never[]) => unknown>;

/** [left, top, right, bottom] of the pages, whichever way the definition gives them. */
function marginsOf(margins: Margins | undefined): [number, number, number, number] {
  if (margins === undefined) return [40, 40, 40, 40];
  if (typeof margins === 'number') return [margins, margins, margins, margins];
  if (margins.length === 2) return [margins[0], margins[1], margins[0], margins[1]];
  return margins;
}

/** The margins of a paper that carries the mark: the bottom one deep enough for the QR. */
function markedMargins(pageMargins: Margins | undefined): [number, number, number, number] {
  const [left, top, right, bottom] = marginsOf(pageMargins);
  return [left, top, right, Math.max(bottom, MARKED_BOTTOM_MARGIN)];
}

/**
 * Where the mark sits on a page of the given size (of a paper with markedMargins): the QR's box in
 * the bottom right corner, below the body, and the code line's, to the QR's left, level with its
 * foot. The paper's own footer (page number, the parties' line) keeps left of the QR (`footerRight`,
 * its right edge).
 */
export function verificationMarkBoxes(page: { width: number; height: number }) {
  const qr = { x: page.width - QR_EDGE - QR_SIZE, y: page.height - QR_EDGE - QR_SIZE, size: QR_SIZE };
  const code = {
    x: qr.x - QR_GAP - CODE_WIDTH,
    y: page.height - QR_EDGE - CODE_LINE_HEIGHT,
    width: CODE_WIDTH,
    height: CODE_LINE_HEIGHT,
  };
  return { qr, code, footerRight: qr.x - QR_GAP };
}

/**
 * The QR of `url` as rectangles of a pdfmake canvas, `size` points square, one per run of dark
 * modules; `qrOf` names the address (the Word copy prints it in the picture's place).
 */
function qrCanvas(url: string, size: number): Content {
  const modules = qrModules(url);
  const n = modules.length;
  const side = size / n;
  const rects = modules.flatMap((row, i) => {
    const runs: { type: 'rect'; x: number; y: number; w: number; h: number; color: string }[] = [];
    for (let j = 0; j < n; j++) {
      if (!row[j]) continue;
      let end = j;
      while (end + 1 < n && row[end + 1]) end++;
      runs.push({ type: 'rect', x: j * side, y: i * side, w: (end - j + 1) * side, h: side, color: '#000' });
      j = end;
    }
    return runs;
  });
  return { canvas: rects, qrOf: url } as Content;
}

/**
 * The definition with the verification mark on every page, over whatever footer it had (page
 * numbers, the parties' line to sign). The mark is placed at fixed points of the footer's area
 * (relativePosition takes no room), so the template's own footer keeps its place.
 */
export function withVerificationFooter(
  definition: TDocumentDefinitions,
  verification: TemplateVerification,
): TDocumentDefinitions {
  const own = definition.footer;
  const label = `प्रमाणीकरण कोड: ${groupedVerificationCode(verification.code)}`;
  const pageMargins = markedMargins(definition.pageMargins);
  const canvas = qrCanvas(verification.url, QR_SIZE);
  const footer: FooterOf = (page, pages, pageSize) => {
    const previous = typeof own === 'function' ? own(page, pages, pageSize) : (own ?? null);
    const { qr, code, footerRight } = verificationMarkBoxes(pageSize);
    // The footer's area starts at the bottom margin's top edge, at the page's left edge.
    const top = pageSize.height - pageMargins[3];
    const mark: Content[] = [
      { ...(canvas as object), relativePosition: { x: qr.x, y: qr.y - top } } as Content,
      {
        columns: [
          { width: code.width, text: label, fontSize: CODE_FONT_SIZE, lineHeight: 1, alignment: 'right' },
        ],
        relativePosition: { x: code.x, y: code.y - top },
      },
    ];
    // The paper's own footer keeps left of the QR: it spans the page less what is right of footerRight.
    const ownFooter: Content[] = previous
      ? [{ stack: [previous as Content], margin: [0, 0, pageSize.width - footerRight, 0] }]
      : [];
    return { stack: [...mark, ...ownFooter] };
  };
  return { ...definition, pageMargins, footer };
}
