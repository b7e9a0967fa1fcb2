// The annotations a reader finds in a PDF, as pdf.js (react-pdf's and Firefox's library) reads
// them, and the raw objects behind them as pdf-lib reads them.
import { createRequire } from 'node:module';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';

export interface ReadAnnotation {
  page: number;
  subtype: string;
  contents: string;
  /** [left, bottom, right, top] in PDF points, from the page's lower left corner. */
  rect: number[];
}

interface PdfJsAnnotation {
  subtype: string;
  contentsObj?: { str?: string };
  rect: number[];
}
interface PdfJs {
  getDocument(options: object): {
    promise: Promise<{
      numPages: number;
      getPage(n: number): Promise<{ getAnnotations(): Promise<PdfJsAnnotation[]> }>;
      destroy(): Promise<void>;
    }>;
  };
}

const require = createRequire(import.meta.url);
let pdfjs: Promise<PdfJs> | undefined;

/** Every page's annotations as pdf.js lists them. */
export async function pdfJsAnnotations(pdf: Uint8Array): Promise<ReadAnnotation[]> {
  pdfjs ??= import(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')) as Promise<PdfJs>;
  const lib = await pdfjs;
  const doc = await lib.getDocument({ data: new Uint8Array(pdf), verbosity: 0, isEvalSupported: false })
    .promise;
  try {
    const out: ReadAnnotation[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      for (const a of await (await doc.getPage(n)).getAnnotations()) {
        out.push({ page: n, subtype: a.subtype, contents: a.contentsObj?.str ?? '', rect: [...a.rect] });
      }
    }
    return out;
  } finally {
    await doc.destroy();
  }
}

/** The decoded normal-appearance stream (/AP /N) of each annotation of a subtype, in page order. */
export async function appearanceStreams(pdf: Uint8Array, subtype: string): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  const out: string[] = [];
  for (const page of doc.getPages()) {
    const annots = page.node.Annots();
    if (!annots) continue;
    for (let i = 0; i < annots.size(); i++) {
      const annot = annots.lookup(i, PDFDict);
      if (annot.get(PDFName.of('Subtype'))?.toString() !== `/${subtype}`) continue;
      const ap = annot.lookup(PDFName.of('AP'), PDFDict);
      const stream = ap.lookup(PDFName.of('N'));
      if (stream instanceof PDFRawStream) {
        out.push(Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'));
      }
    }
  }
  return out;
}

/** The BaseFont names of the fonts an appearance's resources name, for one annotation subtype. */
export async function appearanceFontNames(pdf: Uint8Array, subtype: string): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  const names: string[] = [];
  for (const page of doc.getPages()) {
    const annots = page.node.Annots();
    if (!annots) continue;
    for (let i = 0; i < annots.size(); i++) {
      const annot = annots.lookup(i, PDFDict);
      if (annot.get(PDFName.of('Subtype'))?.toString() !== `/${subtype}`) continue;
      const stream = annot.lookup(PDFName.of('AP'), PDFDict).lookup(PDFName.of('N'));
      if (!(stream instanceof PDFRawStream)) continue;
      const fonts = stream.dict.lookup(PDFName.of('Resources'), PDFDict).lookup(PDFName.of('Font'), PDFDict);
      for (const key of fonts.keys()) {
        const font = fonts.lookup(key, PDFDict);
        names.push(font.get(PDFName.of('BaseFont'))?.toString() ?? '');
        const descendants = font.lookup(PDFName.of('DescendantFonts'), PDFArray);
        names.push(descendants.lookup(0, PDFDict).get(PDFName.of('BaseFont'))?.toString() ?? '');
      }
    }
  }
  return names;
}
