import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { latinPieces, withLatinFonts } from './latin-runs.js';
import { renderPdf } from './render.js';

const run = promisify(execFile);

describe('latinPieces', () => {
  test.each([
    ['नाम: Yadav Traders', ['नाम: ', { text: 'Yadav Traders', font: 'L' }]],
    ['sarita@example.com', [{ text: 'sarita@example.com', font: 'L' }]],
    // The code's digits go with its letters; the word before keeps its own font and its space.
    ['दर्ता नं. 12890 Civil A), मेची', ['दर्ता नं. ', { text: '12890 Civil A), ', font: 'L' }, 'मेची']],
    ['राहदानी नं. PA1234567 हो ।', ['राहदानी नं. ', { text: 'PA1234567 ', font: 'L' }, 'हो ।']],
  ])('%s', (text, pieces) => {
    expect(latinPieces(text, 'L')).toEqual(pieces);
    const joined = latinPieces(text, 'L')!
      .map((p) => (typeof p === 'string' ? p : p.text))
      .join('');
    expect(joined).toBe(text);
  });

  test.each([
    'वडा नं. ५, २०८२/०८/०६',
    '12345 (67)',
    // A word mixing scripts stays whole: a font change inside it would open a gap when justified.
    'Tradersको',
  ])('leaves %s in the Devanagari font', (text) => {
    expect(latinPieces(text, 'L')).toBeUndefined();
  });
});

describe('withLatinFonts', () => {
  test('picks the Latin companion of the font each node would have, in blocks, tables and footers', () => {
    const doc: TDocumentDefinitions = {
      defaultStyle: { font: 'NotoSerif' },
      styles: { sans: { font: 'NotoSans' } },
      content: [
        'Yadav Traders',
        { style: 'sans', stack: [{ text: ['नाम: ', { text: 'Ram', bold: true }] }] },
        { table: { body: [['PAN', '१२३']] } },
      ],
      footer: () => ({ text: 'Page' }),
    };
    const out = withLatinFonts(doc);
    expect(out.content).toEqual([
      { text: [{ text: 'Yadav Traders', font: 'NotoSerifLatin' }] },
      {
        style: 'sans',
        stack: [{ text: ['नाम: ', { text: [{ text: 'Ram', font: 'NotoSansLatin' }], bold: true }] }],
      },
      { table: { body: [[{ text: [{ text: 'PAN', font: 'NotoSerifLatin' }] }, '१२३']] } },
    ]);
    expect((out.footer as () => unknown)()).toEqual({ text: [{ text: 'Page', font: 'NotoSerifLatin' }] });
  });
});

async function fontsOf(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'latin-runs-'));
  try {
    await writeFile(join(dir, 'd.pdf'), pdf);
    return (await run('pdffonts', [join(dir, 'd.pdf')])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

test.each(['NotoSerif', 'NotoSans'])(
  'a document in %s prints its Latin words in the matching Noto Latin font',
  async (font) => {
    const withLatin = await fontsOf(
      await renderPdf({ defaultStyle: { font }, content: ['व्यवसायको नाम: Yadav Traders'] }),
    );
    expect(withLatin).toMatch(new RegExp(`\\+${font}Devanagari-Regular `));
    expect(withLatin).toMatch(new RegExp(`\\+${font}-Regular `));
    const without = await fontsOf(await renderPdf({ defaultStyle: { font }, content: ['वडा नं. ५'] }));
    expect(without).not.toMatch(new RegExp(`\\+${font}-Regular `));
  },
);
