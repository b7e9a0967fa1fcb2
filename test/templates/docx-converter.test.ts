// The Word converter piece by piece, on small definitions: what each pdfmake construct becomes in
// WordprocessingML (paragraph properties, tables' grids and lines, columns, lists, the page).
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { renderDocx } from '../../server/src/pdf/docx/render-docx.js';
import { readDocx } from '../support/docx-text.js';

const bodyOf = async (definition: TDocumentDefinitions) => {
  const docx = readDocx(await renderDocx({ pageMargins: [50, 40, 50, 40], ...definition }));
  return { ...docx, xml: docx.part('word/document.xml') };
};
const grid = (xml: string) =>
  [...xml.matchAll(/<w:tblGrid>([\s\S]*?)<\/w:tblGrid>/g)].map((m) =>
    [...m[1]!.matchAll(/w:w="(\d+)"/g)].map((w) => Number(w[1])),
  );
/** A4 less the margins of bodyOf, in twips. */
const ROOM = Math.round(595.28 * 20) - 2000;

test('a paragraph keeps its weight, size, alignment, margins and first-line indent', async () => {
  const { xml, body } = await bodyOf({
    content: [
      {
        text: ['विषय: ', { text: 'सिफारिस', bold: true, decoration: 'underline' }],
        fontSize: 14,
        alignment: 'justify',
        margin: [10, 6, 0, 4],
        leadingIndent: 24,
      },
    ],
  });
  expect(body[0]).toBe('विषय: सिफारिस');
  const paragraph = xml.match(/<w:p>[\s\S]*?<\/w:p>/)![0];
  expect(paragraph).toContain('<w:jc w:val="both"/>');
  expect(paragraph).toMatch(/<w:spacing w:after="80" w:before="120"\/>/);
  expect(paragraph).toMatch(/<w:ind w:left="200" w:firstLine="480"\/>/);
  expect(paragraph).toContain('<w:sz w:val="28"/><w:szCs w:val="28"/>');
  // Bold for Devanagari too (complex script), and only on its own run.
  expect(paragraph.match(/<w:b\/><w:bCs\/>/g)).toHaveLength(1);
  expect(paragraph).toContain('<w:u w:val="single"/>');
});

test('a table gets its widths (with the paddings) and pdfmake’s default lines, said once', async () => {
  const { xml, body } = await bodyOf({
    content: [
      {
        table: {
          widths: [100, '*'],
          body: [
            ['नाम', 'सीता'],
            ['ठेगाना', 'काठमाडौं'],
          ],
        },
      },
    ],
  });
  const [columns] = grid(xml);
  // 100 pt of text, 4 pt of padding on each side and a line: 109 pt; '*' takes the rest of the room.
  expect(columns![0]).toBe(2180);
  expect(Math.abs(columns![0]! + columns![1]! - ROOM)).toBeLessThanOrEqual(40);
  expect(xml).toMatch(/<w:insideH w:val="single" w:color="000000" w:sz="8"\/>/);
  expect(xml).toMatch(/<w:tblCellMar><w:top w:type="dxa" w:w="40"\/><w:left w:type="dxa" w:w="80"\/>/);
  expect(xml).not.toContain('<w:tcBorders>');
  expect(body).toEqual(['नाम', 'सीता', 'ठेगाना', 'काठमाडौं']);
});

test('named layouts: noBorders draws nothing, lightHorizontalLines a line under the header', async () => {
  const table = (layout: string) => ({
    layout,
    table: {
      headerRows: 1,
      widths: ['*', '*'],
      body: [
        ['क', 'ख'],
        ['ग', 'घ'],
        ['ङ', 'च'],
      ],
    },
  });
  const none = (await bodyOf({ content: [table('noBorders')] })).xml;
  expect(none).not.toMatch(/w:val="single"/);
  const light = (await bodyOf({ content: [table('lightHorizontalLines')] })).xml;
  // Each cell its own lines: 2 pt black under the header, 1 pt grey between rows, none outside.
  const cells = [...light.matchAll(/<w:tcBorders>([\s\S]*?)<\/w:tcBorders>/g)].map((m) => m[1]!);
  expect(cells).toHaveLength(6);
  expect(cells[0]).toMatch(/<w:top w:val="nil"/);
  expect(cells[0]).toMatch(/<w:bottom w:val="single" w:color="000000" w:sz="16"\/>/);
  expect(cells[2]).toMatch(/<w:bottom w:val="single" w:color="AAAAAA" w:sz="8"\/>/);
  expect(cells[4]).toMatch(/<w:bottom w:val="nil"/);
  expect(light).toContain('<w:tblHeader/>');
});

test('columns are a borderless table of one row; two tables in a row stay two', async () => {
  const { xml, body } = await bodyOf({
    content: [
      {
        columns: [
          { text: '१.', width: 22 },
          { text: 'पहिलो कुरा', width: '*' },
        ],
        columnGap: 2,
      },
      { table: { body: [['क']] } },
      { table: { body: [['ख']] } },
    ],
  });
  const [columns] = grid(xml);
  expect(columns![0]).toBe(440);
  // The second column starts after the gap, which is its cell's left margin.
  expect(columns![1]).toBe(ROOM - 440);
  expect(xml).toMatch(/<w:tcMar><w:top w:type="dxa" w:w="0"\/><w:left w:type="dxa" w:w="40"\/>/);
  expect(body.filter(Boolean)).toEqual(['१.', 'पहिलो कुरा', 'क', 'ख']);
  // Word joins tables that touch: a paragraph stands between them.
  expect(xml).not.toMatch(/<\/w:tbl><w:tbl>/);
});

test('lists, page breaks of unbreakable blocks, and a stack’s margins', async () => {
  const { xml, body } = await bodyOf({
    content: [
      { ul: ['एक', 'दुई'] },
      { ol: ['तीन'] },
      { stack: ['पहिलो', 'दोस्रो'], margin: [0, 10, 0, 20], unbreakable: true },
    ],
  });
  expect(body.filter(Boolean)).toEqual(['• एक', '• दुई', '1. तीन', 'पहिलो', 'दोस्रो']);
  const paragraphs = xml.match(/<w:p>[\s\S]*?<\/w:p>/g)!;
  expect(paragraphs[3]).toMatch(/<w:keepNext\/><w:keepLines\/><w:spacing w:before="200"\/>/);
  // The block's last paragraph ends it: it does not hold to what follows.
  expect(paragraphs[4]).not.toContain('<w:keepNext/>');
  expect(paragraphs[4]).toMatch(/<w:keepLines\/><w:spacing w:after="400"\/>/);
});

test('the page: its size, margins, Devanagari page numbers; the language and the default font', async () => {
  const { xml, part } = await bodyOf({ content: ['नमस्ते'], defaultStyle: { font: 'NotoSans' } });
  expect(xml).toMatch(/<w:pgSz w:w="11906" w:h="16838"/);
  expect(xml).toMatch(/<w:pgMar w:top="800" w:right="1000" w:bottom="800" w:left="1000"/);
  expect(xml).toContain('<w:pgNumType w:fmt="hindiNumbers"/>');
  const styles = part('word/styles.xml');
  expect(styles).toContain('w:cs="Noto Sans Devanagari"');
  expect(styles).toMatch(/<w:lang w:val="ne-NP" w:eastAsia="ne-NP" w:bidi="ne-NP"\/>/);
});

test('text reads as typed: break hints and no-break spaces pdfmake needs are gone', async () => {
  const { body } = await bodyOf({ content: ['२०८२/\u200D०८/\u200D०६ मा\u00A0।', 'नेपाल\u200Bनेपाल'] });
  expect(body).toEqual(['२०८२/०८/०६ मा ।', 'नेपालनेपाल']);
});
