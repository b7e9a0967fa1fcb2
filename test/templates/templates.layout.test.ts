// How every work falls on its pages, read back from the PDF: a signature never stands alone on a
// page, every page of a longer document is numbered, and every page of a deed but the last carries
// the parties' line to sign.
import { comparable, pdfJsText } from '../support/pdf-text.js';
import { listWorks } from '../../server/src/modules/works/catalog.js';
import type { WorkDefinition } from '../../server/src/modules/works/work.types.js';
import { toDevanagariDigits } from '../../server/src/shared/nepali/index.js';
import { renderPdf } from '../../server/src/pdf/render.js';
import { typedText } from '../../server/src/pdf/text-layer.js';
import { flattenText } from '../../server/src/pdf/templates/flatten.js';
import { DECLARATION } from '../../server/src/pdf/templates/parts.js';
import { longestInput, SAMPLE_CASES, sampleInput } from '../support/work-samples.js';
import type { TemplateInput } from '../../server/src/pdf/templates/types.js';

const declaration = comparable(typedText(DECLARATION));

/**
 * Sentences of the body: pieces of eight words or more ending in a danda, not the deed's date line
 * nor the declaration every application closes with (a page holding only it and the signature is
 * a signature alone on a page).
 */
function bodySentenceEndings(input: TemplateInput, work: WorkDefinition): string[] {
  return flattenText(work.template(input))
    .map((piece) => comparable(typedText(piece)))
    .filter(
      (piece) =>
        piece.endsWith('।') &&
        piece.split(' ').length >= 8 &&
        !piece.startsWith('इति') &&
        piece !== declaration,
    )
    .map((piece) => piece.split(' ').slice(-5).join(' '));
}

/** The longer text pieces of an application's तपसिल (between its heading and the declaration). */
function tapsilPieces(input: TemplateInput, work: WorkDefinition): string[] {
  const pieces = flattenText(work.template(input)).map((piece) => comparable(typedText(piece)));
  const start = pieces.indexOf('तपसिल');
  const end = pieces.indexOf(declaration);
  if (start < 0 || end < start) return [];
  return pieces.slice(start + 1, end).filter((piece) => piece.length >= 6);
}

const CASES = listWorks().flatMap((work) => [
  ...SAMPLE_CASES.map((c) => [work.key, c.name, work, () => sampleInput(work, c)] as const),
  [work.key, 'the longest values the form accepts', work, () => longestInput(work)] as const,
]);

test.each(CASES)('%s, %s', async (_key, _case, work, inputOf) => {
  const input = inputOf();
  const doc = work.template(input);
  const pages = (await pdfJsText(await renderPdf(doc))).split('\f').map(comparable);
  const endings = bodySentenceEndings(input, work);
  const tapsil = tapsilPieces(input, work);
  const firstSigned = pages.findIndex((page) => page.includes('हस्ताक्षर:'));
  pages.forEach((page, i) => {
    if (i === firstSigned) {
      // The page the signatures begin on also holds the body: the end of one of its sentences (the
      // request, the deed's closing) or the last of a तपसिल's rows. The declaration alone is not
      // enough. (A closing taller than a page runs on: its witnesses may fill the next page.)
      const holdsTheBody =
        endings.some((ending) => page.includes(ending)) || tapsil.some((piece) => page.includes(piece));
      expect({ page: i + 1, holdsTheBody }).toEqual({ page: i + 1, holdsTheBody: true });
    }
    if (pages.length > 1) {
      expect(page).toContain(`पृष्ठ ${toDevanagariDigits(i + 1)}/${toDevanagariDigits(pages.length)}`);
      if (work.category === 'deed' && i < pages.length - 1) expect(page).toMatch(/को सहीछाप:/);
    }
  });
});
