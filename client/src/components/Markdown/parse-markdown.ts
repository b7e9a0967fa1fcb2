// The Markdown the site's own articles are written in, read into a small tree that Markdown.tsx turns
// into React elements. Only this subset is understood: headings, paragraphs, emphasis, strong, inline
// code, links, ordered and unordered lists, blockquotes and pipe tables. Everything else, HTML
// included, stays text: nothing here ever becomes markup the browser would interpret.

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'emphasis'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] };

export type TableAlign = 'left' | 'center' | 'right' | null;

export type Block =
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Inline[][] }
  | { type: 'blockquote'; children: Block[] }
  | { type: 'table'; align: TableAlign[]; head: Inline[][]; rows: Inline[][][] };

const HEADING = /^ {0,3}(#{1,6})[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/;
const BULLET = /^ {0,3}[-*+][ \t]+(.*)$/;
const ORDERED = /^ {0,3}(\d{1,9})[.)][ \t]+(.*)$/;
const QUOTE = /^ {0,3}>[ \t]?(.*)$/;
const TABLE_ROW = /^ {0,3}\|/;
const TABLE_SEPARATOR = /^ {0,3}\|?[ \t]*:?-+:?[ \t]*(\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;

const isBlank = (line: string) => line.trim() === '';

const isTableStart = (lines: readonly string[], i: number) =>
  TABLE_ROW.test(lines[i]!) && i + 1 < lines.length && TABLE_SEPARATOR.test(lines[i + 1]!);

/** Whether line i opens a block of its own (and so ends a paragraph or a list item). */
const startsBlock = (lines: readonly string[], i: number) => {
  const line = lines[i]!;
  return (
    HEADING.test(line) ||
    QUOTE.test(line) ||
    BULLET.test(line) ||
    ORDERED.test(line) ||
    isTableStart(lines, i)
  );
};

/** The blocks of a Markdown text (without a front-matter header). */
export function parseMarkdown(source: string): Block[] {
  return parseBlocks(source.replace(/\r\n?/g, '\n').split('\n'));
}

function parseBlocks(lines: readonly string[]): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (isBlank(line)) {
      i += 1;
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      const level = heading[1]!.length as 1 | 2 | 3 | 4 | 5 | 6;
      blocks.push({ type: 'heading', level, children: parseInline(heading[2]!) });
      i += 1;
      continue;
    }

    if (QUOTE.test(line)) {
      const inner: string[] = [];
      for (let m = QUOTE.exec(lines[i] ?? ''); m; m = QUOTE.exec(lines[i] ?? '')) {
        inner.push(m[1]!);
        i += 1;
      }
      blocks.push({ type: 'blockquote', children: parseBlocks(inner) });
      continue;
    }

    if (BULLET.test(line) || ORDERED.test(line)) {
      const list = readList(lines, i);
      blocks.push(list.block);
      i = list.next;
      continue;
    }

    if (isTableStart(lines, i)) {
      const table = readTable(lines, i);
      blocks.push(table.block);
      i = table.next;
      continue;
    }

    // A paragraph runs to a blank line or to the start of another block; its lines join with a space.
    const text: string[] = [line.trim()];
    i += 1;
    while (i < lines.length && !isBlank(lines[i]!) && !startsBlock(lines, i)) {
      text.push(lines[i]!.trim());
      i += 1;
    }
    blocks.push({ type: 'paragraph', children: parseInline(text.join(' ')) });
  }
  return blocks;
}

/**
 * A list: items of one kind (bullets or numbers). A line that is neither a new item nor another
 * block continues the item above; a blank line keeps the list going only if another item follows.
 */
function readList(lines: readonly string[], first: number): { block: Block; next: number } {
  const ordered = ORDERED.test(lines[first]!);
  const marker = ordered ? ORDERED : BULLET;
  const textOf = (m: RegExpExecArray) => (ordered ? m[2]! : m[1]!);
  const start = ordered ? Number(ORDERED.exec(lines[first]!)![1]) : 1;
  const items: string[] = [];
  let i = first;
  while (i < lines.length) {
    const line = lines[i]!;
    const item = marker.exec(line);
    if (item) {
      items.push(textOf(item).trim());
      i += 1;
      continue;
    }
    if (isBlank(line)) {
      let j = i + 1;
      while (j < lines.length && isBlank(lines[j]!)) j += 1;
      if (j < lines.length && marker.test(lines[j]!)) {
        i = j;
        continue;
      }
      break;
    }
    if (startsBlock(lines, i)) break;
    items[items.length - 1] = `${items[items.length - 1]} ${line.trim()}`;
    i += 1;
  }
  return {
    block: { type: 'list', ordered, start, items: items.map((text) => parseInline(text)) },
    next: i,
  };
}

/** The cells of one table row: split at pipes that are not escaped (`\|`) or inside code. */
function splitRow(line: string): string[] {
  let row = line.trim();
  if (row.startsWith('|')) row = row.slice(1);
  if (row.endsWith('|') && !row.endsWith('\\|')) row = row.slice(0, -1);
  const cells: string[] = [];
  let cell = '';
  let inCode = false;
  for (let i = 0; i < row.length; i += 1) {
    const c = row[i]!;
    if (c === '\\' && row[i + 1] === '|') {
      cell += '|';
      i += 1;
    } else if (c === '`') {
      inCode = !inCode;
      cell += c;
    } else if (c === '|' && !inCode) {
      cells.push(cell.trim());
      cell = '';
    } else {
      cell += c;
    }
  }
  cells.push(cell.trim());
  return cells;
}

function readTable(lines: readonly string[], first: number): { block: Block; next: number } {
  const head = splitRow(lines[first]!);
  const align = splitRow(lines[first + 1]!).map((spec): TableAlign => {
    const left = spec.startsWith(':');
    const right = spec.endsWith(':');
    return left && right ? 'center' : right ? 'right' : left ? 'left' : null;
  });
  const width = head.length;
  // Every row has the header's number of cells: missing ones are empty, extra ones are dropped.
  const toWidth = (cells: string[]) => Array.from({ length: width }, (_, k) => parseInline(cells[k] ?? ''));
  const rows: Inline[][][] = [];
  let i = first + 2;
  while (i < lines.length && TABLE_ROW.test(lines[i]!)) {
    rows.push(toWidth(splitRow(lines[i]!)));
    i += 1;
  }
  return {
    block: {
      type: 'table',
      align: Array.from({ length: width }, (_, k) => align[k] ?? null),
      head: toWidth(head),
      rows,
    },
    next: i,
  };
}

// ---- Inline content -------------------------------------------------------------------------------

const ESCAPABLE = /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/;
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;
const SPACE = /\s/;

/** Where the backtick run at i closes (the index of the closing run), or -1. */
function codeSpanEnd(text: string, i: number): { run: number; close: number } {
  let run = 1;
  while (text[i + run] === '`') run += 1;
  let j = i + run;
  while (j < text.length) {
    if (text[j] === '`') {
      let closing = 1;
      while (text[j + closing] === '`') closing += 1;
      if (closing === run) return { run, close: j };
      j += closing;
    } else {
      j += 1;
    }
  }
  return { run, close: -1 };
}

/**
 * The index of the closing delimiter for an opening one ending at `from`: a closing run must follow
 * a non-space, and is skipped when it is part of a longer run of the same character. Escapes and code
 * spans in between are stepped over.
 */
function closingDelimiter(text: string, from: number, delimiter: '*' | '_' | '**' | '__'): number {
  const char = delimiter[0]!;
  let j = from;
  while (j < text.length) {
    const c = text[j]!;
    if (c === '\\') {
      j += 2;
      continue;
    }
    if (c === '`') {
      const { run, close } = codeSpanEnd(text, j);
      j = close === -1 ? j + run : close + run;
      continue;
    }
    if (c === char) {
      let run = 1;
      while (text[j + run] === char) run += 1;
      const before = text[j - 1] ?? ' ';
      const after = text[j + run] ?? ' ';
      const fits = delimiter.length === 1 ? run === 1 || run === 3 : run >= 2;
      const closes =
        fits &&
        j > from &&
        !SPACE.test(before) &&
        // An underscore inside a word (snake_case) is a letter, not emphasis.
        (char !== '_' || !WORD_CHAR.test(after));
      // In a run of three, the inner emphasis takes what the outer one leaves: `**a *b***`.
      if (closes) return delimiter.length === 1 ? j + run - 1 : j + run - 2;
      j += run;
      continue;
    }
    j += 1;
  }
  return -1;
}

/** `[text](destination)` starting at i: the text, the destination and where the link ends. */
function linkAt(text: string, i: number): { label: string; href: string; end: number } | null {
  let depth = 0;
  let j = i;
  for (; j < text.length; j += 1) {
    const c = text[j];
    if (c === '\\') {
      j += 1;
    } else if (c === '`') {
      const { run, close } = codeSpanEnd(text, j);
      j = (close === -1 ? j + run : close + run) - 1;
    } else if (c === '[') {
      depth += 1;
    } else if (c === ']') {
      depth -= 1;
      if (depth === 0) break;
    }
  }
  if (j >= text.length || text[j + 1] !== '(') return null;
  // The destination runs to the parenthesis that balances the opening one, and has no spaces.
  let open = 0;
  let close = j + 2;
  for (; close < text.length; close += 1) {
    const c = text[close]!;
    if (SPACE.test(c)) return null;
    if (c === '(') open += 1;
    if (c === ')') {
      if (open === 0) break;
      open -= 1;
    }
  }
  if (close >= text.length || close === j + 2) return null;
  return { label: text.slice(i + 1, j), href: text.slice(j + 2, close), end: close + 1 };
}

/** The inline content of one paragraph, heading, list item or table cell. */
export function parseInline(text: string, inLink = false): Inline[] {
  const out: Inline[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer) out.push({ type: 'text', text: buffer });
    buffer = '';
  };

  let i = 0;
  while (i < text.length) {
    const c = text[i]!;

    if (c === '\\' && i + 1 < text.length && ESCAPABLE.test(text[i + 1]!)) {
      buffer += text[i + 1];
      i += 2;
      continue;
    }

    if (c === '`') {
      const { run, close } = codeSpanEnd(text, i);
      if (close === -1) {
        buffer += '`'.repeat(run);
        i += run;
        continue;
      }
      let code = text.slice(i + run, close);
      // One space on both sides lets a code span start or end with a backtick; it is not content.
      if (code.length > 2 && code.startsWith(' ') && code.endsWith(' ') && code.trim() !== '') {
        code = code.slice(1, -1);
      }
      flush();
      out.push({ type: 'code', text: code });
      i = close + run;
      continue;
    }

    if (c === '[' && !inLink) {
      const link = linkAt(text, i);
      if (link) {
        flush();
        out.push({ type: 'link', href: link.href, children: parseInline(link.label, true) });
        i = link.end;
        continue;
      }
    }

    if (c === '*' || c === '_') {
      const double = text[i + 1] === c;
      const width = double ? 2 : 1;
      const next = text[i + width];
      const before = text[i - 1];
      const opens =
        next !== undefined &&
        !SPACE.test(next) &&
        next !== c &&
        (c !== '_' || before === undefined || !WORD_CHAR.test(before));
      if (opens) {
        const delimiter = (double ? c + c : c) as '*' | '_' | '**' | '__';
        const close = closingDelimiter(text, i + width, delimiter);
        if (close !== -1) {
          flush();
          const children = parseInline(text.slice(i + width, close), inLink);
          out.push(double ? { type: 'strong', children } : { type: 'emphasis', children });
          i = close + width;
          continue;
        }
      }
      // Not emphasis: the whole run is text (so `**` without a partner is not half-read).
      let run = 1;
      while (text[i + run] === c) run += 1;
      buffer += c.repeat(run);
      i += run;
      continue;
    }

    buffer += c;
    i += 1;
  }
  flush();
  return out;
}

/** The plain text of inline content (for labels and tests). */
export function inlineText(nodes: readonly Inline[]): string {
  return nodes
    .map((node) => (node.type === 'text' || node.type === 'code' ? node.text : inlineText(node.children)))
    .join('');
}

export type LinkTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

/**
 * Where a link may lead: a path on this site (through the router) or a web, mail or phone address.
 * Anything else (javascript:, data:, relative paths) is not a link at all.
 */
export function linkTarget(href: string): LinkTarget | null {
  if (/^\/(?!\/)/.test(href) || href.startsWith('#')) return { kind: 'internal', to: href };
  if (/^(https?:\/\/|mailto:|tel:)/i.test(href)) return { kind: 'external', href };
  return null;
}
