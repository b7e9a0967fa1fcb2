// Annotations as the editor holds them: in PDF points with the page's lower-left origin (what the
// server stores), converted to screen pixels only when drawn, so zooming never moves them.

// The shapes come from the API's input types, so a change to the schema breaks this compile
// rather than the save.
import type { AnnotationInput, AnnotationKind, BoxInput } from '../../../gql/graphql';

export type Box = BoxInput;

export type EditorAnnotation = AnnotationInput & {
  /** Local identity for React and selection; not sent. */
  key: string;
  /** Always set in the editor (each kind's default when none is chosen). */
  color: string;
};

export interface PageSize {
  width: number;
  height: number;
}

/** Screen box (CSS px from the page's top left) of a box in points. */
export function toScreen(box: Box, page: PageSize, pxPerPt: number) {
  return {
    left: box.x * pxPerPt,
    top: (page.height - box.y - box.height) * pxPerPt,
    width: box.width * pxPerPt,
    height: box.height * pxPerPt,
  };
}

/** A point on screen (px from the page's top left) in points. */
export const pointFromScreen = (left: number, top: number, page: PageSize, pxPerPt: number) => ({
  x: left / pxPerPt,
  y: page.height - top / pxPerPt,
});

/** Keeps a box inside its page (moved back in, shrunk only when larger than the page). */
export function clampBox(box: Box, page: PageSize): Box {
  const width = Math.min(Math.max(box.width, 1), page.width);
  const height = Math.min(Math.max(box.height, 1), page.height);
  return {
    x: Math.min(Math.max(box.x, 0), page.width - width),
    y: Math.min(Math.max(box.y, 0), page.height - height),
    width,
    height,
  };
}

/**
 * The annotation with its rect replaced: highlight boxes and ink strokes follow the rect, moved
 * and scaled with it, so a moved or resized drawing keeps its shape.
 */
export function placeAt(annotation: EditorAnnotation, rect: Box): EditorAnnotation {
  const from = annotation.rect;
  const sx = rect.width / from.width;
  const sy = rect.height / from.height;
  const mapX = (x: number) => rect.x + (x - from.x) * sx;
  const mapY = (y: number) => rect.y + (y - from.y) * sy;
  return {
    ...annotation,
    rect,
    quads: annotation.quads?.map((q) => ({
      x: mapX(q.x),
      y: mapY(q.y),
      width: q.width * sx,
      height: q.height * sy,
    })),
    inkPaths: annotation.inkPaths?.map((path) => path.map((v, i) => (i % 2 === 0 ? mapX(v) : mapY(v)))),
  };
}

/** The smallest box holding every point of the strokes, at least 1 pt each way. */
export function boundsOfPaths(paths: number[][]): Box {
  const xs = paths.flatMap((p) => p.filter((_, i) => i % 2 === 0));
  const ys = paths.flatMap((p) => p.filter((_, i) => i % 2 === 1));
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(Math.max(...xs) - x, 1), height: Math.max(Math.max(...ys) - y, 1) };
}

/** What the API takes: the annotation without its local key. */
export function toInput({ key: _key, ...annotation }: EditorAnnotation): AnnotationInput {
  return annotation;
}

let counter = 0;
export const newKey = () => `a${Date.now().toString(36)}${(counter++).toString(36)}`;

/** Saved annotations (the server's JSON) as editor annotations. */
export const fromSaved = (saved: readonly object[]): EditorAnnotation[] =>
  saved.map((a) => ({ ...(a as Omit<EditorAnnotation, 'key'>), key: newKey() }));

/** Undo and redo: each change keeps the list before it. */
export interface History {
  past: EditorAnnotation[][];
  present: EditorAnnotation[];
  future: EditorAnnotation[][];
}

const MAX_UNDO = 100;

export type HistoryAction =
  | { type: 'set'; annotations: EditorAnnotation[] }
  | { type: 'reset'; annotations: EditorAnnotation[] }
  | { type: 'undo' }
  | { type: 'redo' };

export function historyReducer(state: History, action: HistoryAction): History {
  switch (action.type) {
    case 'set':
      return {
        past: [...state.past, state.present].slice(-MAX_UNDO),
        present: action.annotations,
        future: [],
      };
    case 'reset':
      return { past: [], present: action.annotations, future: [] };
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return { past: state.past.slice(0, -1), present: previous, future: [state.present, ...state.future] };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return { past: [...state.past, state.present], present: next, future: rest };
    }
  }
}

/** Each kind's colour when none is chosen (the server's defaults too). */
export const DEFAULT_COLORS: Record<AnnotationKind, string> = {
  FREE_TEXT: '#000000',
  HIGHLIGHT: '#ffeb3b',
  INK: '#1a237e',
  STAMP: '#000000',
};
