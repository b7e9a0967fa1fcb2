import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { sep } from 'node:path';
import pdfmake from 'pdfmake';
import type { Style, StyleDictionary, TDocumentDefinitions, TFontDictionary } from 'pdfmake/interfaces.js';
import { allFontFiles, type FontFamilyFiles, fontFiles, fontsDir } from './fonts.js';
import { cachedLayout } from './layout-cache.js';

export type DocDefinition = TDocumentDefinitions;

/** What fontkit's layout returns, as far as this project reads it. */
export interface GlyphRun {
  glyphs: { id: number; advanceWidth: number; codePoints: number[] }[];
  positions: { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number }[];
}

/** A parsed fontkit font (TTFFont), shared by every document of the process. */
export interface ShapingFont {
  postscriptName: string;
  unitsPerEm: number;
  layout(text: string, features?: unknown, script?: string, language?: string, direction?: string): GlyphRun;
}

interface Fontkit {
  create(data: Uint8Array, postscriptName?: string): ShapingFont;
  registerFormat(format: unknown): void;
}

// pdfkit calls fontkit through its own require('fontkit'): reach that same instance (resolved from
// pdfmake's pdfkit, not from here) so the format registered below is the one pdfkit consults.
const requireHere = createRequire(import.meta.url);
const requireFromPdfkit = createRequire(createRequire(requireHere.resolve('pdfmake')).resolve('pdfkit'));
const fontkit = requireFromPdfkit('fontkit') as Fontkit;

/** OpenType language system tag for Nepali; in these fonts it brings the Nepali forms of झ ५ ८ ९. */
export const NEPALI_LANGUAGE = 'NEP ';

const parsedFonts = new Map<string, ShapingFont>();

/**
 * The parsed font for a file, parsed on first use and then kept for the life of the process.
 * Its layout() keeps shaped words for later documents (layout-cache.ts) and selects the Nepali language system: pdfkit calls font.layout(text, features) and
 * fontkit then falls back to the script's default language system, which lacks the Nepali
 * `locl` forms. The script is still detected per run (dev2 for Devanagari, latn for Latin).
 */
export function sharedFont(file: string): ShapingFont {
  let font = parsedFonts.get(file);
  if (!font) {
    font = fontkit.create(readFileSync(file));
    const layout = font.layout;
    const nepaliLayout: ShapingFont['layout'] = (text, features, script, language, direction) =>
      // A string `features` is fontkit's short form layout(text, script, language): pass it on as is.
      typeof features === 'string'
        ? layout.call(font, text, features, script, language, direction)
        : layout.call(font, text, features, script, language ?? NEPALI_LANGUAGE, direction);
    Object.defineProperty(font, 'layout', { value: cachedLayout(nepaliLayout as never) });
    keepGlyphCharacters(font as unknown as GlyphSource);
    parsedFonts.set(file, font);
  }
  return font;
}

interface FontkitGlyph {
  codePoints: number[];
  constructor: new (id: number, codePoints: number[], font: GlyphSource) => FontkitGlyph;
}

interface GlyphSource {
  getGlyph(id: number, codePoints?: number[]): FontkitGlyph | null;
}

const sameCodePoints = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((c, i) => c === b[i]);

/**
 * fontkit keeps one glyph object per glyph id, with the characters it was first asked for, and its
 * shaper reads a glyph's characters to classify it. A document's subset asks for the parts of a
 * ligature without characters (ौं is ा and a ligature of ै with ं), so in a font shared across
 * documents a later word would meet ै and ं as nothing in particular and get a dotted circle (◌).
 * A glyph asked for with other characters than the kept object's gets an object of its own.
 */
function keepGlyphCharacters(font: GlyphSource): void {
  const getGlyph = font.getGlyph;
  Object.defineProperty(font, 'getGlyph', {
    value(this: GlyphSource, id: number, codePoints: number[] = []) {
      const glyph = getGlyph.call(this, id, codePoints);
      if (!glyph || codePoints.length === 0 || sameCodePoints(glyph.codePoints, codePoints)) return glyph;
      return new glyph.constructor(id, codePoints, this);
    },
  });
}

// pdfkit only accepts a font as a path or bytes, which it hands to fontkit.create, a fresh parse per
// document. So pdfmake gets a few bytes naming the file instead, and this fontkit "format"
// recognises them and answers with the already parsed font. fontkit constructs formats with
// `new`, and a constructor function returning an object yields that object.
const HANDLE_MAGIC = Buffer.from('lekhapadi:parsed-font:');

function isHandle(data: Uint8Array): boolean {
  return (
    data.length > HANDLE_MAGIC.length &&
    Buffer.from(data.buffer, data.byteOffset, HANDLE_MAGIC.length).equals(HANDLE_MAGIC)
  );
}

function ParsedFontFormat(stream: { buffer: Uint8Array }): ShapingFont {
  const data = stream.buffer;
  return sharedFont(
    Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('utf8', HANDLE_MAGIC.length),
  );
}
ParsedFontFormat.probe = isHandle;
fontkit.registerFormat(ParsedFontFormat);

/** A4, margins and styles for a Nepali application; a document's own values win. */
export const documentDefaults = {
  pageSize: 'A4',
  // Points (1 cm ≈ 28.35): 2.5 cm on the left for binding or a file punch, 2 cm elsewhere.
  pageMargins: [71, 57, 57, 57],
  language: 'ne',
  defaultStyle: { font: 'NotoSerif', fontSize: 12, lineHeight: 1.1 },
  styles: {
    title: { fontSize: 16, bold: true, alignment: 'center', margin: [0, 0, 0, 12] },
    heading: { fontSize: 13, bold: true, margin: [0, 10, 0, 4] },
    subject: { bold: true, margin: [0, 8, 0, 8] },
    small: { fontSize: 10 },
    tableHeader: { bold: true },
  },
} satisfies Partial<DocDefinition> & { defaultStyle: Style; styles: StyleDictionary };

function withDefaults(doc: DocDefinition): DocDefinition {
  return {
    ...documentDefaults,
    ...doc,
    defaultStyle: { ...documentDefaults.defaultStyle, ...doc.defaultStyle },
    styles: { ...documentDefaults.styles, ...doc.styles },
  };
}

const isPlainObject = (value: object): boolean => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * A copy with every string in NFC: the same word typed on two keyboards (precomposed or decomposed
 * nukta, for instance) then shapes, measures and breaks the same. Copying also keeps pdfmake, which
 * writes into the definition it is given, away from the caller's object. Functions (header, footer,
 * table layouts) get their results normalised; Buffers and other class instances pass unchanged.
 */
export function toNfc<T>(value: T): T {
  if (typeof value === 'string') return value.normalize('NFC') as T;
  if (Array.isArray(value)) return value.map(toNfc) as T;
  if (typeof value === 'function') {
    return function (this: unknown, ...args: unknown[]) {
      return toNfc(value.apply(this, args));
    } as T;
  }
  if (value !== null && typeof value === 'object' && isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.normalize('NFC'), toNfc(v)])) as T;
  }
  return value;
}

interface ServerPdfMake {
  virtualfs: { writeFileSync(name: string, content: Buffer): void };
}

// One private pdfmake instance per mode, so neither sees the other's font table and nothing else
// in the process can change them. No document may fetch URLs or read files outside fonts/: the
// definitions carry user data.
function newPdfMake(fonts: TFontDictionary): typeof pdfmake {
  const instance = new (pdfmake.constructor as new () => typeof pdfmake)();
  instance.setUrlAccessPolicy(() => false);
  instance.setLocalAccessPolicy((path) => path.startsWith(fontsDir + sep));
  instance.setFonts(fonts);
  return instance;
}

// pdfmake looks a font name up in its virtual file system before the disk: each name there holds
// the handle of one parsed font.
const handleName = (file: string) => `parsed-font:${file}`;
const handleTable = (files: FontFamilyFiles) =>
  Object.fromEntries(Object.entries(files).map(([style, file]) => [style, handleName(file)]));

const sharedFontsPdfMake = newPdfMake({
  NotoSans: handleTable(fontFiles.NotoSans),
  NotoSerif: handleTable(fontFiles.NotoSerif),
});
for (const file of allFontFiles) {
  (sharedFontsPdfMake as unknown as ServerPdfMake).virtualfs.writeFileSync(
    handleName(file),
    Buffer.concat([HANDLE_MAGIC, Buffer.from(file)]),
  );
}

// structuredClone: pdfmake writes back into the font table it is given.
const barePdfMake = newPdfMake(structuredClone(fontFiles));

/**
 * Renders a document definition to PDF bytes with the project's fonts (parsed once per process,
 * shaped with the Nepali language system), its defaults and NFC text.
 */
export async function renderPdf(docDefinition: DocDefinition): Promise<Buffer> {
  return sharedFontsPdfMake.createPdf(toNfc(withDefaults(docDefinition))).getBuffer();
}

/**
 * The same document through pdfmake as it comes: fonts as file paths, read and parsed for every
 * document, default language system. Only for comparing against renderPdf.
 */
export async function renderPdfBare(docDefinition: DocDefinition): Promise<Buffer> {
  return barePdfMake.createPdf(toNfc(withDefaults(docDefinition))).getBuffer();
}
