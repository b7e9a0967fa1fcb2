import { type MouseEvent, type PointerEvent, useRef, useState } from 'react';
import { AnnotationItem } from './AnnotationItem';
import {
  boundsOfPaths,
  clampBox,
  DEFAULT_COLORS,
  type EditorAnnotation,
  newKey,
  type PageSize,
  pointFromScreen,
} from './model';
import { useEditor } from './use-annotation-editor';

const STAMP_WIDTH = 120;
/** Ink points closer than this (points) to the previous one are skipped: a stroke stays small. */
const MIN_STEP = 0.75;

/**
 * The layer over one page: its annotations, and the pointer (mouse, pen or finger) for the tool
 * in hand. With the select tool it lets events through to the page, so text can be selected
 * (for a highlight) and links followed.
 */
export function AnnotationOverlay({
  pageNumber,
  page,
  pxPerPt,
  onPlaceText,
  onEditText,
}: {
  pageNumber: number;
  page: PageSize;
  pxPerPt: number;
  onPlaceText: (at: { page: number; x: number; y: number; pageSize: PageSize }) => void;
  onEditText: (annotation: EditorAnnotation) => void;
}) {
  const editor = useEditor();
  const layer = useRef<HTMLDivElement>(null);
  const [stroke, setStroke] = useState<number[] | null>(null);
  const creating = editor.tool !== 'select';

  const pointOf = (event: MouseEvent | PointerEvent) => {
    const bounds = layer.current!.getBoundingClientRect();
    return pointFromScreen(event.clientX - bounds.left, event.clientY - bounds.top, page, pxPerPt);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!creating || event.button > 0) return;
    const at = pointOf(event);
    if (!Number.isFinite(at.x) || !Number.isFinite(at.y)) return;
    if (editor.tool === 'INK') {
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setStroke([at.x, at.y]);
    } else if (editor.tool === 'STAMP') {
      const image = editor.stampImages.find((s) => s.id === editor.stampId);
      if (!image) return;
      const height = (STAMP_WIDTH * image.height) / image.width;
      editor.add({
        key: newKey(),
        kind: 'STAMP',
        page: pageNumber,
        rect: clampBox({ x: at.x - STAMP_WIDTH / 2, y: at.y - height / 2, width: STAMP_WIDTH, height }, page),
        color: DEFAULT_COLORS.STAMP,
        stampImageId: image.id,
      });
      editor.setTool('select');
    }
  };
  // Text is placed on the click that ends a tap or a press, not on its pointerdown: a finger's
  // tap sends its mouse events and click only after the finger lifts, and a dialog opened on
  // pointerdown would take that click on its overlay and close at once.
  const placeText = (event: MouseEvent<HTMLDivElement>) => {
    const at = pointOf(event);
    if (!Number.isFinite(at.x) || !Number.isFinite(at.y)) return;
    onPlaceText({ page: pageNumber, x: at.x, y: at.y, pageSize: page });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!stroke) return;
    const at = pointOf(event);
    if (!Number.isFinite(at.x) || !Number.isFinite(at.y)) return;
    const x = Math.min(Math.max(at.x, 0), page.width);
    const y = Math.min(Math.max(at.y, 0), page.height);
    const [lx, ly] = stroke.slice(-2) as [number, number];
    if (Math.hypot(x - lx, y - ly) >= MIN_STEP) setStroke([...stroke, x, y]);
  };
  const onPointerUp = () => {
    if (!stroke) return;
    const path = stroke.map((v, i) => Math.min(Math.max(v, 0), i % 2 === 0 ? page.width : page.height));
    setStroke(null);
    const strokeWidth = 2;
    editor.add({
      key: newKey(),
      kind: 'INK',
      page: pageNumber,
      rect: clampBox(boundsOfPaths([path]), page),
      color: DEFAULT_COLORS.INK,
      inkPaths: [path],
      strokeWidth,
    });
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drawing surface for the pointer; placed annotations are buttons reachable by keyboard
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click here only clears the selection, which Escape-free tabbing away does too
    <div
      ref={layer}
      data-annotation-page={pageNumber}
      data-px-per-pt={pxPerPt}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      style={{
        position: 'absolute',
        inset: 0,
        zIndex: 5,
        pointerEvents: creating ? 'auto' : 'none',
        // Drawing takes the finger: the page does not scroll under the pen.
        touchAction: editor.tool === 'INK' ? 'none' : undefined,
        cursor: creating ? 'crosshair' : undefined,
      }}
      onClick={(event) => {
        if (editor.tool === 'FREE_TEXT') placeText(event);
        else if (event.target === event.currentTarget && !creating) editor.setSelected(null);
      }}
    >
      {editor.annotations
        .filter((a) => a.page === pageNumber)
        .map((a) => (
          <AnnotationItem key={a.key} annotation={a} page={page} pxPerPt={pxPerPt} onEditText={onEditText} />
        ))}
      {stroke && (
        <svg width="100%" height="100%" style={{ position: 'absolute', inset: 0 }} aria-hidden="true">
          <polyline
            points={stroke
              .reduce<string[]>((out, v, i) => {
                if (i % 2 === 1) out.push(`${stroke[i - 1]! * pxPerPt},${(page.height - v) * pxPerPt}`);
                return out;
              }, [])
              .join(' ')}
            fill="none"
            stroke={DEFAULT_COLORS.INK}
            strokeWidth={2 * pxPerPt}
            strokeLinecap="round"
          />
        </svg>
      )}
    </div>
  );
}
