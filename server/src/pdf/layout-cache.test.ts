import { cachedLayout } from './layout-cache.js';
import type { ShapedRun as GlyphRun } from './harfbuzz-shaper.js';

class FakeRun implements GlyphRun {
  constructor(
    public glyphs: GlyphRun['glyphs'],
    public positions: GlyphRun['positions'],
  ) {}
  get advanceWidth() {
    return this.positions.reduce((sum, p) => sum + p.xAdvance, 0);
  }
}

function countingLayout() {
  const calls: unknown[][] = [];
  const layout = (...args: unknown[]) => {
    calls.push(args);
    const text = args[0] as string;
    return new FakeRun(
      [...text].map((char, i) => ({
        id: i + 1,
        advanceWidth: 500,
        codePoints: [char.codePointAt(0)!],
        text: char,
      })),
      [...text].map(() => ({ xAdvance: 500, yAdvance: 0, xOffset: 0, yOffset: 0 })),
    );
  };
  return { layout, calls };
}

test('a word is shaped once; later callers get the same glyphs', () => {
  const { layout, calls } = countingLayout();
  const cached = cachedLayout(layout);
  const first = cached('सिफारिस', undefined, undefined, 'NEP ');
  const second = cached('सिफारिस', undefined, undefined, 'NEP ');
  expect(calls).toHaveLength(1);
  expect(second.glyphs).toEqual(first.glyphs);
  expect(second.positions).toEqual(first.positions);
});

test('each caller may scale its positions in place (as pdfkit does) without touching the next one', () => {
  const { layout } = countingLayout();
  const cached = cachedLayout(layout);
  const first = cached('नाम');
  for (const position of first.positions) position.xAdvance *= 0.012;
  first.glyphs.push({ id: 99, advanceWidth: 1, codePoints: [], text: '' });
  const second = cached('नाम');
  expect(second.positions.every((p) => p.xAdvance === 500)).toBe(true);
  expect(second.glyphs).toHaveLength(3);
  // Getters of the run's class still work on the copy.
  expect((second as FakeRun).advanceWidth).toBe(1500);
});

test('the language system and features are part of the key', () => {
  const { layout, calls } = countingLayout();
  const cached = cachedLayout(layout);
  cached('५८९', undefined, undefined, 'NEP ');
  cached('५८९', undefined, undefined, 'HIN ');
  cached('५८९', ['liga'], undefined, 'NEP ');
  expect(calls).toHaveLength(3);
});

test('the least recently used word leaves first once the cache is full', () => {
  const { layout, calls } = countingLayout();
  const cached = cachedLayout(layout, 2);
  cached('क');
  cached('ख');
  cached('क'); // क is now the most recent
  cached('ग'); // evicts ख
  cached('क');
  expect(calls.map((args) => args[0])).toEqual(['क', 'ख', 'ग']);
  cached('ख');
  expect(calls.map((args) => args[0])).toEqual(['क', 'ख', 'ग', 'ख']);
});
