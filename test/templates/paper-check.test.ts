// The layout check every render passes: what pdfmake would silently leave out makes the render
// fail with the reason the person reads, in Nepali and English.
import type { Content } from 'pdfmake/interfaces.js';
import {
  CLOSING_ID,
  INCOMPLETE_PAPER_REASON,
  IncompletePaperError,
} from '../../server/src/pdf/paper-check.js';
import { renderPdf } from '../../server/src/pdf/render.js';
import { pdfJsText } from '../support/pdf-text.js';

const line = (i: number): Content => ({ text: `साक्षी नं. ${i} को हस्ताक्षर ..........` });

const lines = (n: number) => Array.from({ length: n }, (_, i) => line(i));

test('a part of the closing taller than a page cannot be printed: the render fails', async () => {
  const closing = { id: CLOSING_ID, stack: [{ unbreakable: true, stack: lines(80) }] };
  const render = renderPdf({ content: [{ text: 'लिखितम् ...' }, closing] });
  await expect(render).rejects.toThrow(IncompletePaperError);
  await expect(render).rejects.toThrow(INCOMPLETE_PAPER_REASON);
  expect(INCOMPLETE_PAPER_REASON).toMatch(/शुल्क लागेन/);
  expect(INCOMPLETE_PAPER_REASON).toMatch(/nothing was charged/);
});

test('a closing kept on one page that is taller than a page runs on over it, printed whole', async () => {
  const closing = { id: CLOSING_ID, unbreakable: true, stack: lines(80) };
  const pdf = await renderPdf({ content: [{ text: 'लिखितम् ...' }, closing] });
  const text = (await pdfJsText(pdf)).replace(/\s+/g, '');
  for (let i = 0; i < 80; i++) expect(text).toContain(`साक्षीनं.${i}कोहस्ताक्षर`);
});

test('a page that would hold only its footer fails the render', async () => {
  const render = renderPdf({
    content: [{ text: 'पहिलो पाना', pageBreak: 'after' }, { text: '' }],
    footer: { text: 'पृष्ठ' },
  });
  await expect(render).rejects.toThrow(IncompletePaperError);
});

test('a heading that would end its page goes to the next one with what it heads', async () => {
  // 32 lines leave room on page 1 for the heading but not for the table's one tall row.
  const filler = Array.from({ length: 32 }, (_, i) => ({ text: `अनुच्छेद ${i}` }));
  const table = { table: { dontBreakRows: true, body: [[{ text: 'पङ्क्ति\n'.repeat(12) }]] } };
  await expect(
    renderPdf({ content: [...filler, { text: 'तपसिल', headlineLevel: 1 }, table] }),
  ).resolves.toBeInstanceOf(Buffer);
});
