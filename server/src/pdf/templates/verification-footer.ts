// The verification mark of every page: a small QR code of the public verification page in the
// bottom right corner, and the code itself beside it for someone who types it in.
import type { Content, Margins, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { groupedVerificationCode } from '../../shared/verification-code.js';
import type { TemplateVerification } from './types.js';

/** The QR's side in points (about 14 mm): a phone reads it off paper at 1 mm a module or so. */
export const QR_SIZE = 40;
/** Between the QR and the page's bottom edge, and between the QR and the right edge. */
const QR_INSET = 6;
const CODE_FONT_SIZE = 7;
/** The code line's height with Noto Serif Devanagari's tall line at CODE_FONT_SIZE. */
const CODE_LINE_HEIGHT = 12;
/** Wide enough for the label and a grouped code on one line; right-aligned, so the width only bounds it. */
const CODE_WIDTH = 190;

type FooterOf = Extract<TDocumentDefinitions['footer'], (...args: never[]) => unknown>;

/** [left, top, right, bottom] of the pages, whichever way the definition gives them. */
function marginsOf(margins: Margins | undefined): [number, number, number, number] {
  if (margins === undefined) return [40, 40, 40, 40];
  if (typeof margins === 'number') return [margins, margins, margins, margins];
  if (margins.length === 2) return [margins[0], margins[1], margins[0], margins[1]];
  return margins;
}

/** Where the mark sits on a page of the given size: the QR's box, and the code line's. */
export function verificationMarkBoxes(
  page: { width: number; height: number },
  pageMargins: Margins | undefined,
) {
  const [, , right, bottom] = marginsOf(pageMargins);
  // The QR stands in the corner the right and bottom margins share, where no body text or footer
  // line can run: its side is at most the smaller margin less the insets.
  const size = Math.min(QR_SIZE, right - 2 * QR_INSET, bottom - 2 * QR_INSET);
  const qr = { x: page.width - QR_INSET - size, y: page.height - QR_INSET - size, size };
  // The code ends where the body's right edge is, on the footer's last line, level with the QR's foot.
  const code = {
    x: page.width - right - CODE_WIDTH,
    y: page.height - QR_INSET - CODE_LINE_HEIGHT,
    width: CODE_WIDTH,
    height: CODE_LINE_HEIGHT,
  };
  return { qr, code };
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
  const footer: FooterOf = (page, pages, pageSize) => {
    const previous = typeof own === 'function' ? own(page, pages, pageSize) : (own ?? null);
    const { qr, code } = verificationMarkBoxes(pageSize, definition.pageMargins);
    // The footer's area starts at the bottom margin's top edge, at the page's left edge.
    const top = pageSize.height - marginsOf(definition.pageMargins)[3];
    const mark: Content[] = [
      { qr: verification.url, fit: qr.size, eccLevel: 'M', relativePosition: { x: qr.x, y: qr.y - top } },
      {
        columns: [
          { width: code.width, text: label, fontSize: CODE_FONT_SIZE, lineHeight: 1, alignment: 'right' },
        ],
        relativePosition: { x: code.x, y: code.y - top },
      },
    ];
    return { stack: [...mark, ...(previous ? [previous as Content] : [])] };
  };
  return { ...definition, footer };
}
