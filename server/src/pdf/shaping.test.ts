import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { allFontFiles } from './fonts.js';
import { shapingCorpus } from './shaping-corpus.js';
import { sharedFont } from './shared-fonts.js';

// One glyph: glyph id, advances and offsets in font units (these fonts have 1000 units per em, and
// pdfkit's scale is 1000 / unitsPerEm, so the PDF gets these very numbers).
type Shaped = [gid: number, xAdvance: number, yAdvance: number, xOffset: number, yOffset: number];

// "gid:xAdvance,yAdvance,xOffset,yOffset ..." keeps a failure readable.
const show = (glyphs: Shaped[]) =>
  glyphs.map(([gid, ...position]) => `${gid}:${position.join(',')}`).join(' ');

function shapedForPdf(file: string, text: string): string {
  const run = sharedFont(file).layout(text);
  return show(
    run.glyphs.map((glyph, i) => {
      const p = run.positions[i]!;
      return [glyph.id, p.xAdvance, p.yAdvance, p.xOffset, p.yOffset];
    }),
  );
}

interface HbGlyph {
  g: number;
  ax: number;
  ay: number;
  dx: number;
  dy: number;
}

/** HarfBuzz's command-line shaper, the reference: every string of the corpus in one call, one line each. */
function shapedByHbShape(file: string, texts: readonly string[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'hb-shape-'));
  try {
    const input = join(dir, 'corpus.txt');
    writeFileSync(input, texts.join('\n'));
    const output = execFileSync(
      'hb-shape',
      ['--language=ne', '--output-format=json', '--no-glyph-names', `--text-file=${input}`, file],
      { encoding: 'utf8', maxBuffer: 1 << 24 },
    );
    return output
      .trim()
      .split('\n')
      .map((line) => show((JSON.parse(line) as HbGlyph[]).map((g) => [g.g, g.ax, g.ay, g.dx, g.dy])));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const corpus = [...new Set(shapingCorpus.map((text) => text.normalize('NFC')))];

test('the corpus holds at least 300 distinct strings, joiners and suffixed names among them', () => {
  expect(corpus.length).toBeGreaterThanOrEqual(300);
  expect(corpus.filter((text) => text.includes('\u200D')).length).toBeGreaterThanOrEqual(20);
  expect(corpus.filter((text) => text.includes('\u200C')).length).toBeGreaterThanOrEqual(5);
  for (const suffix of ['को', 'लाई', 'ले']) {
    expect(corpus.filter((text) => text.endsWith(suffix)).length).toBeGreaterThanOrEqual(40);
  }
});

describe.each(allFontFiles.map((file) => [basename(file), file]))('%s', (_name, file) => {
  test('has 1000 units per em, so positions compare without scaling', () => {
    expect(sharedFont(file).unitsPerEm).toBe(1000);
  });

  test('shapes every corpus string, whole runs with joiners included, as hb-shape --language=ne does', () => {
    const reference = shapedByHbShape(file, corpus);
    expect(reference).toHaveLength(corpus.length);
    const mismatches = corpus
      .map((text, i) => ({ text, pdf: shapedForPdf(file, text), hbShape: reference[i] }))
      .filter(({ pdf, hbShape }) => pdf !== hbShape);
    expect(mismatches).toEqual([]);
  });

  test('uses the Nepali forms of झ ५ ८ ९, which the default language system lacks', () => {
    const font = sharedFont(file);
    const defaultLayout = Object.getPrototypeOf(font).layout as (text: string) => {
      glyphs: { id: number }[];
    };
    const glyphIds = (run: { glyphs: { id: number }[] }) => run.glyphs.map((g) => g.id);
    for (const digit of ['झ', '५', '८', '९']) {
      expect(glyphIds(font.layout(digit))).not.toEqual(glyphIds(defaultLayout.call(font, digit)));
    }
  });

  test('gives each cluster its typed text once, on its first glyph, in the order the text was typed', () => {
    for (const text of corpus) {
      const run = sharedFont(file).layout(text);
      expect(run.glyphs.map((glyph) => glyph.text).join('')).toBe(text);
      expect(run.glyphs[0]?.text).not.toBe('');
    }
  });
});
