import type { ShapedGlyph } from './harfbuzz-shaper.js';

/**
 * The text layer of the PDF: what copy, paste, search and screen readers get back.
 *
 * pdfkit gives each glyph one code and maps each code to the characters the glyph was first met
 * with, in the order the glyphs are drawn. Devanagari draws ि before its consonant and a reph
 * after it, and one glyph serves several words, so मिति came back as िमित. Here each code stands
 * for one glyph together with the typed text of its cluster (the cluster's first glyph carries it,
 * the rest carry none), so the codes of a word, read in drawing order, spell the word as typed;
 * a CIDToGIDMap points the codes back at the glyphs. That is what pdf.js (react-pdf, Firefox)
 * reads. Every drawn fragment is also a marked-content span with /ActualText, which poppler,
 * PDFium and Acrobat prefer to the codes.
 */

interface EmbeddedFont {
  font: object;
  subset: { includeGlyph(id: number): number };
  scale: number;
  widths: number[];
  unicode: number[][];
  document: PdfDocument;
  layout(text: string, features?: unknown): { glyphs: unknown[]; positions: unknown[] };
  codeFor: CodeFor;
  /** Code of each (glyph, text) pair, and the glyph each code draws. */
  codesByGlyphText?: Map<string, number>;
  glyphOfCode?: number[];
}

interface PdfRef {
  data: Record<string, unknown>;
  end(data?: Buffer): void;
}

interface PdfDocument {
  _font?: EmbeddedFont;
  ref(data?: Record<string, unknown>): PdfRef;
  addContent(data: string): PdfDocument;
}

type Encode = (this: EmbeddedFont, text: string, features?: unknown) => [string[], unknown[]];
type CodeFor = (this: EmbeddedFont, gid: number, text: string, codePoints: number[], width: number) => string;

interface Position {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth?: number;
}

/**
 * What a glyph that only helps draw its cluster maps to. Readers fall back to the glyph's code for
 * an empty mapping; pdf.js leaves format characters (Unicode category Cf) out of the text it
 * extracts, and poppler, PDFium and Acrobat read the /ActualText instead.
 */
const ZERO_WIDTH_SPACE = '\u200B';
const ZERO_WIDTH_SPACE_CODE_POINTS = [0x200b];

const codePointsOf = (text: string): number[] => Array.from(text, (char) => char.codePointAt(0) as number);

const NONSPACING_MARK = /\p{Mn}/u;

const TRAILING_FORMAT_CHARACTERS = /\p{Cf}+$/u;

/**
 * The text as typed, without what layout put in: a no-break space is a space, a zero width space
 * (a place to break a dotted line) goes, and the zero width
 * joiner that keeps '२०८२/‍०८' or 'क/‍ख' on one line goes (a joiner typed for a half form stays).
 */
export function typedText(text: string): string {
  return text
    .replace(/\u00A0/g, ' ')
    .replace(/\u200B/g, '')
    .replace(/([/-])\u200D/g, '$1');
}

/**
 * A cluster's text before its first nonspacing mark (ा ि stay, ् े ं go), and the rest. A format
 * character ending the first part (a joiner after no virama) goes with the rest, since pdf.js
 * drops a glyph whose text ends in one.
 */
function splitAtFirstMark(text: string): { base: string; marks: string } {
  const at = text.search(NONSPACING_MARK);
  const base = at < 0 ? text : text.slice(0, at);
  const trailing = base.match(TRAILING_FORMAT_CHARACTERS)?.[0] ?? '';
  return { base: base.slice(0, base.length - trailing.length), marks: trailing + text.slice(base.length) };
}

/** The font's space glyph: it draws nothing. */
function blankGlyph(font: EmbeddedFont): number {
  return (font.font as { glyphForCodePoint(codePoint: number): { id: number } }).glyphForCodePoint(0x20).id;
}
type Embed = (this: EmbeddedFont) => unknown;
type Fragment = (this: PdfDocument, text: string, ...rest: unknown[]) => unknown;

const hex4 = (n: number) => n.toString(16).padStart(4, '0');

/**
 * Patches pdfkit's embedded-font class and document class. `isExact(font)` says which fonts take
 * part: those whose layout() returns glyphs with their cluster's `text` (harfbuzz-shaper.ts).
 */
export function installExactTextLayer(options: {
  embeddedFont: { encode: Encode; embed: Embed; codeFor?: CodeFor };
  document: { _fragment: Fragment };
  isExact(font: object): boolean;
}): void {
  const { embeddedFont, document, isExact } = options;
  const encode = embeddedFont.encode;
  const embed = embeddedFont.embed;
  const fragment = document._fragment;

  embeddedFont.encode = function (this: EmbeddedFont, text, features) {
    if (!isExact(this.font)) return encode.call(this, text, features);
    const { glyphs, positions } = this.layout(text, features) as {
      glyphs: ShapedGlyph[];
      positions: Position[];
    };
    const codes: string[] = [];
    const placed: Position[] = [];
    for (let start = 0; start < glyphs.length; ) {
      let end = start + 1;
      while (end < glyphs.length && glyphs[end]!.text === '') end++;
      let advance = 0;
      for (let i = start; i < end; i++) advance += positions[i]!.xAdvance;

      // The cluster's first glyph carries its text up to the first nonspacing mark, and the whole
      // cluster's advance as its width.
      const { base, marks } = splitAtFirstMark(typedText(glyphs[start]!.text));
      const first = this.codeFor(glyphs[start]!.id, base, codePointsOf(base || ZERO_WIDTH_SPACE), advance);
      codes.push(first);
      placed.push({ ...positions[start]!, xAdvance: advance, advanceWidth: advance });

      // Its other glyphs follow, put in place by offsets from the pen (now at the cluster's end),
      // each standing for a format character that readers leave out, and moving nothing.
      let x = positions[start]!.xAdvance - advance;
      for (let i = start + 1; i < end; i++) {
        const p = positions[i]!;
        codes.push(this.codeFor(glyphs[i]!.id, '', ZERO_WIDTH_SPACE_CODE_POINTS, 0));
        placed.push({
          xAdvance: 0,
          yAdvance: 0,
          xOffset: x + p.xOffset,
          yOffset: p.yOffset,
          advanceWidth: 0,
        });
        x += p.xAdvance;
      }

      // The marks ride on a blank glyph of no width at the cluster's end: pdf.js counts any glyph
      // whose text holds a nonspacing mark as a zero-width diacritic, which must not be the glyph
      // that moves the pen.
      if (marks) {
        codes.push(this.codeFor(blankGlyph(this), marks, codePointsOf(marks), 0));
        placed.push({ xAdvance: 0, yAdvance: 0, xOffset: 0, yOffset: 0, advanceWidth: 0 });
      }
      start = end;
    }
    return [codes, placed];
  };

  /** The code for a glyph drawn with a text and a width; a new one for a triple not seen before. */
  embeddedFont.codeFor = function (this: EmbeddedFont, gid, text, codePoints, width) {
    // Code 0 stays .notdef, as pdfkit set it up.
    this.codesByGlyphText ??= new Map();
    this.glyphOfCode ??= [0];
    const subsetGid = this.subset.includeGlyph(gid);
    // The width is part of the key: pdf.js takes any adjustment after a glyph for a gap between
    // words, so each glyph's width must be exactly the advance it is drawn with.
    const key = `${subsetGid}\u0000${text}\u0000${width}`;
    let code = this.codesByGlyphText.get(key);
    if (code === undefined) {
      code = this.glyphOfCode.length;
      if (code > 0xffff) throw new Error('A document uses more than 65535 glyph and text pairs in one font');
      this.glyphOfCode.push(subsetGid);
      this.codesByGlyphText.set(key, code);
      this.widths[code] = width;
      this.unicode[code] = codePoints;
    }
    return hex4(code);
  };

  embeddedFont.embed = function (this: EmbeddedFont) {
    const glyphOfCode = this.glyphOfCode;
    if (!glyphOfCode) return embed.call(this);
    const doc = this.document;
    const map = doc.ref();
    const bytes = Buffer.alloc(glyphOfCode.length * 2);
    glyphOfCode.forEach((gid, code) => {
      bytes.writeUInt16BE(gid, code * 2);
    });
    map.end(bytes);
    // pdfkit's embed writes CIDToGIDMap /Identity into the descendant font it creates: swap in ours.
    const ref = doc.ref;
    doc.ref = function (this: PdfDocument, data?: Record<string, unknown>) {
      if (data?.Subtype === 'CIDFontType2' && data.CIDToGIDMap === 'Identity') data.CIDToGIDMap = map;
      return ref.call(this, data);
    };
    try {
      return embed.call(this);
    } finally {
      doc.ref = ref;
    }
  };

  document._fragment = function (this: PdfDocument, text, ...rest) {
    const font = this._font;
    const actual = typedText(`${text}`.replace(/\n/g, ''));
    if (!font || !isExact(font.font) || actual.length === 0) return fragment.call(this, text, ...rest);
    // The span goes inside the text object: poppler places the actual text with the graphics
    // state current at the span's end, and pdfkit restores the page's state right after ET.
    const addContent = this.addContent;
    this.addContent = function (this: PdfDocument, data: string) {
      if (data === 'ET') addContent.call(this, 'EMC');
      addContent.call(this, data);
      if (data === 'BT') addContent.call(this, `/Span <</ActualText ${pdfTextString(actual)}>> BDC`);
      return this;
    };
    try {
      return fragment.call(this, text, ...rest);
    } finally {
      delete (this as Partial<PdfDocument>).addContent;
    }
  };
}

/** A PDF text string as hex: UTF-16BE with its byte order mark, which every reader decodes. */
function pdfTextString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0');
  return `<${hex.toUpperCase()}>`;
}
