// The Word file of a document: the same definition the PDF is drawn from, as a DOCX a deed writer
// can edit before printing. Same text, blocks, tables and page, in the Noto Devanagari family the
// PDF uses (embedded, the very files the PDF is drawn with), with Nepali as the language of its text.
import { readFileSync } from 'node:fs';
import { Document, Footer, Header, type IRunOptions, NumberFormat, Packer } from 'docx';
import type { Content, DynamicContent, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { fontFiles } from '../fonts.js';
import { toNfc, withDefaults } from '../render.js';
import { type Frame, contentBlocks } from './blocks.js';
import { type PageFields, runOptionsOf, wordFontName } from './inline.js';
import { inherit, type TextStyle } from './style.js';
import { boxOf, pageSizeOf, twips } from './units.js';

/**
 * A header or footer of a document of several pages is laid out for these page numbers; their
 * digits in its text become Word's PAGE and NUMPAGES fields. Two different numbers, the first below
 * the second: a footer that leaves something off a document's last page keeps it, as on a middle
 * page. A document the PDF printed on one page gets its footer as pdfmake made it for one page.
 */
const PAGE_MARK = 7301;
const PAGES_MARK = 7302;
const devanagari = (n: number) => String(n).replace(/[0-9]/g, (d) => String.fromCharCode(0x0966 + Number(d)));
const FIELDS: PageFields = {
  page: [devanagari(PAGE_MARK), String(PAGE_MARK)],
  pages: [devanagari(PAGES_MARK), String(PAGES_MARK)],
};

// ILanguageOptions leaves out `bidirectional`, which docx writes as w:bidi: the language of complex
// script text, which is what Word counts Devanagari as.
const NEPALI = { value: 'ne-NP', eastAsia: 'ne-NP', bidirectional: 'ne-NP' } as IRunOptions['language'];

const FALLBACK_STYLE: TextStyle = {
  font: 'NotoSerif',
  fontSize: 12,
  bold: false,
  italics: false,
  lineHeight: 1,
};

const fontBytes = new Map<string, Buffer>();
const bytesOf = (file: string): Buffer => {
  let bytes = fontBytes.get(file);
  if (!bytes) {
    bytes = readFileSync(file);
    fontBytes.set(file, bytes);
  }
  return bytes;
};

/**
 * The document's Devanagari font, regular and bold, embedded in the file: every reader then shapes
 * the text with the font the PDF was drawn in, not with another build of it (which drew द्ध with a
 * visible halant) or a substitute. Word keeps them on save (w:embedTrueTypeFonts).
 */
function embeddedFonts(family: string) {
  const files = fontFiles[family === 'NotoSans' ? 'NotoSans' : 'NotoSerif'];
  return [{ name: wordFontName(family), data: bytesOf(files.normal), bold: bytesOf(files.bold) }];
}

function marginal(
  content: Content | DynamicContent | undefined,
  page: { width: number; height: number },
  frame: Frame,
  onePage: boolean,
) {
  const size = { ...page, orientation: 'portrait' as const };
  const laidOut =
    typeof content === 'function'
      ? onePage
        ? content(1, 1, size)
        : content(PAGE_MARK, PAGES_MARK, size)
      : content;
  if (laidOut === null || laidOut === undefined) return undefined;
  const blocks = contentBlocks(laidOut, onePage ? frame : { ...frame, fields: FIELDS });
  return blocks.length > 0 ? blocks : undefined;
}

/**
 * The DOCX bytes of a document definition, with the defaults and NFC text the PDF gets. `pages` is
 * how many pages the PDF of the same definition has, when known.
 */
export async function renderDocx(
  definition: TDocumentDefinitions,
  options: { pages?: number } = {},
): Promise<Buffer> {
  const onePage = options.pages === 1;
  const doc = toNfc(withDefaults(definition));
  const page = pageSizeOf(doc.pageSize, doc.pageOrientation);
  const [left, top, right, bottom] = boxOf(doc.pageMargins, 40);
  const base = inherit(FALLBACK_STYLE, doc.defaultStyle ?? {});
  const frame: Frame = {
    style: base,
    base,
    styles: doc.styles ?? {},
    width: page.width - left - right,
    indentLeft: 0,
    indentRight: 0,
    keep: false,
  };
  // pdfmake's header and footer span the whole page width inside their own margins.
  const edge: Frame = { ...frame, width: page.width, indentLeft: 0 };
  const header = marginal(doc.header, page, { ...edge, width: frame.width }, onePage);
  const footer = marginal(doc.footer, page, { ...edge, width: frame.width }, onePage);
  const file = new Document({
    fonts: embeddedFonts(base.font),
    creator: doc.info?.creator ?? 'Lekhapadi',
    title: doc.info?.title ?? '',
    styles: {
      default: {
        document: {
          run: { ...runOptionsOf(base), language: NEPALI },
          paragraph: { spacing: { line: Math.round(240 * base.lineHeight) } },
        },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: twips(page.width), height: twips(page.height) },
            margin: {
              top: twips(top),
              right: twips(right),
              bottom: twips(bottom),
              left: twips(left),
              // The header and footer sit in the margins, about where pdfmake draws them.
              header: twips(Math.min(top / 2, 20)),
              footer: twips(Math.min(bottom / 4, 14)),
            },
            // The page number field in Devanagari digits, as the PDF prints it.
            pageNumbers: { formatType: NumberFormat.HINDI_NUMBERS },
          },
        },
        ...(header ? { headers: { default: new Header({ children: header }) } } : {}),
        ...(footer ? { footers: { default: new Footer({ children: footer }) } } : {}),
        children: contentBlocks(doc.content, frame),
      },
    ],
  });
  return Packer.toBuffer(file);
}
