// Units and page geometry. pdfmake measures in points; WordprocessingML in twentieths of a point
// (twips) for lengths, half-points for font sizes and eighths of a point for borders.
import type { Margins, PageSize } from 'pdfmake/interfaces.js';

export const twips = (points: number): number => Math.round(points * 20);
export const halfPoints = (points: number): number => Math.round(points * 2);
export const eighths = (points: number): number => Math.max(2, Math.round(points * 8));

/** [left, top, right, bottom], whichever of pdfmake's three ways a margin is given in. */
export type Box = [left: number, top: number, right: number, bottom: number];

export function boxOf(margin: Margins | undefined, fallback = 0): Box {
  if (margin === undefined) return [fallback, fallback, fallback, fallback];
  if (typeof margin === 'number') return [margin, margin, margin, margin];
  if (margin.length === 2) return [margin[0], margin[1], margin[0], margin[1]];
  return [...margin];
}

// pdfmake's own sizes (standard-page-sizes) of the papers an office takes, in points.
const PAPER: Record<string, { width: number; height: number }> = {
  A4: { width: 595.28, height: 841.89 },
  A5: { width: 419.53, height: 595.28 },
  A3: { width: 841.89, height: 1190.55 },
  LEGAL: { width: 612, height: 1008 },
  LETTER: { width: 612, height: 792 },
};

/** The page in points, turned for a landscape definition as pdfmake turns it. */
export function pageSizeOf(
  size: PageSize | undefined,
  orientation: 'portrait' | 'landscape' | undefined,
): { width: number; height: number } {
  const base =
    typeof size === 'object' && typeof size.width === 'number' && typeof size.height === 'number'
      ? { width: size.width, height: size.height }
      : (PAPER[String(size ?? 'A4').toUpperCase()] ?? PAPER.A4!);
  const landscape = orientation === 'landscape';
  return landscape === base.width > base.height ? base : { width: base.height, height: base.width };
}
