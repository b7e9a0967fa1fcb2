// The runs of one paragraph: pdfmake's inline pieces ({ text: ['विषय: ', { text, decoration }] })
// become Word text runs with the same weight, size, colour and underline.
import { type IRunOptions, PageNumber, type ParagraphChild, TextRun } from 'docx';
import type { StyleDictionary } from 'pdfmake/interfaces.js';
import { hexColor, inherit, ownStyle, type TextStyle } from './style.js';
import { halfPoints } from './units.js';

/** pdfmake's font families (fonts.ts) by the names Word and LibreOffice know the same fonts under. */
const WORD_FONT_NAMES: Record<string, string> = {
  NotoSerif: 'Noto Serif Devanagari',
  NotoSans: 'Noto Sans Devanagari',
  NotoSerifLatin: 'Noto Serif',
  NotoSansLatin: 'Noto Sans',
};

export const wordFontName = (family: string): string => WORD_FONT_NAMES[family] ?? 'Noto Serif Devanagari';

/**
 * The run fonts for a family. Word files a character under one of four slots (ASCII, high ANSI,
 * complex script, East Asian) and takes the slot's font, so the Noto family is named in all four:
 * Devanagari (complex script), the digits and Latin letters typed beside it all print in it, as
 * in the PDF. The cs hint makes Word treat the characters shared by scripts (spaces, punctuation)
 * as Devanagari text too.
 */
const runFonts = (family: string) => {
  const name = wordFontName(family);
  return { ascii: name, hAnsi: name, cs: name, eastAsia: name, hint: 'cs' };
};

/** The document's page number and page count, in the footer: what the footer's text marks stand for. */
export interface PageFields {
  /** The marks of the page number, in Devanagari and Latin digits ('७३०१', '7301'). */
  readonly page: readonly string[];
  readonly pages: readonly string[];
}

/**
 * Text as the user typed it, as the PDF's text layer gives it back (typedText). pdfmake needs
 * zero-width spaces to break long words, a joiner after '/' or '-' and no-break spaces to keep a
 * date, an amount or a danda in one piece; in Word those are characters the person did not type,
 * which Find treats as other than a space, so a search for '२०८२ साल' or for a sentence copied from
 * the PDF would miss. Word breaks long words itself.
 */
const editableText = (text: string): string =>
  text
    .replace(/\u200B/g, '')
    .replace(/([/-])\u200D/g, '$1')
    .replace(/\u00A0/g, ' ');

/**
 * Run properties of a text style: sizes in half-points, Word's hex colours. Given the document's
 * base style (which the file's default run properties carry), only what differs from it: a run
 * that repeats the font, size and weight of the document for each word makes the file several
 * times larger and slower to write, and no easier to edit.
 */
export function runOptionsOf(style: TextStyle, base?: TextStyle): IRunOptions {
  const color = hexColor(style.color);
  const differs = (key: keyof TextStyle) => !base || style[key] !== base[key];
  return {
    ...(differs('font') ? { font: runFonts(style.font) } : {}),
    ...(differs('fontSize') ? { size: halfPoints(style.fontSize) } : {}),
    ...(differs('bold') ? { bold: style.bold } : {}),
    ...(differs('italics') ? { italics: style.italics } : {}),
    ...(color ? { color } : {}),
    ...(style.decoration === 'underline' ? { underline: {} } : {}),
    ...(style.decoration === 'lineThrough' ? { strike: true } : {}),
  };
}

function runsOfString(
  text: string,
  style: TextStyle,
  base: TextStyle,
  fields: PageFields | undefined,
): ParagraphChild[] {
  const options = runOptionsOf(style, base);
  const runs: ParagraphChild[] = [];
  // pdfmake starts a new line at each '\n'; Word needs a break run there.
  editableText(text)
    .split('\n')
    .forEach((line, i) => {
      if (i > 0) runs.push(new TextRun({ ...options, break: 1 }));
      if (!fields) {
        if (line) runs.push(new TextRun({ ...options, text: line }));
        return;
      }
      // The footer was laid out with marks in place of the page number and count: Word's fields
      // count the pages of the file as it is edited.
      for (const piece of line.split(new RegExp(`(${[...fields.page, ...fields.pages].join('|')})`))) {
        if (fields.page.includes(piece))
          runs.push(new TextRun({ ...options, children: [PageNumber.CURRENT] }));
        else if (fields.pages.includes(piece))
          runs.push(new TextRun({ ...options, children: [PageNumber.TOTAL_PAGES] }));
        else if (piece) runs.push(new TextRun({ ...options, text: piece }));
      }
    });
  return runs;
}

/** The runs of a text node's `text`: a string, a number, or pieces with styles of their own. */
export function runsOf(
  text: unknown,
  style: TextStyle,
  context: { styles: StyleDictionary; base: TextStyle; fields?: PageFields },
): ParagraphChild[] {
  if (typeof text === 'string' || typeof text === 'number')
    return runsOfString(String(text), style, context.base, context.fields);
  if (Array.isArray(text)) return text.flatMap((piece) => runsOf(piece, style, context));
  if (text !== null && typeof text === 'object' && 'text' in text) {
    const inner = inherit(style, ownStyle(text, context.styles));
    return runsOf((text as { text: unknown }).text, inner, context);
  }
  return [];
}
