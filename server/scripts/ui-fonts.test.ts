import { readFile } from 'node:fs/promises';
import * as hb from 'harfbuzzjs';
import { decompress } from 'wawoff2';
import { harfBuzzShaper } from '../src/pdf/harfbuzz-shaper.js';
import { shapingCorpus } from '../src/pdf/shaping-corpus.js';
import { uiFontCharacters, uiFonts } from './ui-fonts.js';

// The pages draw Nepali with the subset fonts (client/src/assets/fonts), the PDFs with the whole
// ones. Every string of the shaping corpus must come out the same from both: the same glyph outlines
// at the same positions, in the same clusters (glyph ids differ: the subset renumbers them). A page
// draws only the characters of the fonts' unicode-range with them (digits, Latin letters, spaces and
// punctuation come from another font), so the corpus is compared in runs of those characters.
const corpus = [...new Set(shapingCorpus.map((text) => text.normalize('NFC')))];
async function devanagariRuns(): Promise<string[]> {
  const inRange = new Set((await uiFontCharacters()).trim());
  const runs = corpus.flatMap((text) =>
    Array.from(text, (c) => (inRange.has(c) ? c : '\n'))
      .join('')
      .split('\n'),
  );
  return [...new Set(runs.filter(Boolean))];
}

async function drawn(bytes: Uint8Array) {
  const font = new hb.Font(new hb.Face(new hb.Blob(bytes)));
  const shape = harfBuzzShaper(bytes);
  return (text: string) => {
    const run = shape(text);
    return run.glyphs.map((glyph, i) => {
      const { xAdvance, yAdvance, xOffset, yOffset } = run.positions[i]!;
      return `${glyph.text}|${xAdvance},${yAdvance},${xOffset},${yOffset}|${font.glyphToPath(glyph.id)}`;
    });
  };
}

describe.each(uiFonts.map((font) => [font.target.split('/').pop()!, font] as const))('%s', (_name, font) => {
  let whole: (text: string) => string[];
  let subset: (text: string) => string[];
  let subsetBytes: Uint8Array;
  beforeAll(async () => {
    whole = await drawn(await readFile(font.source));
    subsetBytes = await decompress(await readFile(font.target));
    subset = await drawn(subsetBytes);
  });

  test('is a third of the whole font on the wire, with only the glyphs Devanagari needs', async () => {
    expect((await readFile(font.target)).length).toBeLessThan(55_000); // the TTF with brotli: 73–76 KB
    // maxp's numGlyphs, a big-endian uint16 at byte 4.
    const glyphs = (bytes: Uint8Array) => {
      const maxp = new hb.Face(new hb.Blob(bytes)).referenceTable('maxp')!;
      return (maxp[4]! << 8) | maxp[5]!;
    };
    expect(glyphs(subsetBytes)).toBeLessThan(glyphs(await readFile(font.source)));
  });

  test('draws every string of the shaping corpus as the whole font does', async () => {
    const runs = await devanagariRuns();
    expect(runs.length).toBeGreaterThan(300);
    expect(runs.filter((run) => run.includes('\u200D')).length).toBeGreaterThanOrEqual(20);
    const differing = runs.filter((text) => JSON.stringify(subset(text)) !== JSON.stringify(whole(text)));
    expect(differing).toEqual([]);
    // The comparison sees real outlines: a conjunct is not drawn with the letters it is made of.
    expect(subset('क्ष')).not.toEqual(subset('क्\u200Cष'));
  });

  test('carries the Open Font License notice of the font it was made from', () => {
    const names = new TextDecoder('utf-16be').decode(
      new hb.Face(new hb.Blob(subsetBytes)).referenceTable('name'),
    );
    expect(names).toContain('SIL Open Font License');
    expect(names).toContain('Noto Sans Devanagari');
  });

  test('has a glyph for every character its unicode-range gives it, and the rupee sign', async () => {
    const face = new hb.Face(new hb.Blob(subsetBytes));
    const wholeFace = new hb.Face(new hb.Blob(await readFile(font.source)));
    const covered = new Set(face.collectUnicodes());
    const promised = [...(await uiFontCharacters())].map((c) => c.codePointAt(0)!);
    const wholeCovers = new Set(wholeFace.collectUnicodes());
    expect(promised.filter((code) => wholeCovers.has(code) && !covered.has(code))).toEqual([]);
    expect(covered.has(0x20b9)).toBe(true);
  });
});
