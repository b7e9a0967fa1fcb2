import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import * as hb from 'harfbuzzjs';
import { allFontFiles } from './fonts.js';
import { sharedFont } from './render.js';
import { joinerHalfForms, shapingCorpus } from './shaping-corpus.js';

// One glyph as both shapers report it: glyph id, advances and offsets in font units.
type Shaped = [gid: number, xAdvance: number, yAdvance: number, xOffset: number, yOffset: number];

function shapeWithHarfBuzz(font: hb.Font, text: string): Shaped[] {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  buffer.setLanguage('ne');
  hb.shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  return buffer.getGlyphInfos().map((info, i) => {
    const p = positions[i];
    return [info.codepoint, p.xAdvance, p.yAdvance, p.xOffset, p.yOffset];
  });
}

// The font object and layout call pdfkit uses when rendering (its scale is 1000 / unitsPerEm,
// and these fonts have 1000 units per em, so the PDF gets these very numbers).
function shapeWithFontkit(file: string, text: string): Shaped[] {
  const run = sharedFont(file).layout(text);
  return run.glyphs.map((glyph, i) => {
    const p = run.positions[i];
    return [glyph.id, p.xAdvance, p.yAdvance, p.xOffset, p.yOffset];
  });
}

// "gid:xAdvance,yAdvance,xOffset,yOffset ..." keeps a failure readable.
const show = (glyphs: Shaped[]) =>
  glyphs.map(([gid, ...position]) => `${gid}:${position.join(',')}`).join(' ');

const spaceGlyph = (file: string) => sharedFont(file).layout(' ').glyphs[0].id;

const hbFont = (file: string) => new hb.Font(new hb.Face(new hb.Blob(readFileSync(file))));

test('the corpus covers at least 100 distinct strings', () => {
  expect(new Set(shapingCorpus).size).toBeGreaterThanOrEqual(100);
});

describe.each(allFontFiles.map((file) => [basename(file), file]))('%s', (_name, file) => {
  test('has 1000 units per em, so positions compare without scaling', () => {
    expect(sharedFont(file).unitsPerEm).toBe(1000);
  });

  test('shapes every corpus string exactly as HarfBuzz does with language ne', () => {
    const reference = hbFont(file);
    const mismatches = shapingCorpus
      .map((text) => text.normalize('NFC'))
      .map((text) => ({
        text,
        fontkit: shapeWithFontkit(file, text),
        harfbuzz: shapeWithHarfBuzz(reference, text),
      }))
      .map(({ text, fontkit, harfbuzz }) => ({ text, fontkit: show(fontkit), harfbuzz: show(harfbuzz) }))
      .filter(({ fontkit, harfbuzz }) => fontkit !== harfbuzz);
    expect(mismatches).toEqual([]);
  });

  test('half forms asked for with ZWJ match HarfBuzz from the joiner on (see joinerHalfForms)', () => {
    const reference = hbFont(file);
    for (const text of joinerHalfForms) {
      const fontkit = shapeWithFontkit(file, text);
      const harfbuzz = shapeWithHarfBuzz(reference, text);
      // Both shapers show the joiner as a zero-width space glyph.
      const joiner = harfbuzz.findIndex(([gid, xAdvance]) => gid === spaceGlyph(file) && xAdvance === 0);
      expect(joiner).toBeGreaterThan(0);
      expect(show(fontkit.slice(joiner))).toBe(show(harfbuzz.slice(joiner)));
      expect(fontkit.slice(0, joiner).map(([gid]) => gid).length).toBe(joiner);
    }
  });

  test('uses the Nepali forms of झ ५ ८ ९, which the default language system lacks', () => {
    const font = sharedFont(file);
    const defaultLayout = Object.getPrototypeOf(font).layout as typeof font.layout;
    const glyphIds = (run: { glyphs: { id: number }[] }) => run.glyphs.map((g) => g.id);
    for (const digit of ['झ', '५', '८', '९']) {
      expect(glyphIds(font.layout(digit))).not.toEqual(glyphIds(defaultLayout.call(font, digit)));
    }
  });
});
