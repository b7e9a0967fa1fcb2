import { candidates } from './transliterate';

/**
 * What a Nepali field does with each change: a space typed after a Roman word turns that word
 * into its most likely Devanagari, the way phone keyboards commit a suggestion.
 */
export function commitOnSpace(previous: string, next: string): string {
  const typedSpace = next.length === previous.length + 1 && next === `${previous} `;
  if (!typedSpace || !/[A-Za-z~|]$/.test(previous)) return next;
  const [best] = candidates(previous);
  return best ? `${best} ` : next;
}
