// Every work, for each sample applicant and in both fonts, rendered to PDF and read back the way
// readers read it: pdftotext (layout and raw) and pdf.js. What the document prints must come back
// as the text that went in: copying a name or searching for a sentence finds it.
import { listWorks } from '../../server/src/modules/works/catalog.js';
import { comparable, extractText } from '../support/pdf-text.js';
import type { FontFamilyName } from '../../server/src/pdf/fonts.js';
import { renderPdf } from '../../server/src/pdf/render.js';
import { typedText } from '../../server/src/pdf/text-layer.js';
import { flattenText } from '../../server/src/pdf/templates/flatten.js';
import { SAMPLE_CASES, sampleInput } from '../support/work-samples.js';

const FONTS: readonly FontFamilyName[] = ['NotoSerif', 'NotoSans'];
const CASES = listWorks().flatMap((work) =>
  SAMPLE_CASES.flatMap((c) => FONTS.map((font) => [work.key, c.name, font, work, c] as const)),
);

describe.each(CASES)('%s, %s, %s', (_key, _case, font, work, c) => {
  const doc = work.template(sampleInput(work, c));
  const pieces = flattenText(doc)
    .map((piece) => comparable(typedText(piece)))
    .filter(Boolean);
  let pdf: Buffer;
  beforeAll(async () => {
    pdf = await renderPdf({ ...doc, defaultStyle: { ...doc.defaultStyle, font } });
  });

  test.each(['pdftotext -raw', 'pdf.js'] as const)(
    '%s gives back every piece of text exactly',
    async (extractor) => {
      const text = comparable(await extractText(pdf, extractor));
      expect(pieces.filter((piece) => !text.includes(piece))).toEqual([]);
    },
  );

  // -layout sets side-by-side columns (a list's numbers beside its items, table cells) line by
  // line across the page, so a piece that wraps inside a column is interleaved: there, every word.
  test('pdftotext -layout gives back every word exactly', async () => {
    const words = new Set(comparable(await extractText(pdf, 'pdftotext -layout')).split(' '));
    const missing = pieces.flatMap((piece) => piece.split(' ')).filter((word) => !words.has(word));
    expect(missing).toEqual([]);
  });
});
