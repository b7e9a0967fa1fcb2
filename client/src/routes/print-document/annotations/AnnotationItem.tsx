import { ActionIcon } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { useLanguage } from '../../../i18n/language-context';
import { fetchableUrl } from '../../../documents/pdf-file';
import { annotationTexts } from './annotations.texts';
import { type Box, clampBox, type EditorAnnotation, type PageSize, placeAt, toScreen } from './model';
import { useEditor } from './use-annotation-editor';

/** Touch targets are at least this big (CSS px), whatever the zoom. */
const TARGET = 40;

type Drag = { mode: 'move' | 'resize'; startX: number; startY: number; rect: Box };

/**
 * One annotation drawn over its page. Selected (tap it with the select tool), it moves by
 * dragging, resizes from its lower-right handle and has a delete button; a drag is one undo step.
 */
export function AnnotationItem({
  annotation,
  page,
  pxPerPt,
  onEditText,
}: {
  annotation: EditorAnnotation;
  page: PageSize;
  pxPerPt: number;
  onEditText: (annotation: EditorAnnotation) => void;
}) {
  const editor = useEditor();
  const t = annotationTexts[useLanguage().language];
  const [draft, setDraft] = useState<EditorAnnotation | null>(null);
  const drag = useRef<Drag | null>(null);
  const shown = draft ?? annotation;
  const box = toScreen(shown.rect, page, pxPerPt);
  const isSelected = editor.selected === annotation.key;
  const selectable = editor.tool === 'select';

  const start = (mode: Drag['mode']) => (event: PointerEvent<HTMLElement>) => {
    if (!selectable) return;
    event.stopPropagation();
    event.preventDefault();
    editor.setSelected(annotation.key);
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { mode, startX: event.clientX, startY: event.clientY, rect: annotation.rect };
  };
  const onMove = (event: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = (event.clientX - d.startX) / pxPerPt;
    const dy = (event.clientY - d.startY) / pxPerPt;
    const rect =
      d.mode === 'move'
        ? clampBox({ ...d.rect, x: d.rect.x + dx, y: d.rect.y - dy }, page)
        : clampBox(
            {
              x: d.rect.x,
              width: Math.max(d.rect.width + dx, 8),
              // Growing downwards on screen lowers the box's bottom edge in PDF space.
              y: d.rect.y + d.rect.height - Math.max(d.rect.height + dy, 8),
              height: Math.max(d.rect.height + dy, 8),
            },
            page,
          );
    setDraft(placeAt(annotation, rect));
  };
  const onUp = () => {
    if (!drag.current) return;
    drag.current = null;
    if (draft && draft.rect !== annotation.rect) editor.update(draft);
    setDraft(null);
  };

  // The keyboard's way: Enter selects, arrows move by 2 points (one undo step each).
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!selectable) return;
    const step: Record<string, [number, number]> = {
      ArrowLeft: [-2, 0],
      ArrowRight: [2, 0],
      ArrowUp: [0, 2],
      ArrowDown: [0, -2],
    };
    if (event.key === 'Enter' || event.key === ' ') {
      editor.setSelected(annotation.key);
    } else if (step[event.key]) {
      const [dx, dy] = step[event.key]!;
      const r = annotation.rect;
      editor.update(placeAt(annotation, clampBox({ ...r, x: r.x + dx, y: r.y + dy }, page)));
    } else {
      return;
    }
    event.preventDefault();
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: it holds its own delete and edit buttons, which a <button> may not contain
    <div
      role="button"
      tabIndex={selectable ? 0 : -1}
      data-annotation={shown.kind}
      // A placed text's name holds its visible words (WCAG 2.5.3: what is seen is what a voice says).
      aria-label={
        shown.kind === 'FREE_TEXT' && shown.text
          ? `${t.annotation(t.kinds[shown.kind])}: ${shown.text}`
          : t.annotation(t.kinds[shown.kind])
      }
      aria-pressed={isSelected}
      onKeyDown={onKey}
      onPointerDown={start('move')}
      onPointerMove={onMove}
      onPointerUp={onUp}
      onPointerCancel={onUp}
      onDoubleClick={() => shown.kind === 'FREE_TEXT' && onEditText(annotation)}
      style={{
        position: 'absolute',
        ...box,
        pointerEvents: selectable ? 'auto' : 'none',
        cursor: selectable ? 'move' : undefined,
        touchAction: 'none',
        outline: isSelected ? '2px dashed var(--mantine-color-blue-filled)' : undefined,
        outlineOffset: 2,
      }}
    >
      <Content annotation={shown} page={page} pxPerPt={pxPerPt} />
      {isSelected && selectable && (
        <>
          <div style={{ position: 'absolute', top: -TARGET - 4, right: 0, display: 'flex', gap: 4 }}>
            {shown.kind === 'FREE_TEXT' && (
              <ActionIcon
                size={TARGET}
                variant="filled"
                aria-label={t.text}
                onPointerDown={(event) => event.stopPropagation()}
                onClick={() => onEditText(annotation)}
              >
                <IconPencil size={20} />
              </ActionIcon>
            )}
            <ActionIcon
              size={TARGET}
              color="red"
              variant="filled"
              aria-label={t.remove}
              onPointerDown={(event) => event.stopPropagation()}
              onClick={() => editor.remove(annotation.key)}
            >
              <IconTrash size={20} />
            </ActionIcon>
          </div>
          <div
            role="slider"
            aria-label={t.resize}
            aria-valuenow={Math.round(shown.rect.width)}
            tabIndex={-1}
            onPointerDown={start('resize')}
            onPointerMove={onMove}
            onPointerUp={onUp}
            style={{
              position: 'absolute',
              right: -TARGET / 2,
              bottom: -TARGET / 2,
              width: TARGET,
              height: TARGET,
              cursor: 'nwse-resize',
              touchAction: 'none',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <span
              style={{
                width: 14,
                height: 14,
                background: 'var(--mantine-color-blue-filled)',
                borderRadius: 3,
              }}
            />
          </div>
        </>
      )}
    </div>
  );
}

function Content({
  annotation: a,
  page,
  pxPerPt,
}: {
  annotation: EditorAnnotation;
  page: PageSize;
  pxPerPt: number;
}) {
  const editor = useEditor();
  const origin = toScreen(a.rect, page, pxPerPt);
  switch (a.kind) {
    case 'FREE_TEXT':
      return (
        <div
          lang="ne"
          style={{
            color: a.color,
            fontSize: (a.fontSize ?? 12) * pxPerPt,
            lineHeight: 1.4,
            fontFamily: '"Noto Sans Devanagari", "Noto Sans", sans-serif',
            padding: 2 * pxPerPt,
            whiteSpace: 'pre-wrap',
            overflow: 'hidden',
            width: '100%',
            height: '100%',
          }}
        >
          {a.text}
        </div>
      );
    case 'HIGHLIGHT':
      return (
        <>
          {(a.quads ?? [a.rect]).map((q, i) => {
            const s = toScreen(q, page, pxPerPt);
            return (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: a highlight's boxes have no identity of their own
                key={i}
                style={{
                  position: 'absolute',
                  left: s.left - origin.left,
                  top: s.top - origin.top,
                  width: s.width,
                  height: s.height,
                  background: a.color,
                  opacity: 0.45,
                  mixBlendMode: 'multiply',
                }}
              />
            );
          })}
        </>
      );
    case 'INK':
      return (
        <svg
          width="100%"
          height="100%"
          style={{ position: 'absolute', inset: 0, overflow: 'visible' }}
          aria-hidden="true"
        >
          {(a.inkPaths ?? []).map((path, i) => (
            <polyline
              // biome-ignore lint/suspicious/noArrayIndexKey: strokes have no identity of their own
              key={i}
              points={pairs(path)
                .map(([x, y]) => `${x * pxPerPt - origin.left},${(page.height - y) * pxPerPt - origin.top}`)
                .join(' ')}
              fill="none"
              stroke={a.color}
              strokeWidth={(a.strokeWidth ?? 2) * pxPerPt}
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          ))}
        </svg>
      );
    case 'STAMP': {
      const image = editor.stampImages.find((s) => s.id === a.stampImageId);
      return image ? (
        <img
          src={fetchableUrl(image.imageUrl)}
          alt=""
          draggable={false}
          style={{ width: '100%', height: '100%' }}
        />
      ) : (
        <div style={{ width: '100%', height: '100%', border: '1px dashed gray' }} />
      );
    }
  }
}

const pairs = (flat: number[]) => {
  const out: [number, number][] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) out.push([flat[i]!, flat[i + 1]!]);
  return out;
};
