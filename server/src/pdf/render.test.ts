import { readFileSync, writeFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { jest } from '@jest/globals';
import { allFontFiles, everyFontFile } from './fonts.js';
import { type DocDefinition, renderPdf, renderPdfBare } from './render.js';
import { sharedFont } from './shared-fonts.js';

const sample: DocDefinition = {
  info: { title: 'नागरिकता सिफारिस' },
  content: [
    { text: 'श्री वडाध्यक्षज्यू,', style: 'heading' },
    { text: 'वडा नं. ५, काठमाडौं महानगरपालिका' },
    { text: 'विषय: नागरिकता प्रमाणपत्रको सिफारिस पाऊँ।', style: 'subject' },
    {
      text:
        'उपर्युक्त सम्बन्धमा म निवेदक अविवाहित भई यसै वडामा स्थायी बसोबास गर्दै आएकोले मेरो नाममा ' +
        'नागरिकता प्रमाणपत्र जारी गर्नका लागि जिल्ला प्रशासन कार्यालयमा सिफारिस गरिदिनुहुन सादर अनुरोध ' +
        'गर्दछु। आर्थिक वर्ष २०८१/०८२ को कर तिरेको रसिद, बाबुको नागरिकताको प्रतिलिपि र मञ्जुरीनामा ' +
        'संलग्न गरेको छु। उल्लेखित व्यहोरा ठीक साँचो छ, झुट्टा ठहरे कानुनबमोजिम सहुँला बुझाउँला।',
      alignment: 'justify',
    },
    {
      margin: [0, 12, 0, 12],
      table: {
        widths: ['auto', '*', '*'],
        body: [
          [
            { text: 'क्र.सं.', style: 'tableHeader' },
            { text: 'नाम थर', style: 'tableHeader' },
            { text: 'नाता', style: 'tableHeader' },
          ],
          ['१', 'राम बहादुर श्रेष्ठ', 'बाबु'],
          ['२', 'सीता कुमारी श्रेष्ठ', 'आमा'],
          ['३', 'लक्ष्मी प्रसाद द्विवेदी (Ward No. 9)', 'बाजे'],
        ],
      },
    },
    { text: 'निवेदकको हस्ताक्षर: ....................', alignment: 'right' },
    { text: 'मिति: २०८२/०५/०९', alignment: 'right', font: 'NotoSans' },
  ],
};

/** The content streams of a PDF, inflated: pdfmake compresses them. */
function contentStreams(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const parts: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      parts.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // font programs and other streams that are not flate encoded
    }
  }
  return parts.join('\n');
}

describe('renderPdf', () => {
  test('renders a Nepali document to a PDF with subsets of the faces it uses embedded', async () => {
    const pdf = await renderPdf(sample);
    // SAMPLE_PDF=/tmp/sample.pdf keeps the file, to look at (pdftoppm -png -r 80 /tmp/sample.pdf /tmp/sample).
    if (process.env.SAMPLE_PDF) writeFileSync(process.env.SAMPLE_PDF, pdf);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdf.toString('latin1');
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSerifDevanagari-Regular/);
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSerifDevanagari-Bold/);
    expect(text).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
    expect(text).toContain('/Lang (ne)');
  });

  test('parses each font file once per process, not once per document', async () => {
    for (const file of everyFontFile) sharedFont(file); // parsed now, if no earlier test did it
    // fontkit's TrueType class reads the table directory exactly once per parse.
    const trueTypeFont = Object.getPrototypeOf(sharedFont(allFontFiles[0])) as { _decodeDirectory(): void };
    const parses = jest.spyOn(trueTypeFont, '_decodeDirectory');
    try {
      await renderPdf(sample);
      await renderPdf(sample);
      expect(parses).toHaveBeenCalledTimes(0);
      await renderPdfBare(sample);
      await renderPdfBare(sample);
      // Serif regular and bold, sans regular, and Noto Serif for '(Ward No. 9)': per document.
      expect(parses).toHaveBeenCalledTimes(8);
    } finally {
      parses.mockRestore();
    }
  });

  test('normalises text to NFC, so decomposed input renders like precomposed input', async () => {
    const precomposed = 'सड\u095Cक र \u095Bमिन'; // ड़ and ज़ as single characters
    const decomposed = precomposed.normalize('NFD');
    expect(decomposed).not.toBe(precomposed);
    const render = (text: string) => renderPdf({ content: [{ text }], info: { creationDate: new Date(0) } });
    const [a, b] = await Promise.all([render(precomposed), render(decomposed)]);
    expect(contentStreams(b)).toBe(contentStreams(a));
    // and the definition handed in is left as it was
    const doc: DocDefinition = { content: [{ text: decomposed }] };
    await renderPdf(doc);
    expect(doc).toEqual({ content: [{ text: decomposed }] });
  });

  test('shapes a word the same in every document, whatever earlier documents embedded', async () => {
    // ौं is drawn as ा and a ligature of ै with ं: a document embedding that ligature must not
    // change how a later document shapes आफैं (a shaper reading glyphs' characters once did).
    const doc = (text: string): DocDefinition => ({
      content: [{ text, font: 'NotoSans' }],
      info: { creationDate: new Date(0) },
    });
    const sentence = 'सो म आफैं गरेँ ।';
    const before = contentStreams(await renderPdf(doc(sentence)));
    await renderPdf(doc('काठमाडौं'));
    expect(contentStreams(await renderPdf(doc(sentence)))).toBe(before);
  });

  test('marks every drawn word with the text it stands for (/ActualText)', async () => {
    const streams = contentStreams(await renderPdf({ content: ['मिति कार्यालय'] }));
    const actual = [...streams.matchAll(/\/ActualText <FEFF([0-9A-F]*)>/g)].map(([, hex]) =>
      String.fromCharCode(...(hex!.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16))),
    );
    expect(actual).toEqual(['मिति ', 'कार्यालय']);
  });
});

test('renders faster with parsed fonts reused than pdfmake as it comes', async () => {
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const time = async (render: () => Promise<Buffer>) => {
    const start = performance.now();
    await render();
    return performance.now() - start;
  };
  const shared: number[] = [];
  const bare: number[] = [];
  await renderPdf(sample); // warm up both paths
  await renderPdfBare(sample);
  for (let i = 0; i < 30; i++) {
    shared.push(await time(() => renderPdf(sample)));
    bare.push(await time(() => renderPdfBare(sample)));
  }
  console.info(
    `median render of the sample: ${median(shared).toFixed(1)} ms with shared fonts, ` +
      `${median(bare).toFixed(1)} ms bare (${shared.length} each)`,
  );
  expect(median(shared)).toBeLessThan(median(bare));
});

test('the font files are the Google build with Latin letters', () => {
  for (const file of allFontFiles) {
    const font = sharedFont(file);
    expect(font.layout('Ward').glyphs.every((glyph) => glyph.id !== 0)).toBe(true);
    expect(readFileSync(file).length).toBeLessThan(300_000);
  }
});
