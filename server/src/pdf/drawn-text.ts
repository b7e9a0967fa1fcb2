import { typedText } from './text-layer.js';

/** A piece of text pdfkit drew: its page (from 1), its top in points from the page's top edge. */
interface DrawnFragment {
  readonly page: number;
  readonly y: number;
  readonly text: string;
}

interface RecordingDocument {
  _root: { data: { Pages: { data: { Count: number } } } };
  page?: { height: number };
  drawnFragments?: DrawnFragment[];
}

type Fragment = (this: RecordingDocument, text: string, x: number, y: number, ...rest: unknown[]) => unknown;

/**
 * Patches pdfkit's document class so that every document keeps what it drew, page by page, as
 * typed text: the layout check (paper-check.ts) reads what the paper really prints, not what the
 * definition asked for, since pdfmake silently leaves out a block it cannot place.
 */
export function recordDrawnText(document: { _fragment: Fragment }): void {
  const fragment = document._fragment;
  document._fragment = function (this: RecordingDocument, text, x, y, ...rest) {
    this.drawnFragments ??= [];
    this.drawnFragments.push({ page: this._root.data.Pages.data.Count, y, text: typedText(`${text}`) });
    return fragment.call(this, text, x, y, ...rest);
  };
}

export interface DrawnText {
  readonly fragments: readonly DrawnFragment[];
  readonly pages: number;
  /** In points; every page of a paper has the same size. */
  readonly pageHeight: number;
}

/** What a document drew, how many pages it has and how tall they are. */
export function drawnTextOf(document: object): DrawnText {
  const doc = document as RecordingDocument;
  return {
    fragments: doc.drawnFragments ?? [],
    pages: doc._root.data.Pages.data.Count,
    pageHeight: doc.page?.height ?? 0,
  };
}
