import { type Box, clampBox, DEFAULT_COLORS, type EditorAnnotation, newKey, type PageSize } from './model';

/** Rects whose tops and bottoms are this close (px) are one line of the selection. */
const SAME_LINE_PX = 3;
const MAX_QUADS = 100;

/**
 * Highlights for the text selected in the viewer's text layer: one per page it touches, one box
 * per line (the browser's rects of a line are merged), in points of that page.
 */
export function highlightsFromSelection(
  selection: Selection | null,
  pageSizes: ReadonlyMap<number, PageSize>,
): EditorAnnotation[] {
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return [];
  const text = selection.toString().normalize('NFC').trim();
  const layers = [...document.querySelectorAll<HTMLElement>('[data-annotation-page]')];
  const perPage = new Map<number, DOMRect[]>();
  for (let i = 0; i < selection.rangeCount; i++) {
    for (const rect of selection.getRangeAt(i).getClientRects()) {
      if (rect.width < 1 || rect.height < 1) continue;
      const cx = rect.left + rect.width / 2;
      const cy = rect.top + rect.height / 2;
      const layer = layers.find((l) => {
        const b = l.getBoundingClientRect();
        return cx >= b.left && cx <= b.right && cy >= b.top && cy <= b.bottom;
      });
      if (!layer) continue;
      const n = Number(layer.dataset.annotationPage);
      perPage.set(n, [...(perPage.get(n) ?? []), rect]);
    }
  }
  const out: EditorAnnotation[] = [];
  for (const [n, rects] of perPage) {
    const layer = layers.find((l) => Number(l.dataset.annotationPage) === n)!;
    const size = pageSizes.get(n);
    const pxPerPt = Number(layer.dataset.pxPerPt);
    if (!size || !pxPerPt) continue;
    const origin = layer.getBoundingClientRect();
    const quads = mergeLines(rects)
      .slice(0, MAX_QUADS)
      .map((r) =>
        clampBox(
          {
            x: (r.left - origin.left) / pxPerPt,
            y: size.height - (r.bottom - origin.top) / pxPerPt,
            width: r.width / pxPerPt,
            height: r.height / pxPerPt,
          },
          size,
        ),
      );
    if (quads.length === 0) continue;
    out.push({
      key: newKey(),
      kind: 'HIGHLIGHT',
      page: n,
      rect: union(quads),
      quads,
      color: DEFAULT_COLORS.HIGHLIGHT,
      text: text.slice(0, 1000) || null,
    });
  }
  return out;
}

interface LineBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
  width: number;
  height: number;
}

function mergeLines(rects: DOMRect[]): LineBox[] {
  const lines: LineBox[] = [];
  for (const r of [...rects].sort((a, b) => a.top - b.top || a.left - b.left)) {
    const line = lines.find(
      (l) => Math.abs(l.top - r.top) <= SAME_LINE_PX && Math.abs(l.bottom - r.bottom) <= SAME_LINE_PX,
    );
    if (line) {
      line.left = Math.min(line.left, r.left);
      line.right = Math.max(line.right, r.right);
      line.width = line.right - line.left;
    } else {
      lines.push({
        left: r.left,
        top: r.top,
        right: r.right,
        bottom: r.bottom,
        width: r.width,
        height: r.height,
      });
    }
  }
  return lines;
}

function union(boxes: Box[]): Box {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const top = Math.max(...boxes.map((b) => b.y + b.height));
  return { x, y, width: right - x, height: top - y };
}
