import { readFileSync } from 'node:fs';
import { PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib';
import {
  appearanceFontNames,
  appearanceStreams,
  pdfJsAnnotations,
} from '../../../../test/support/pdf-annotations.js';
import { popplerText } from '../../../../test/support/pdf-text.js';
import { harfBuzzShaper } from '../../pdf/harfbuzz-shaper.js';
import { type Annotation, validateAnnotations } from './annotation-model.js';
import { ANNOTATION_FONT_FILE } from './devanagari-text.js';
import { pageSizes, writeAnnotations } from './write-annotations.js';

// A 2 × 2 red PNG: enough for an image XObject.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
const TEXT = 'श्री क्षेत्र सम्‍झना द्वारा'.normalize('NFC');

async function blankPdf(pages = 1) {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < pages; i++) pdf.addPage([595.28, 841.89]);
  return pdf.save();
}

const oneOfEach: Annotation[] = [
  {
    kind: 'FREE_TEXT',
    page: 1,
    rect: { x: 50, y: 700, width: 300, height: 60 },
    color: '#000000',
    text: TEXT,
    fontSize: 14,
  },
  {
    kind: 'HIGHLIGHT',
    page: 1,
    rect: { x: 50, y: 600, width: 200, height: 14 },
    color: '#ffeb3b',
    quads: [{ x: 50, y: 600, width: 200, height: 14 }],
    text: 'निवेदन',
  },
  {
    kind: 'INK',
    page: 2,
    rect: { x: 100, y: 100, width: 50, height: 50 },
    color: '#1a237e',
    inkPaths: [[100, 100, 125, 150, 150, 100]],
    strokeWidth: 2,
  },
  {
    kind: 'STAMP',
    page: 2,
    rect: { x: 300, y: 100, width: 80, height: 40 },
    color: '#000000',
    stampImageId: 'stamp-1',
  },
];

describe('writeAnnotations', () => {
  let written: Uint8Array;
  let original: Uint8Array;

  beforeAll(async () => {
    original = await blankPdf(2);
    const valid = validateAnnotations(oneOfEach, await pageSizes(original));
    written = await writeAnnotations(original, valid, new Map([['stamp-1', PNG]]));
  });

  it('writes the four standard subtypes, which pdf.js reads back with the typed text', async () => {
    const found = await pdfJsAnnotations(written);
    expect(found.map((a) => [a.page, a.subtype]).sort()).toEqual([
      [1, 'FreeText'],
      [1, 'Highlight'],
      [2, 'Ink'],
      [2, 'Stamp'],
    ]);
    expect(found.find((a) => a.subtype === 'FreeText')?.contents).toBe(TEXT);
    expect(found.find((a) => a.subtype === 'Highlight')?.contents).toBe('निवेदन');
  });

  it('draws the free text as HarfBuzz shapes it, in glyphs of the embedded Noto font, never .notdef', async () => {
    const [stream] = await appearanceStreams(written, 'FreeText');
    const drawn = [...(stream ?? '').matchAll(/<([0-9a-f]{4})> Tj/g)].map((m) => Number.parseInt(m[1]!, 16));
    const shape = harfBuzzShaper(readFileSync(ANNOTATION_FONT_FILE));
    const expected = TEXT.split(' ').flatMap((word, i, words) =>
      shape(i < words.length - 1 ? `${word} ` : word).glyphs.map((g) => g.id),
    );
    expect(drawn.length).toBeGreaterThan(5);
    expect(drawn).not.toContain(0);
    // One line: the whole text shaped at once gives the same glyphs as drawn.
    expect(drawn).toEqual(shape(TEXT).glyphs.map((g) => g.id));
    expect(expected.filter((id) => id !== 0).length).toBeGreaterThan(0);
    expect(await appearanceFontNames(written, 'FreeText')).toEqual([
      '/NotoSansDevanagari-Regular',
      '/NotoSansDevanagari-Regular',
    ]);
  });

  it('names the embedded Devanagari font in the free text’s /DA, found in the form’s /DR', async () => {
    const pdf = await PDFDocument.load(written);
    const annots = pdf.getPages()[0]!.node.Annots()!;
    const freeText = annots
      .asArray()
      .map((ref) => pdf.context.lookup(ref, PDFDict))
      .find((dict) => dict.get(PDFName.of('Subtype'))?.toString() === '/FreeText')!;
    const da = (freeText.lookup(PDFName.of('DA'), PDFString) as PDFString).decodeText();
    expect(da).toMatch(/^\/NotoDeva 14 Tf /);
    const fonts = pdf.catalog
      .getAcroForm()!
      .dict.lookup(PDFName.of('DR'), PDFDict)
      .lookup(PDFName.of('Font'), PDFDict);
    const font = fonts.lookup(PDFName.of('NotoDeva'), PDFDict);
    expect(font.get(PDFName.of('BaseFont'))?.toString()).toBe('/NotoSansDevanagari-Regular');
  });

  it('keeps the page text and leaves the original bytes untouched', async () => {
    const copy = Buffer.from(original);
    await writeAnnotations(original, [oneOfEach[1]!], new Map());
    expect(Buffer.from(original).equals(copy)).toBe(true);
    const reloaded = await PDFDocument.load(written);
    expect(reloaded.getPageCount()).toBe(2);
    // The free text's ActualText makes it extractable from its appearance when printed flat.
    expect(typeof (await popplerText(written, 'raw'))).toBe('string');
  });

  it('keeps annotations the PDF already had', async () => {
    const again = await writeAnnotations(written, [oneOfEach[1]!], new Map());
    const found = await pdfJsAnnotations(again);
    expect(found.filter((a) => a.subtype === 'Highlight')).toHaveLength(2);
    expect(found).toHaveLength(5);
  });
});

describe('validateAnnotations', () => {
  const pages = [{ width: 595, height: 842 }];
  const at = (a: Partial<Annotation>) => () =>
    validateAnnotations([{ ...oneOfEach[0]!, ...a } as Annotation], pages);
  const fieldOf = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      return (error as { details: { field: string } }).details.field;
    }
    return null;
  };

  it('names the field of the first problem', () => {
    expect(fieldOf(at({ page: 2 }))).toBe('annotations.0.page');
    expect(fieldOf(at({ rect: { x: 500, y: 10, width: 200, height: 10 } }))).toBe('annotations.0.rect');
    expect(fieldOf(at({ text: ' ' }))).toBe('annotations.0.text');
    expect(fieldOf(at({ text: 'क'.repeat(1001) }))).toBe('annotations.0.text');
    expect(fieldOf(at({ color: 'red' }))).toBe('annotations.0.color');
    expect(fieldOf(at({ fontSize: 200 }))).toBe('annotations.0.fontSize');
    expect(fieldOf(at({ kind: 'INK', inkPaths: [[1, 2, 3]] }))).toBe('annotations.0.inkPaths.0');
    expect(fieldOf(at({ kind: 'INK', inkPaths: [[1, 2, 9999, 3]] }))).toBe('annotations.0.inkPaths.0');
    expect(fieldOf(at({ kind: 'STAMP', stampImageId: null }))).toBe('annotations.0.stampImageId');
    expect(fieldOf(() => validateAnnotations(Array(201).fill(oneOfEach[0]), pages))).toBe('annotations');
  });

  it('bounds a whole save: 10,000 ink points and 1,000 highlighted lines over all its annotations', () => {
    const ink = (points: number) => ({
      ...oneOfEach[0]!,
      kind: 'INK' as const,
      inkPaths: Array.from({ length: 50 }, () => Array.from({ length: (points / 50) * 2 }, () => 100)),
    });
    const highlight = (lines: number) => ({
      ...oneOfEach[0]!,
      kind: 'HIGHLIGHT' as const,
      quads: Array.from({ length: lines }, () => ({ x: 10, y: 10, width: 100, height: 10 })),
    });
    expect(fieldOf(() => validateAnnotations(Array(2).fill(ink(5000)), pages))).toBeNull();
    expect(fieldOf(() => validateAnnotations(Array(3).fill(ink(5000)), pages))).toBe('annotations');
    expect(fieldOf(() => validateAnnotations(Array(10).fill(highlight(100)), pages))).toBeNull();
    expect(fieldOf(() => validateAnnotations(Array(11).fill(highlight(100)), pages))).toBe('annotations');
  });

  it('keeps text as NFC', () => {
    const [one] = validateAnnotations([{ ...oneOfEach[0]!, text: 'क़' }], pages);
    expect(one?.text).toBe('क़'.normalize('NFC'));
  });
});
