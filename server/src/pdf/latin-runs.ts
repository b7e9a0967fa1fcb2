// Latin runs in the Latin font. The Devanagari fonts' own Latin letters are drawn for Devanagari's
// proportions and look a size larger beside it; a business name, an e-mail address or a code such
// as 'PA1234567' prints instead in Noto Sans or Noto Serif, the Latin design the document's
// Devanagari font was made to match, at the same size. The split is made on the definition, before
// layout: pdfmake picks one font per inline, and each inline is shaped and text-layered as usual.
import type { Style, StyleDictionary, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { latinFamilyOf } from './fonts.js';

// pdfmake lays a paragraph out as one inline per word (a word keeps its trailing space) and, in a
// justified line, spreads the slack between inlines. A font change inside a word would split it in
// two inlines and open a gap in it, which readers then extract as a space. So only whole words
// change font: words of ASCII (no-break spaces inside a word are kept) that, with their neighbours
// of the kind, hold a Latin letter. Digits and punctuation among Devanagari words (वडा नं. ५,
// '2082/08/06') stay in the Devanagari font; a word mixing scripts ('Tradersको') does too.
const SEPARATOR = /([ \n\u200B]+)/;
const ASCII_WORD = /^[\x21-\x7E\u00A0]+$/;
const LATIN_LETTER = /[A-Za-z]/;

type Inline = string | { text: string; font: string };

/** The text cut into pieces, the Latin ones marked with the Latin font; undefined if it has none. */
export function latinPieces(text: string, latinFont: string): Inline[] | undefined {
  if (!LATIN_LETTER.test(text)) return undefined;
  // Alternating word, separator, word ...: a word and the separator after it travel together.
  const parts = text.split(SEPARATOR);
  const pieces: Inline[] = [];
  let plain = '';
  let i = 0;
  while (i < parts.length) {
    let j = i;
    while (j < parts.length && ASCII_WORD.test(parts[j]!)) j += 2;
    const run = parts.slice(i, j).join('');
    if (j > i && LATIN_LETTER.test(run)) {
      // The run's words with the separators between them and the one after the last.
      const latin = parts.slice(i, Math.min(j, parts.length)).join('');
      if (plain) pieces.push(plain);
      pieces.push({ text: latin, font: latinFont });
      plain = '';
      i = j;
    } else {
      const upTo = Math.max(j, i + 2);
      plain += parts.slice(i, upTo).join('');
      i = upTo;
    }
  }
  if (plain) pieces.push(plain);
  return pieces.length === 1 && typeof pieces[0] === 'string' ? undefined : pieces;
}

// Keys under which pdfmake nests blocks of content.
const BLOCK_KEYS = ['stack', 'columns', 'ul', 'ol'] as const;

type Node = Record<string, unknown>;

class Splitter {
  constructor(private readonly styles: StyleDictionary) {}

  /** The font a node sets (its own, or its style's), else the one it inherits. */
  private fontOf(node: Node, inherited: string): string {
    if (typeof node.font === 'string') return node.font;
    const names = Array.isArray(node.style) ? node.style : [node.style];
    for (const name of [...names].reverse()) {
      const style: Style | undefined = typeof name === 'string' ? this.styles[name] : (name as Style);
      if (typeof style?.font === 'string') return style.font;
    }
    return inherited;
  }

  /** A text node's `text`: a string, or an array of strings and inline nodes. */
  private inline(text: unknown, font: string): unknown {
    const latin = latinFamilyOf(font);
    if (typeof text === 'string') {
      if (!latin) return text;
      return latinPieces(text, latin) ?? text;
    }
    if (Array.isArray(text)) {
      return text.flatMap((piece) => {
        if (typeof piece === 'string') {
          if (!latin) return [piece];
          return latinPieces(piece, latin) ?? [piece];
        }
        return [this.node(piece, font)];
      });
    }
    return text;
  }

  /** A block of content: a string, an array of blocks, or a node. */
  node(content: unknown, font: string): unknown {
    if (typeof content === 'string') {
      const latin = latinFamilyOf(font);
      const pieces = latin ? latinPieces(content, latin) : undefined;
      return pieces ? { text: pieces } : content;
    }
    if (Array.isArray(content)) return content.map((item) => this.node(item, font));
    if (content === null || typeof content !== 'object') return content;
    const node = content as Node;
    const own = this.fontOf(node, font);
    const out: Node = { ...node };
    if ('text' in node) out.text = this.inline(node.text, own);
    for (const key of BLOCK_KEYS) if (key in node) out[key] = this.node(node[key], own);
    const table = node.table as Node | undefined;
    if (table && Array.isArray(table.body)) {
      out.table = { ...table, body: table.body.map((row: unknown) => this.node(row, own)) };
    }
    return out;
  }

  /** A header or footer: content, or a function of the page giving content. */
  margin(section: unknown, font: string): unknown {
    if (typeof section !== 'function') return this.node(section, font);
    return (...args: unknown[]) => this.node((section as (...a: unknown[]) => unknown)(...args), font);
  }
}

/** The definition with every Latin run set in the Latin companion of the font it would have had. */
export function withLatinFonts(doc: TDocumentDefinitions): TDocumentDefinitions {
  const font = doc.defaultStyle?.font ?? 'NotoSerif';
  const splitter = new Splitter(doc.styles ?? {});
  const out = { ...doc, content: splitter.node(doc.content, font) } as TDocumentDefinitions;
  if (doc.header) out.header = splitter.margin(doc.header, font) as TDocumentDefinitions['header'];
  if (doc.footer) out.footer = splitter.margin(doc.footer, font) as TDocumentDefinitions['footer'];
  return out;
}
