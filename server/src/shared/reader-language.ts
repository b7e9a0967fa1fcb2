/** The two languages the product speaks (the client's interface, mail and SMS). */
export type ReaderLanguage = 'en' | 'ne';

/**
 * The reader's language from an Accept-Language header: the client sends the interface's own
 * language there (a browser otherwise sends the device's), so a code asked for on a Nepali screen
 * arrives in Nepali. The first tag by weight that is Nepali or English decides; English otherwise.
 */
export function readerLanguage(acceptLanguage: string | undefined | null): ReaderLanguage {
  if (!acceptLanguage) return 'en';
  const tags = acceptLanguage
    .slice(0, 512)
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      // A weight that is not a number (q=NaN, q=) leaves the tag out, as a weight of 0 does.
      const q = params.map((p) => /^\s*q=(.*)$/.exec(p)?.[1]).find((value) => value !== undefined);
      return { tag, weight: q === undefined ? 1 : Number(q.trim() || Number.NaN), index };
    })
    .filter(({ weight }) => Number.isFinite(weight) && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of tags) {
    if (tag === 'ne' || tag.startsWith('ne-')) return 'ne';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'en';
}
