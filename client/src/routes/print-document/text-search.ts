// Finding a word in the PDF's text layer. Devanagari is compared in NFC (the same word can come
// in composed or decomposed code points), Latin letters without case.

const normalizeForSearch = (text: string) => text.normalize('NFC').toLocaleLowerCase();

/** How often `query` occurs in `text` (both normalised), without overlaps. */
export function countMatches(text: string, query: string): number {
  const needle = normalizeForSearch(query.trim());
  if (!needle) return 0;
  const haystack = normalizeForSearch(text);
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) {
    count += 1;
  }
  return count;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * One text-layer item as HTML with every match wrapped in <mark> (what react-pdf's
 * customTextRenderer returns). Everything else is escaped: the PDF's text is not markup.
 */
export function highlightMatches(text: string, query: string): string {
  const needle = normalizeForSearch(query.trim());
  const source = text.normalize('NFC');
  if (!needle) return escapeHtml(source);
  // Lower-casing may change lengths in some scripts; only mark where it does not.
  const haystack = normalizeForSearch(source);
  if (haystack.length !== source.length) return escapeHtml(source);
  let html = '';
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) {
    html += `${escapeHtml(source.slice(from, at))}<mark>${escapeHtml(source.slice(at, at + needle.length))}</mark>`;
    from = at + needle.length;
  }
  return html + escapeHtml(source.slice(from));
}
