// A paper is complete or it is not made: every work, filled with the largest values its form
// accepts, prints every word of its definition (so the closing: signatures, thumbprints,
// witnesses, deed writer, 'इति' line), has no page that holds only its footer and no heading last
// on its page. Read back from the PDF with pdf.js, page by page, the footer's text taken out.
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { listWorks } from '../../server/src/modules/works/catalog.js';
import { renderPdf } from '../../server/src/pdf/render.js';
import { flattenText } from '../../server/src/pdf/templates/flatten.js';
import { withVerificationFooter } from '../../server/src/pdf/templates/verification-footer.js';
import { typedText } from '../../server/src/pdf/text-layer.js';
import { pdfJsText } from '../support/pdf-text.js';
import { longestInput, SAMPLE_CASES } from '../support/work-samples.js';

const CODE = '7K3MZQ9XHW2RDP5TNB4C';
const verification = { code: CODE, url: `https://lekhapadi.example.np/verify/${CODE}` };
const A4 = { width: 595.28, height: 841.89 };

/** Compared without white space: a line or page break may fall anywhere in a piece. */
const squeezed = (text: string) => typedText(text.normalize('NFC')).replace(/\s+/g, '');

type FooterOf = Extract<TDocumentDefinitions['footer'], (...args: never[]) => unknown>;

/** Page `page`'s own text: the footer's pieces (page number, parties' line, code) taken out once each. */
function bodyOf(definition: TDocumentDefinitions, text: string, page: number, pages: number): string {
  const footer = (definition.footer as FooterOf)(page, pages, { ...A4, orientation: 'portrait' });
  let body = squeezed(text);
  for (const piece of flattenText({ content: (footer ?? []) as Content }).map(squeezed)) {
    if (piece !== '') body = body.replace(piece, '');
  }
  return body;
}

/** The text of every node styled as a heading. */
function headingsOf(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) headingsOf(item, out);
  else if (node !== null && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (record.style === 'heading' && typeof record.text === 'string') out.push(squeezed(record.text));
    for (const key of ['stack', 'columns']) headingsOf(record[key], out);
  }
  return out;
}

const CASES = listWorks().flatMap((work) =>
  SAMPLE_CASES.map((c) => [work.key, c.place.localLevel, work, c] as const),
);

test.each(CASES)(
  '%s in %s with the longest values the form accepts is a complete paper',
  async (_key, _place, work, c) => {
    const definition = withVerificationFooter(work.template(longestInput(work, c)), verification);
    const texts = (await pdfJsText(await renderPdf(definition))).split('\f');
    const bodies = texts.map((text, i) => bodyOf(definition, text, i + 1, texts.length));
    const printed = bodies.join('');

    // Every piece of the definition, the closing's last line included, is on the paper.
    const pieces = flattenText(definition).map(squeezed).filter(Boolean);
    expect(pieces.filter((piece) => !printed.includes(piece))).toEqual([]);
    expect(printed.endsWith(pieces.at(-1)!)).toBe(true);
    // No page holds only its footer.
    expect(bodies.map((body, i) => ({ page: i + 1, empty: body === '' })).filter((p) => p.empty)).toEqual([]);
    // No heading ends a page.
    const headings = headingsOf(definition.content);
    const orphans = bodies.flatMap((body, i) =>
      headings.filter((h) => body.endsWith(h)).map((h) => ({ page: i + 1, heading: h })),
    );
    expect(orphans).toEqual([]);
  },
);
