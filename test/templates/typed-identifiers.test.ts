// One spelling per typed identifier: a number the person typed (citizenship, passport, कित्ता,
// registration numbers) prints exactly as typed wherever the paper names it, in the PDF and in
// its Word copy. The lost-document report names the applicant's citizenship number twice: in the
// body (the lost document) and in the applicant's block.
import { listWorks } from '../../server/src/modules/works/catalog.js';
import { renderDocx } from '../../server/src/pdf/docx/render-docx.js';
import { renderPdf } from '../../server/src/pdf/render.js';
import { toDevanagariDigits } from '../../server/src/shared/nepali/index.js';
import { readDocx } from '../support/docx-text.js';
import { pdfJsText } from '../support/pdf-text.js';
import { SAMPLE_CASES, sampleInput } from '../support/work-samples.js';

const TYPED = '04-01-73-01234';
const count = (text: string, of: string) => text.split(of).length - 1;
const plain = (text: string) => text.replace(/[\u200B\u200D]/g, '').replace(/\u00A0/g, ' ');

test('the lost-document report prints the citizenship number as typed in its body and its applicant block', async () => {
  const work = listWorks().find((w) => w.key === 'lost-document-report')!;
  const base = sampleInput(work, SAMPLE_CASES[1]!);
  const input = {
    ...base,
    values: { ...base.values, citizenshipNumber: TYPED, documentKind: 'citizenship', documentNumber: TYPED },
  };
  const definition = work.template(input);
  const pdf = plain(await pdfJsText(await renderPdf(definition)));
  const docx = readDocx(await renderDocx(definition));
  const word = plain(docx.body.join('\n'));
  for (const text of [pdf, word]) {
    expect(count(text, TYPED)).toBeGreaterThanOrEqual(2);
    expect(text).not.toContain(toDevanagariDigits(TYPED));
  }
});
