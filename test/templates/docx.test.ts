// Every work, for each sample applicant, as the Word file the render stores beside the PDF: opened
// as a word processor opens it (unzip, then the paragraphs' text), it prints every piece of text
// the PDF prints, so every printed value (printed-fields.test.ts shows each field changes those
// pieces), on the PDF's page (A4, its margins) in the Noto Devanagari family, in Nepali.
import { listWorks } from '../../server/src/modules/works/catalog.js';
import { renderDocx } from '../../server/src/pdf/docx/render-docx.js';
import { runRenderTask } from '../../server/src/pdf/render-task.js';
import { typedText } from '../../server/src/pdf/text-layer.js';
import { flattenText } from '../../server/src/pdf/templates/flatten.js';
import { withVerificationFooter } from '../../server/src/pdf/templates/verification-footer.js';
import { groupedVerificationCode } from '../../server/src/shared/verification-code.js';
import { readDocx } from '../support/docx-text.js';
import { comparable } from '../support/pdf-text.js';
import { SAMPLE_CASES, sampleInput } from '../support/work-samples.js';

const VERIFICATION = {
  code: 'ABCDEFGHJKMNPQRSTVWX',
  url: 'https://lekhapadi.example/verify/ABCDEFGHJKMNPQRSTVWX',
};
const CASES = listWorks().flatMap((work) => SAMPLE_CASES.map((c) => [work.key, c.name, work, c] as const));
const twips = (points: number) => String(Math.round(points * 20));

describe.each(CASES)('%s, %s', (_key, _case, work, c) => {
  const definition = withVerificationFooter(work.template(sampleInput(work, c)), VERIFICATION);
  let docx: ReturnType<typeof readDocx>;
  beforeAll(async () => {
    docx = readDocx(await renderDocx(definition));
  });

  test('its paragraphs hold every piece of text the PDF prints', () => {
    const paragraphs = docx.body.map(comparable);
    const pieces = flattenText(definition)
      .map((piece) => comparable(typedText(piece)))
      .filter(Boolean);
    expect(pieces.filter((piece) => !paragraphs.some((p) => p.includes(piece)))).toEqual([]);
    // Nothing the PDF leaves out: no paragraph of text the definition does not have.
    const text = comparable(flattenText(definition).map(typedText).join('\n'));
    expect(paragraphs.filter((p) => p && !text.includes(p))).toEqual([]);
  });

  test('its footer prints the verification code and its address', () => {
    const footer = comparable(docx.footer.join('\n'));
    expect(footer).toContain(`प्रमाणीकरण कोड: ${groupedVerificationCode(VERIFICATION.code)}`);
    expect(footer).toContain(VERIFICATION.url);
  });

  test('its spaces are plain where the PDF’s text has plain ones: no no-break space anywhere', () => {
    // The PDF's text layer gives a no-break space back as a space (typedText): so must Word's Find.
    for (const name of [
      'word/document.xml',
      ...[...docx.parts.keys()].filter((n) => /footer\d*\.xml$/.test(n)),
    ])
      expect(docx.part(name).split('\u00A0').length - 1).toBe(0);
  });

  test('it embeds the Devanagari font it names, regular and bold', () => {
    const family =
      definition.defaultStyle?.font === 'NotoSans' ? 'Noto Sans Devanagari' : 'Noto Serif Devanagari';
    const table = docx.part('word/fontTable.xml');
    const entry = table.match(new RegExp(`<w:font w:name="${family}">[\\s\\S]*?</w:font>`))?.[0] ?? '';
    expect(entry).toMatch(/<w:embedRegular [^>]*r:id="[^"]+"/);
    expect(entry).toMatch(/<w:embedBold [^>]*r:id="[^"]+"/);
    const fonts = [...docx.parts.keys()].filter((name) => /^word\/fonts\/.+\.odttf$/.test(name));
    expect(fonts).toHaveLength(2);
    for (const name of fonts) expect(docx.parts.get(name)!.length).toBeGreaterThan(100_000);
    expect(docx.part('word/settings.xml')).toContain('<w:embedTrueTypeFonts/>');
  });

  test('A4 with the PDF’s margins, in Noto Devanagari, in Nepali', () => {
    const xml = docx.part('word/document.xml');
    const [left, top, right, bottom] = definition.pageMargins as number[];
    expect(xml).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
    const margins = xml.match(/<w:pgMar [^>]*>/)?.[0] ?? '';
    expect(margins).toContain(`w:top="${twips(top!)}"`);
    expect(margins).toContain(`w:right="${twips(right!)}"`);
    expect(margins).toContain(`w:bottom="${twips(bottom!)}"`);
    expect(margins).toContain(`w:left="${twips(left!)}"`);
    const family =
      definition.defaultStyle?.font === 'NotoSans' ? 'Noto Sans Devanagari' : 'Noto Serif Devanagari';
    // The file's default run properties name it for every kind of character; no run names another.
    const defaults = docx.part('word/styles.xml').match(/<w:rPrDefault>[\s\S]*?<\/w:rPrDefault>/)?.[0] ?? '';
    for (const slot of ['ascii', 'hAnsi', 'cs', 'eastAsia'])
      expect(defaults).toContain(`w:${slot}="${family}"`);
    expect(defaults).toMatch(/<w:lang [^>]*w:bidi="ne-NP"/);
    const named = [...xml.matchAll(/w:(?:ascii|hAnsi|cs|eastAsia)="([^"]+)"/g)].map((m) => m[1]);
    expect(named.filter((name) => name !== family)).toEqual([]);
  });
});

// The render job makes both files; the footer of the Word copy follows the PDF's page count.
test.each([
  ['birth-date-verification', 1],
  ['land-sale-deed', 2],
])('the Word copy of %s (%i PDF pages) has the footer of that many pages', async (workKey, pages) => {
  const work = listWorks().find((w) => w.key === workKey)!;
  const input = { ...sampleInput(work, SAMPLE_CASES[2]!), verification: VERIFICATION };
  const { pdf, docx } = await runRenderTask({ kind: 'work', workKey, input, docx: true });
  expect(pdf.toString('latin1').match(/\/Type \/Page[^s]/g)).toHaveLength(pages);
  const { footer, part } = readDocx(docx!);
  const code = `प्रमाणीकरण कोड: ${groupedVerificationCode(VERIFICATION.code)}`;
  if (pages === 1) {
    // As pdfmake lays a one-page paper out: the verification mark only.
    expect(footer.filter(Boolean)).toEqual([code, VERIFICATION.url]);
  } else {
    // Every page: the parties' line to sign, 'पृष्ठ <PAGE>/<NUMPAGES>' as Word's fields, the mark.
    expect(footer.filter(Boolean)).toEqual([
      expect.stringMatching(/^दाताको सहीछाप: \.+$/),
      expect.stringMatching(/^ग्रहिताको सहीछाप: \.+$/),
      'पृष्ठ /',
      code,
      VERIFICATION.url,
    ]);
    expect(part('word/footer1.xml')).toMatch(/<w:instrText[^>]*>PAGE<\/w:instrText>/);
    expect(part('word/footer1.xml')).toMatch(/<w:instrText[^>]*>NUMPAGES<\/w:instrText>/);
  }
});
