// An article file is a header, then Markdown:
//
//   ---
//   title: Your first document, step by step
//   summary: One or two sentences for the list of articles.
//   date: 2026-11-02
//   readingMinutes: 5
//   ---
//   The body, in Markdown.
//
// One `key: value` a line, each of the four keys exactly once; the value is the rest of the line,
// colons included. The date is the day of publication (AD, YYYY-MM-DD); pages show it in the
// reader's language and calendar.

export interface ArticleText {
  title: string;
  summary: string;
  /** Day of publication, YYYY-MM-DD. */
  date: string;
  readingMinutes: number;
  /** The Markdown after the header. */
  body: string;
}

const KEYS = ['title', 'summary', 'date', 'readingMinutes'] as const;
type Key = (typeof KEYS)[number];

const isKey = (key: string): key is Key => (KEYS as readonly string[]).includes(key);

function isDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** Reads an article file; throws an Error that says what is wrong with its header. */
export function parseArticle(source: string): ArticleText {
  const lines = source
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  if (lines[0]?.trim() !== '---') throw new Error('An article starts with a "---" line before its header');
  const end = lines.indexOf('---', 1);
  if (end === -1) throw new Error('The header is not closed by a "---" line');

  const header: Partial<Record<Key, string>> = {};
  for (const line of lines.slice(1, end)) {
    if (line.trim() === '') continue;
    const colon = line.indexOf(':');
    const key = colon === -1 ? line.trim() : line.slice(0, colon).trim();
    if (colon === -1 || !isKey(key)) throw new Error(`Unknown header line: "${line}"`);
    if (header[key] !== undefined) throw new Error(`"${key}" is given twice`);
    header[key] = line.slice(colon + 1).trim();
  }
  for (const key of KEYS) {
    if (!header[key]) throw new Error(`The header has no ${key}`);
  }
  const { title, summary, date, readingMinutes } = header as Record<Key, string>;
  if (!isDay(date)) throw new Error(`date must be a day written YYYY-MM-DD, not "${date}"`);
  if (!/^[1-9]\d?$/.test(readingMinutes)) {
    throw new Error(`readingMinutes must be a whole number of minutes, not "${readingMinutes}"`);
  }
  return {
    title,
    summary,
    date,
    readingMinutes: Number(readingMinutes),
    body: lines
      .slice(end + 1)
      .join('\n')
      .trim(),
  };
}
