import type { ShapedRun as GlyphRun } from './harfbuzz-shaper.js';

type Layout = (...args: unknown[]) => GlyphRun;

/** Words kept per font. A letter's fixed text is a few hundred words; user text adds a few each. */
const LAYOUT_CACHE_WORDS = 20_000;

/**
 * Wraps a fontkit font's layout() with a cache shared by every document of the process.
 *
 * pdfkit shapes text word by word and caches the runs, but only within one document; the fixed
 * text of a template (and most names and places) recurs in every document, and shaping
 * Devanagari through the OpenType lookups is most of what is left of a render once fonts are
 * parsed once. fontkit's runs are safe to share except their positions, which pdfkit scales in
 * place: each caller gets its own copy of those.
 */
export function cachedLayout(layout: Layout, maxWords = LAYOUT_CACHE_WORDS): Layout {
  const runs = new Map<string, GlyphRun>();
  return function (this: unknown, ...args: unknown[]) {
    const key = cacheKey(args);
    if (key === undefined) return layout.apply(this, args);
    let run = runs.get(key);
    if (run) {
      // Map order is insertion order: re-inserting marks the word as recently used.
      runs.delete(key);
    } else {
      run = layout.apply(this, args);
      if (runs.size >= maxWords) runs.delete(runs.keys().next().value as string);
    }
    runs.set(key, run);
    return copyOfRun(run);
  };
}

/** A key for plain-data arguments; undefined (no caching) for anything else. */
function cacheKey(args: unknown[]): string | undefined {
  if (typeof args[0] !== 'string') return undefined;
  try {
    return JSON.stringify(args);
  } catch {
    return undefined;
  }
}

/** Same prototype (advanceWidth and friends are getters over positions), own glyph and position lists. */
function copyOfRun(run: GlyphRun): GlyphRun {
  return Object.assign(Object.create(Object.getPrototypeOf(run)) as GlyphRun, run, {
    glyphs: run.glyphs.slice(),
    positions: run.positions.map((position) => ({ ...position })),
  });
}
