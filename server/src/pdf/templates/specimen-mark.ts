// The mark of a specimen (a document made with a test token): large pale words across the middle
// of every page, under the text, and a line at the head of every page, which the Word copy keeps
// too (Word has no page background). Nothing else of the template changes.
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';

/** What every page of a specimen says, in Nepali and English. */
const SPECIMEN_MARK = 'नमुना / SPECIMEN — not valid';

const BACKGROUND_FONT_SIZE = 54;
const HEADER_FONT_SIZE = 10;
/** The header line's distance from the page's top edge, in points: well inside the top margin. */
const HEADER_TOP = 20;

type HeaderOf = Extract<TDocumentDefinitions['header'], (...args: never[]) => unknown>;

/** The definition with the specimen's mark on every page, over whatever header it had. */
export function withSpecimenMark(definition: TDocumentDefinitions): TDocumentDefinitions {
  const own = definition.header;
  const line: Content = {
    text: SPECIMEN_MARK,
    fontSize: HEADER_FONT_SIZE,
    bold: true,
    color: '#b00020',
    alignment: 'center',
    margin: [0, HEADER_TOP, 0, 0],
  };
  const header: HeaderOf = (page, pages, pageSize) => {
    const previous = typeof own === 'function' ? own(page, pages, pageSize) : (own ?? null);
    return { stack: [line, ...(previous ? [previous as Content] : [])] };
  };
  const background = (_page: number, pageSize: { width: number; height: number }): Content => ({
    stack: ['नमुना', 'SPECIMEN', 'not valid'].map((text) => ({
      text,
      fontSize: BACKGROUND_FONT_SIZE,
      bold: true,
      color: '#e2e2e2',
      alignment: 'center' as const,
    })),
    margin: [0, pageSize.height / 2 - BACKGROUND_FONT_SIZE * 2, 0, 0],
  });
  return { ...definition, header, background };
}
