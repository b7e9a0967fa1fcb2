// The Nepali text a work's document always contains, whatever the applicant typed: what a
// typesetting test shapes for each template. Found by rendering the contrasting sample cases
// (gender, place, optional fields, date) and keeping the text pieces common to all of them, plus the
// words of the other pieces that are common to all.
import { findWork } from '../../server/src/modules/works/catalog.js';
import type { BsDate } from '../../server/src/shared/nepali/index.js';
import { flattenText } from '../../server/src/pdf/templates/flatten.js';
import { SAMPLE_CASES, sampleInput } from './work-samples.js';

const DEVANAGARI = /[\u0900-\u097F]/;
const words = (pieces: readonly string[]) => pieces.flatMap((p) => p.split(/[\s\u00A0]+/u)).filter(Boolean);

function intersection(sets: readonly Set<string>[]): string[] {
  const [first, ...rest] = sets;
  return [...(first ?? [])].filter((item) => rest.every((s) => s.has(item)));
}

const DAYS: readonly BsDate[] = [
  { year: 2082, month: 8, day: 6 },
  { year: 2083, month: 1, day: 1 },
  { year: 2081, month: 12, day: 15 },
];

const cache = new Map<string, readonly string[]>();

/** Whole fixed pieces first ('महोदय,', the declaration, table headings), then fixed words. */
export function fixedTextOf(workKey: string): readonly string[] {
  const cached = cache.get(workKey);
  if (cached) return cached;
  const work = findWork(workKey);
  if (!work) throw new Error(`Unknown work ${workKey}`);
  // Each case on another day, so that dates count as input, not as fixed text.
  const renders = SAMPLE_CASES.map((c, i) =>
    flattenText(work.template({ ...sampleInput(work, c), today: DAYS[i % DAYS.length]! })),
  );
  const pieces = intersection(renders.map((r) => new Set(r))).filter((p) => DEVANAGARI.test(p));
  const inPieces = new Set(words(pieces));
  const otherWords = intersection(renders.map((r) => new Set(words(r)))).filter(
    (w) => DEVANAGARI.test(w) && !inPieces.has(w),
  );
  const result = Object.freeze([...pieces, ...otherWords]);
  cache.set(workKey, result);
  return result;
}
