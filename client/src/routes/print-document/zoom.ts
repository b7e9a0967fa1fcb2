// How big a page is drawn. A scale of 1 is the paper's real size on screen (100%); "fit width" and
// "fit page" follow the viewer's size, a zoom step leaves them for a scale of its own.

export const MIN_SCALE = 0.25;
export const MAX_SCALE = 4;
const STEP = 1.25;
/** CSS pixels per PDF point at 100%. */
export const PX_PER_POINT = 96 / 72;
/** Room left around a page inside the viewer (its padding and a scroll bar). */
const GUTTER_PX = 32;

export type Zoom = { mode: 'width' } | { mode: 'page' } | { mode: 'scale'; scale: number };

export interface Fit {
  /** The first page's size in points. */
  pageWidth: number;
  pageHeight: number;
  /** The viewer's inner size in CSS pixels. */
  viewWidth: number;
  viewHeight: number;
}

export const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** The scale a zoom means for this page in this viewer. */
export function scaleOf(zoom: Zoom, fit: Fit): number {
  const widthScale = Math.max(fit.viewWidth - GUTTER_PX, 100) / (fit.pageWidth * PX_PER_POINT);
  if (zoom.mode === 'width') return clampScale(widthScale);
  if (zoom.mode === 'page') {
    const heightScale = Math.max(fit.viewHeight - GUTTER_PX, 100) / (fit.pageHeight * PX_PER_POINT);
    return clampScale(Math.min(widthScale, heightScale));
  }
  return zoom.scale;
}

export const zoomIn = (current: number): Zoom => ({ mode: 'scale', scale: clampScale(current * STEP) });
export const zoomOut = (current: number): Zoom => ({ mode: 'scale', scale: clampScale(current / STEP) });
