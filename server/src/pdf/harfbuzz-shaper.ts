import * as hb from 'harfbuzzjs';

/**
 * One shaped glyph as pdfkit reads it. `text` is the typed text this glyph stands for in the
 * document's text layer: the whole cluster on the cluster's first glyph, '' on the others (a
 * reordered ि or a reph belongs to its cluster, not to a place of its own). HarfBuzz keeps a
 * cluster's glyphs together and clusters in text order (left to right), so a cluster's first glyph
 * is the first one drawn.
 */
export interface ShapedGlyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
  text: string;
}

export interface GlyphPosition {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth?: number;
}

/** What a layout() returns, as far as pdfkit reads it: glyphs, positions, and their total advance. */
export class ShapedRun {
  constructor(
    public glyphs: ShapedGlyph[],
    public positions: GlyphPosition[],
  ) {}

  /** A getter: pdfkit scales the positions in place and then reads the total. */
  get advanceWidth(): number {
    let width = 0;
    for (const position of this.positions) width += position.xAdvance;
    return width;
  }
}

/** HarfBuzz's language tag for Nepali: the fonts' Nepali forms of झ ५ ८ ९ come with it. */
const SHAPING_LANGUAGE = 'ne';

const codePointsOf = (text: string): number[] => Array.from(text, (char) => char.codePointAt(0) as number);

/**
 * Shapes text with HarfBuzz, as `hb-shape --language=ne` does: script and direction guessed from
 * the text, positions in font units. One buffer per font, reused: a render thread shapes one run
 * at a time.
 */
export function harfBuzzShaper(
  fontBytes: Uint8Array,
): (text: string, features?: readonly string[]) => ShapedRun {
  const font = new hb.Font(new hb.Face(new hb.Blob(fontBytes)));
  const buffer = new hb.Buffer();
  const advances = new Map<number, number>();
  const advanceOf = (gid: number) => {
    let advance = advances.get(gid);
    if (advance === undefined) {
      advance = font.glyphHAdvance(gid);
      advances.set(gid, advance);
    }
    return advance;
  };

  return (text, features) => {
    buffer.reset();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    buffer.setLanguage(SHAPING_LANGUAGE);
    hb.shape(
      font,
      buffer,
      features?.map((tag) => new hb.Feature(tag)),
    );
    const infos = buffer.getGlyphInfos();
    const hbPositions = buffer.getGlyphPositions();

    // Clusters are UTF-16 offsets into the text; a cluster's text runs to the next cluster's start.
    const starts = [...new Set(infos.map((info) => info.cluster))].sort((a, b) => a - b);
    const endOf = new Map(starts.map((start, i) => [start, starts[i + 1] ?? text.length]));
    const glyphs: ShapedGlyph[] = [];
    const positions: GlyphPosition[] = [];
    let lastCluster = -1;
    for (let i = 0; i < infos.length; i++) {
      const { codepoint: id, cluster } = infos[i]!;
      const { xAdvance, yAdvance, xOffset, yOffset } = hbPositions[i]!;
      positions.push({ xAdvance, yAdvance, xOffset, yOffset });
      const clusterText = cluster === lastCluster ? '' : text.slice(cluster, endOf.get(cluster));
      lastCluster = cluster;
      glyphs.push({
        id,
        advanceWidth: advanceOf(id),
        codePoints: codePointsOf(clusterText),
        text: clusterText,
      });
    }
    return new ShapedRun(glyphs, positions);
  };
}
