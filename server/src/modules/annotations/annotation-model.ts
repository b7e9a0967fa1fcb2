import { badInput } from '../../errors.js';

/** The four kinds, each written as the standard PDF annotation of the same name. */
type AnnotationKindName = 'FREE_TEXT' | 'HIGHLIGHT' | 'INK' | 'STAMP';

/** A box in PDF points, origin at the page's lower left (the PDF's own space), as stored. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * One annotation as the API takes it and as a version keeps it (JSON), so a saved version can be
 * edited again: only the fields of its kind are set.
 */
export interface Annotation {
  kind: AnnotationKindName;
  /** 1-based page number. */
  page: number;
  rect: Box;
  /** "#rrggbb". */
  color: string;
  /** FREE_TEXT: the typed text (NFC); HIGHLIGHT: the highlighted text, optional. */
  text?: string | null;
  fontSize?: number | null;
  /** HIGHLIGHT: one box per line of the selection; none means the rect itself. */
  quads?: Box[] | null;
  /** INK: strokes, each a flat list x1, y1, x2, y2 … in points. */
  inkPaths?: number[][] | null;
  strokeWidth?: number | null;
  /** STAMP: one of the user's stamp images. */
  stampImageId?: string | null;
}

const ANNOTATION_LIMITS = {
  perSave: 200,
  textChars: 1000,
  quads: 100,
  inkPaths: 50,
  /** Points over all strokes of one ink annotation. */
  inkPoints: 5000,
  /**
   * Over a whole save (every annotation's): what one request may carry within the request budget
   * (docs/security.md), still far more than a page of handwriting or highlighted lines.
   */
  inkPointsPerSave: 10_000,
  quadsPerSave: 1_000,
  minFontSize: 6,
  maxFontSize: 72,
  minStroke: 0.5,
  maxStroke: 20,
} as const;

const DEFAULT_COLORS: Record<AnnotationKindName, string> = {
  FREE_TEXT: '#000000',
  HIGHLIGHT: '#ffeb3b',
  INK: '#1a237e',
  STAMP: '#000000',
};

/** Half a point of slack: a box dragged to the page's edge may round past it. */
const EDGE = 0.5;

/**
 * Checks a save's annotations against the document's pages (width × height in points each) and
 * returns them normalised (NFC text, defaults filled in). The first problem is a BAD_USER_INPUT
 * whose field names the place: "annotations.3.rect".
 */
export function validateAnnotations(
  input: readonly Annotation[],
  pages: readonly { width: number; height: number }[],
): Annotation[] {
  if (input.length > ANNOTATION_LIMITS.perSave) {
    throw badInput('annotations', { code: 'annotation.tooMany', params: { max: ANNOTATION_LIMITS.perSave } });
  }
  const checked = input.map((annotation, index) => validateOne(annotation, pages, `annotations.${index}`));
  const total = (count: (a: Annotation) => number) => checked.reduce((sum, a) => sum + count(a), 0);
  const inkPoints = total((a) => (a.inkPaths ?? []).reduce((sum, path) => sum + path.length / 2, 0));
  if (inkPoints > ANNOTATION_LIMITS.inkPointsPerSave) {
    throw badInput('annotations', {
      code: 'annotation.tooMany',
      params: { max: ANNOTATION_LIMITS.inkPointsPerSave },
    });
  }
  if (total((a) => (a.kind === 'HIGHLIGHT' ? (a.quads?.length ?? 0) : 0)) > ANNOTATION_LIMITS.quadsPerSave) {
    throw badInput('annotations', {
      code: 'annotation.tooMany',
      params: { max: ANNOTATION_LIMITS.quadsPerSave },
    });
  }
  return checked;
}

function validateOne(
  a: Annotation,
  pages: readonly { width: number; height: number }[],
  at: string,
): Annotation {
  const page = pages[a.page - 1];
  if (!Number.isInteger(a.page) || !page) throw badInput(`${at}.page`, 'annotation.badPage');
  const inPage = (box: Box, field: string) => {
    const numbers = [box.x, box.y, box.width, box.height];
    if (
      !numbers.every(Number.isFinite) ||
      box.width < 1 ||
      box.height < 1 ||
      box.x < -EDGE ||
      box.y < -EDGE ||
      box.x + box.width > page.width + EDGE ||
      box.y + box.height > page.height + EDGE
    ) {
      throw badInput(field, 'annotation.outsidePage');
    }
    return { x: box.x, y: box.y, width: box.width, height: box.height };
  };
  const color = a.color?.trim() || DEFAULT_COLORS[a.kind];
  if (!/^#[0-9a-fA-F]{6}$/.test(color)) throw badInput(`${at}.color`, 'annotation.badValue');
  const base: Annotation = { kind: a.kind, page: a.page, rect: inPage(a.rect, `${at}.rect`), color };
  const text = a.text?.normalize('NFC') ?? '';
  if (text.length > ANNOTATION_LIMITS.textChars) {
    throw badInput(`${at}.text`, {
      code: 'annotation.textTooLong',
      params: { max: ANNOTATION_LIMITS.textChars },
    });
  }
  switch (a.kind) {
    case 'FREE_TEXT': {
      if (!text.trim()) throw badInput(`${at}.text`, 'annotation.required');
      const fontSize = a.fontSize ?? 12;
      if (
        !Number.isFinite(fontSize) ||
        fontSize < ANNOTATION_LIMITS.minFontSize ||
        fontSize > ANNOTATION_LIMITS.maxFontSize
      ) {
        throw badInput(`${at}.fontSize`, 'annotation.badValue');
      }
      return { ...base, text, fontSize };
    }
    case 'HIGHLIGHT': {
      const quads = a.quads?.length ? a.quads : [base.rect];
      if (quads.length > ANNOTATION_LIMITS.quads)
        throw badInput(`${at}.quads`, {
          code: 'annotation.tooMany',
          params: { max: ANNOTATION_LIMITS.quads },
        });
      return {
        ...base,
        text: text || null,
        quads: quads.map((quad, i) => inPage(quad, `${at}.quads.${i}`)),
      };
    }
    case 'INK': {
      const paths = a.inkPaths ?? [];
      const points = paths.reduce((sum, path) => sum + path.length / 2, 0);
      if (paths.length === 0) throw badInput(`${at}.inkPaths`, 'annotation.required');
      if (paths.length > ANNOTATION_LIMITS.inkPaths || points > ANNOTATION_LIMITS.inkPoints) {
        throw badInput(`${at}.inkPaths`, {
          code: 'annotation.tooMany',
          params: { max: ANNOTATION_LIMITS.inkPoints },
        });
      }
      paths.forEach((path, i) => {
        const inside = (value: number, j: number) =>
          Number.isFinite(value) &&
          value >= -EDGE &&
          value <= (j % 2 === 0 ? page.width : page.height) + EDGE;
        if (path.length < 2 || path.length % 2 !== 0 || !path.every(inside)) {
          throw badInput(`${at}.inkPaths.${i}`, 'annotation.outsidePage');
        }
      });
      const strokeWidth = a.strokeWidth ?? 2;
      if (
        !Number.isFinite(strokeWidth) ||
        strokeWidth < ANNOTATION_LIMITS.minStroke ||
        strokeWidth > ANNOTATION_LIMITS.maxStroke
      ) {
        throw badInput(`${at}.strokeWidth`, 'annotation.badValue');
      }
      return { ...base, inkPaths: paths.map((path) => [...path]), strokeWidth };
    }
    case 'STAMP':
      if (!a.stampImageId) throw badInput(`${at}.stampImageId`, 'annotation.required');
      return { ...base, text: text || null, stampImageId: a.stampImageId };
    default:
      throw badInput(`${at}.kind`, 'annotation.badValue');
  }
}

/** "#rrggbb" as PDF colour components 0–1. */
export function rgb(color: string): [number, number, number] {
  const n = Number.parseInt(color.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}
