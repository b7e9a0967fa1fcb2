import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { allFontFiles } from './fonts.js';
import { harfBuzzShaper, type ShapedRun } from './harfbuzz-shaper.js';
import { cachedLayout } from './layout-cache.js';
import { recordDrawnText } from './drawn-text.js';
import { installExactTextLayer } from './text-layer.js';

/** A parsed fontkit font (TTFFont), shared by every document of the process, shaped by HarfBuzz. */
export interface ShapingFont {
  postscriptName: string;
  unitsPerEm: number;
  layout(text: string, features?: readonly string[]): ShapedRun;
}

interface Fontkit {
  create(data: Uint8Array, postscriptName?: string): ShapingFont;
  registerFormat(format: unknown): void;
}

// pdfkit calls fontkit through its own require('fontkit'): reach that same instance (resolved from
// pdfmake's pdfkit, not from here) so the format registered below is the one pdfkit consults.
const requireHere = createRequire(import.meta.url);
const requireFromPdfmake = createRequire(requireHere.resolve('pdfmake'));
const pdfkitPath = requireFromPdfmake.resolve('pdfkit');
const fontkit = createRequire(pdfkitPath)('fontkit') as Fontkit;
const PdfKitDocument = requireFromPdfmake('pdfkit') as new (
  options?: object,
) => {
  font(src: Buffer): { _font: object };
  _font: object;
};

const parsedFonts = new Map<string, ShapingFont>();
const shapedByHarfBuzz = new WeakSet<object>();

/**
 * The parsed font for a file, parsed on first use and then kept for the life of the process.
 * fontkit still reads the outlines for the embedded subset; HarfBuzz shapes every run (fontkit's
 * shaper differs from it around ZWJ half forms and lacks the Nepali language system unless asked),
 * and shaped words are kept for later documents (layout-cache.ts).
 */
export function sharedFont(file: string): ShapingFont {
  let font = parsedFonts.get(file);
  if (!font) {
    const bytes = readFileSync(file);
    font = fontkit.create(bytes);
    const shape = harfBuzzShaper(bytes);
    const layout = (text: string, features?: unknown) =>
      shape(text, Array.isArray(features) ? (features as string[]) : undefined);
    Object.defineProperty(font, 'layout', { value: cachedLayout(layout as never) });
    shapedByHarfBuzz.add(font);
    parsedFonts.set(file, font);
  }
  return font;
}

// pdfkit only accepts a font as a path or bytes, which it hands to fontkit.create, a fresh parse per
// document. So pdfmake gets a few bytes naming the file instead, and this fontkit "format"
// recognises them and answers with the already parsed font. fontkit constructs formats with
// `new`, and a constructor function returning an object yields that object.
const HANDLE_MAGIC = Buffer.from('lekhapadi:parsed-font:');

/** The bytes standing for a font file's shared parsed font. */
export const fontHandle = (file: string): Buffer => Buffer.concat([HANDLE_MAGIC, Buffer.from(file)]);

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

// pdfkit does not export its embedded-font class: one throwaway document hands it over.
const probe = new PdfKitDocument({ autoFirstPage: false });
probe.font(fontHandle(allFontFiles[0] as string));
installExactTextLayer({
  embeddedFont: Object.getPrototypeOf(probe._font),
  document: PdfKitDocument.prototype as never,
  isExact: (font) => shapedByHarfBuzz.has(font),
});
recordDrawnText(PdfKitDocument.prototype as never);
