// The web pages' Devanagari fonts, made from the project's own Noto Sans Devanagari (fonts/): only
// the characters the pages' @font-face rules give them (client/src/fonts.css, `unicode-range`),
// compressed as WOFF2. 442 KB of TrueType, 149 KB over the wire with brotli, become 97 KB: on a
// 1.6 Mbit/s line these bytes share the first visit's bandwidth with the page's script.
// HarfBuzz's subsetter keeps every glyph the kept characters can shape into (conjuncts, half forms,
// reph, nukta), so Nepali text draws as with the whole font (ui-fonts.test.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';

const root = path.resolve(import.meta.dirname, '..', '..');
const FONT_CSS = path.join(root, 'client', 'src', 'fonts.css');

export interface UiFont {
  /** The whole font, as the PDFs use it. */
  source: string;
  /** What the pages load. */
  target: string;
}

export const uiFonts: readonly UiFont[] = ['Regular', 'Bold'].map((weight) => ({
  source: path.join(root, 'fonts', `NotoSansDevanagari-${weight}.ttf`),
  target: path.join(root, 'client', 'src', 'assets', 'fonts', `NotoSansDevanagari-${weight}.ui.woff2`),
}));

/**
 * The characters of fonts.css's `unicode-range` (one range for both weights: they must agree), and
 * the space: its empty glyph is what HarfBuzz draws a joiner (ZWJ, ZWNJ) with, as in the whole font.
 */
export async function uiFontCharacters(): Promise<string> {
  const css = await readFile(FONT_CSS, 'utf8');
  const declared = [...new Set([...css.matchAll(/unicode-range:\s*([^;]+);/g)].map((m) => m[1]!.trim()))];
  if (declared.length !== 1)
    throw new Error(`fonts.css should declare one unicode-range, found ${declared.length}`);
  let characters = ' ';
  for (const part of declared[0]!.split(',')) {
    const match = /^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i.exec(part.trim());
    if (!match) throw new Error(`unreadable unicode-range part: ${part}`);
    const first = Number.parseInt(match[1]!, 16);
    const last = match[2] ? Number.parseInt(match[2], 16) : first;
    for (let code = first; code <= last; code++) characters += String.fromCodePoint(code);
  }
  return characters;
}

// The name table's copyright, names, version and licence (0–6, 13, 14): the files the pages load
// carry the OFL notice of the font they were made from.
const KEPT_NAMES = [0, 1, 2, 3, 4, 5, 6, 13, 14];

/** The WOFF2 the pages load, made from the whole font. The same inputs give the same bytes. */
export async function subsetUiFont(font: UiFont, characters: string): Promise<Buffer> {
  return subsetFont(await readFile(font.source), characters, {
    targetFormat: 'woff2',
    preserveNameIds: KEPT_NAMES,
  });
}
