import { readFileSync } from 'node:fs';
import { PDFHexString, type PDFDocument, type PDFRef, PDFString } from 'pdf-lib';
import { fontFiles } from '../../pdf/fonts.js';
import type { ShapedRun } from '../../pdf/harfbuzz-shaper.js';
import { sharedFont } from '../../pdf/shared-fonts.js';

/** What fontkit reads of the font besides what the shaper needs: the descriptor's metrics. */
interface FontMetrics {
  postscriptName: string;
  unitsPerEm: number;
  ascent: number;
  descent: number;
  capHeight: number;
  bbox: { minX: number; minY: number; maxX: number; maxY: number };
  layout(text: string): ShapedRun;
}

/** The font free text is written in: the documents' Noto Sans Devanagari (Latin included). */
export const ANNOTATION_FONT_FILE = fontFiles.NotoSans.normal;
export const ANNOTATION_FONT_RESOURCE = 'NotoDeva';

interface PlacedGlyph {
  id: number;
  /** Pen position in points from the line's start, offsets applied. */
  x: number;
  y: number;
}

export interface ShapedLine {
  glyphs: PlacedGlyph[];
  width: number;
  text: string;
}

/**
 * Writes the font once per PDF as a Type 0 font with Identity-H, so appearance streams can show
 * HarfBuzz's glyph ids as they are (a simple font's 256 codes cannot reach conjunct forms). The
 * whole TTF is embedded: the file is 216 KB, and a subset would need its own glyph renumbering.
 * ToUnicode is left out on purpose: one glyph can stand for a cluster, so each drawn line carries
 * its typed text as /ActualText instead.
 */
export class DevanagariFont {
  private readonly font = sharedFont(ANNOTATION_FONT_FILE) as unknown as FontMetrics;
  private readonly widths = new Map<number, number>();
  private ref: PDFRef | null = null;

  constructor(private readonly pdf: PDFDocument) {}

  /** Splits text into lines that fit `maxWidth` points (at spaces; newlines kept), each shaped. */
  lines(text: string, fontSize: number, maxWidth: number): ShapedLine[] {
    const out: ShapedLine[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const candidate = line ? `${line} ${word}` : word;
        if (line && this.shape(candidate, fontSize).width > maxWidth) {
          out.push(this.shape(line, fontSize));
          line = word;
        } else {
          line = candidate;
        }
      }
      out.push(this.shape(line, fontSize));
    }
    return out;
  }

  shape(text: string, fontSize: number): ShapedLine {
    const run = this.font.layout(text);
    const scale = fontSize / this.font.unitsPerEm;
    const glyphs: PlacedGlyph[] = [];
    let pen = 0;
    run.glyphs.forEach((glyph, i) => {
      const position = run.positions[i]!;
      glyphs.push({ id: glyph.id, x: (pen + position.xOffset) * scale, y: position.yOffset * scale });
      this.widths.set(glyph.id, glyph.advanceWidth);
      pen += position.xAdvance;
    });
    return { glyphs, width: pen * scale, text };
  }

  /** Line height and the baseline's distance below a box's top, in points. */
  metrics(fontSize: number) {
    const scale = fontSize / this.font.unitsPerEm;
    return { ascent: this.font.ascent * scale, lineHeight: (this.font.ascent - this.font.descent) * scale };
  }

  /**
   * Content-stream operators drawing one line with its baseline at (x, y): each glyph placed by
   * its own text matrix, so HarfBuzz's offsets (marks, reph) are kept exactly.
   */
  drawLine(line: ShapedLine, x: number, y: number, fontSize: number): string {
    const ops = [
      `/Span <</ActualText ${PDFHexString.fromText(line.text).toString()}>> BDC`,
      'BT',
      `/${ANNOTATION_FONT_RESOURCE} ${num(fontSize)} Tf`,
    ];
    for (const glyph of line.glyphs) {
      ops.push(`1 0 0 1 ${num(x + glyph.x)} ${num(y + glyph.y)} Tm <${hex4(glyph.id)}> Tj`);
    }
    ops.push('ET', 'EMC');
    return ops.join('\n');
  }

  /** The font's object, made on first use; its widths are filled in by finish(). */
  fontRef(): PDFRef {
    if (!this.ref) this.ref = this.pdf.context.nextRef();
    return this.ref;
  }

  /** Writes the font objects, with widths for every glyph shown. Call once, before saving. */
  finish(): void {
    if (!this.ref) return;
    const context = this.pdf.context;
    const font = this.font;
    const per1000 = (units: number) => Math.round((units * 1000) / font.unitsPerEm);
    const bytes = readFileSync(ANNOTATION_FONT_FILE);
    const fontFile = context.register(context.flateStream(bytes, { Length1: bytes.length }));
    const name = font.postscriptName;
    const descriptor = context.register(
      context.obj({
        Type: 'FontDescriptor',
        FontName: name,
        Flags: 4,
        FontBBox: [font.bbox.minX, font.bbox.minY, font.bbox.maxX, font.bbox.maxY].map(per1000),
        ItalicAngle: 0,
        Ascent: per1000(font.ascent),
        Descent: per1000(font.descent),
        CapHeight: per1000(font.capHeight),
        StemV: 80,
        FontFile2: fontFile,
      }),
    );
    const widths: (number | number[])[] = [];
    for (const [id, advance] of [...this.widths].sort((a, b) => a[0] - b[0])) {
      widths.push(id, [per1000(advance)]);
    }
    const cidFont = context.register(
      context.obj({
        Type: 'Font',
        Subtype: 'CIDFontType2',
        BaseFont: name,
        CIDSystemInfo: {
          Registry: PDFString.of('Adobe'),
          Ordering: PDFString.of('Identity'),
          Supplement: 0,
        },
        FontDescriptor: descriptor,
        CIDToGIDMap: 'Identity',
        DW: 0,
        W: widths,
      }),
    );
    context.assign(
      this.ref,
      context.obj({
        Type: 'Font',
        Subtype: 'Type0',
        BaseFont: name,
        Encoding: 'Identity-H',
        DescendantFonts: [cidFont],
      }),
    );
  }
}

/** A number as a content stream wants it: no exponent, at most 3 decimals. */
export const num = (value: number) => (Math.round(value * 1000) / 1000).toString();
const hex4 = (id: number) => id.toString(16).padStart(4, '0');
