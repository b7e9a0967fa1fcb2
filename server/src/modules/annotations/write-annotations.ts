import {
  PDFDict,
  PDFDocument,
  PDFHexString,
  type PDFImage,
  PDFName,
  type PDFPage,
  PDFString,
  type PDFRef,
} from 'pdf-lib';
import { type Annotation, type Box, rgb } from './annotation-model.js';
import { ANNOTATION_FONT_RESOURCE, DevanagariFont, num } from './devanagari-text.js';

/**
 * Stamp images by id, each the project's own re-encoded PNG (stamp-images.service.ts): an upload
 * itself never reaches pdf-lib's decoder.
 */
export type StampPngs = ReadonlyMap<string, Uint8Array>;

/** Inner margin of a free-text box, in points. */
const PADDING = 2;
/** Print flag (bit 3): annotations are printed with the page. */
const PRINT = 4;

/** The page sizes (MediaBox width × height, points) a save is checked against. */
export async function pageSizes(pdfBytes: Uint8Array): Promise<{ width: number; height: number }[]> {
  const pdf = await PDFDocument.load(pdfBytes, { updateMetadata: false });
  return pdf.getPages().map((page) => page.getSize());
}

/**
 * A copy of the PDF with the annotations added as standard PDF annotations (FreeText, Highlight,
 * Ink, Stamp), each with its own appearance stream, so every reader draws and prints them alike.
 * What the file already holds (form fields, links, other annotations) is left as it is.
 */
export async function writeAnnotations(
  pdfBytes: Uint8Array,
  annotations: readonly Annotation[],
  stamps: StampPngs,
  now: Date = new Date(),
): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(pdfBytes, { updateMetadata: false });
  const pages = pdf.getPages();
  const font = new DevanagariFont(pdf);
  const images = new Map<string, PDFImage>();
  const modified = PDFString.fromDate(now);

  for (const [index, annotation] of annotations.entries()) {
    const page = pages[annotation.page - 1];
    if (!page) throw new Error(`annotation ${index}: no page ${annotation.page}`);
    const common = {
      Type: 'Annot',
      Rect: rectArray(annotation.rect),
      F: PRINT,
      C: rgb(annotation.color),
      M: modified,
      NM: PDFString.of(`lekhapadi-${index + 1}`),
      P: page.ref,
    };
    let dict: Record<string, unknown>;
    switch (annotation.kind) {
      case 'FREE_TEXT':
        dict = freeText(pdf, font, annotation, common);
        break;
      case 'HIGHLIGHT':
        dict = highlight(pdf, annotation, common);
        break;
      case 'INK':
        dict = ink(pdf, annotation, common);
        break;
      case 'STAMP': {
        const id = annotation.stampImageId as string;
        let image = images.get(id);
        if (!image) {
          const png = stamps.get(id);
          if (!png) throw new Error(`annotation ${index}: stamp image ${id} not given`);
          image = await pdf.embedPng(png);
          images.set(id, image);
        }
        dict = stamp(pdf, annotation, image, common);
        break;
      }
    }
    addAnnotation(page, pdf.context.register(pdf.context.obj(dict as never)));
  }
  if (annotations.some((a) => a.kind === 'FREE_TEXT')) withDefaultResources(pdf, font);
  font.finish();
  return pdf.save({ useObjectStreams: false });
}

/** The document's default resources (/AcroForm /DR) name the free text's font, as its /DA does. */
function withDefaultResources(pdf: PDFDocument, font: DevanagariFont) {
  const form = pdf.catalog.getOrCreateAcroForm();
  const resources = form.dict.lookupMaybe(PDFName.of('DR'), PDFDict) ?? pdf.context.obj({});
  const fonts = resources.lookupMaybe(PDFName.of('Font'), PDFDict) ?? pdf.context.obj({});
  fonts.set(PDFName.of(ANNOTATION_FONT_RESOURCE), font.fontRef());
  resources.set(PDFName.of('Font'), fonts);
  form.dict.set(PDFName.of('DR'), resources);
}

function addAnnotation(page: PDFPage, ref: PDFRef) {
  page.node.addAnnot(ref);
}

const rectArray = (box: Box) => [box.x, box.y, box.x + box.width, box.y + box.height];

/** A form XObject drawn at the annotation's rect: its BBox is the rect, so no matrix is needed. */
function appearance(pdf: PDFDocument, box: Box, content: string, resources: Record<string, unknown> = {}) {
  return pdf.context.register(
    pdf.context.flateStream(content, {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: rectArray(box),
      Resources: resources,
    } as never),
  );
}

function freeText(pdf: PDFDocument, font: DevanagariFont, a: Annotation, common: object) {
  const size = a.fontSize ?? 12;
  const [r, g, b] = rgb(a.color);
  const { ascent, lineHeight } = font.metrics(size);
  const lines = font.lines(a.text ?? '', size, a.rect.width - 2 * PADDING);
  const top = a.rect.y + a.rect.height - PADDING;
  const ops = [
    // Clip to the box: text that does not fit is cut at its edge, as readers do.
    `q ${num(a.rect.x)} ${num(a.rect.y)} ${num(a.rect.width)} ${num(a.rect.height)} re W n`,
    `${num(r)} ${num(g)} ${num(b)} rg`,
    ...lines.map((line, i) => font.drawLine(line, a.rect.x + PADDING, top - ascent - i * lineHeight, size)),
    'Q',
  ];
  const ap = appearance(pdf, a.rect, ops.join('\n'), {
    Font: { [ANNOTATION_FONT_RESOURCE]: font.fontRef() },
  });
  return {
    ...common,
    Subtype: 'FreeText',
    Contents: PDFHexString.fromText(a.text ?? ''),
    // Readers that rebuild the appearance (after an edit) use DA, its font looked up in the
    // AcroForm's /DR (withDefaultResources): the embedded Devanagari font, so a redrawn box keeps
    // its Nepali. Until then /AP is drawn.
    DA: PDFString.of(`/${ANNOTATION_FONT_RESOURCE} ${num(size)} Tf ${num(r)} ${num(g)} ${num(b)} rg`),
    Q: 0,
    AP: { N: ap },
  };
}

function highlight(pdf: PDFDocument, a: Annotation, common: object) {
  const quads = a.quads ?? [a.rect];
  const [r, g, b] = rgb(a.color);
  const ops = [`/GS0 gs ${num(r)} ${num(g)} ${num(b)} rg`];
  for (const q of quads) ops.push(`${num(q.x)} ${num(q.y)} ${num(q.width)} ${num(q.height)} re f`);
  const bounds = union(quads);
  const ap = appearance(pdf, bounds, ops.join('\n'), {
    ExtGState: { GS0: { Type: 'ExtGState', BM: 'Multiply', ca: 1 } },
  });
  return {
    ...common,
    Rect: rectArray(bounds),
    Subtype: 'Highlight',
    // Upper left, upper right, lower left, lower right of each line, as Acrobat writes them.
    QuadPoints: quads.flatMap((q) => [
      q.x,
      q.y + q.height,
      q.x + q.width,
      q.y + q.height,
      q.x,
      q.y,
      q.x + q.width,
      q.y,
    ]),
    ...(a.text ? { Contents: PDFHexString.fromText(a.text) } : {}),
    AP: { N: ap },
  };
}

function ink(pdf: PDFDocument, a: Annotation, common: object) {
  const paths = a.inkPaths ?? [];
  const width = a.strokeWidth ?? 2;
  const [r, g, b] = rgb(a.color);
  const ops = [`${num(r)} ${num(g)} ${num(b)} RG ${num(width)} w 1 J 1 j`];
  for (const path of paths) {
    ops.push(`${num(path[0]!)} ${num(path[1]!)} m`);
    // A tap leaves a single point: a zero-length line with round caps draws it as a dot.
    if (path.length === 2) ops.push(`${num(path[0]!)} ${num(path[1]!)} l`);
    for (let i = 2; i < path.length; i += 2) ops.push(`${num(path[i]!)} ${num(path[i + 1]!)} l`);
    ops.push('S');
  }
  // The stroke reaches half its width past the points: the box grows by that much.
  const bounds = grow(a.rect, width / 2 + 1);
  return {
    ...common,
    Rect: rectArray(bounds),
    Subtype: 'Ink',
    InkList: paths,
    BS: { W: width, S: 'S' },
    AP: { N: appearance(pdf, bounds, ops.join('\n')) },
  };
}

function stamp(pdf: PDFDocument, a: Annotation, image: PDFImage, common: object) {
  const { x, y, width, height } = a.rect;
  const content = `q ${num(width)} 0 0 ${num(height)} ${num(x)} ${num(y)} cm /Im0 Do Q`;
  return {
    ...common,
    Subtype: 'Stamp',
    Name: 'Lekhapadi.Image',
    ...(a.text ? { Contents: PDFHexString.fromText(a.text) } : {}),
    AP: { N: appearance(pdf, a.rect, content, { XObject: { Im0: image.ref } }) },
  };
}

function union(boxes: readonly Box[]): Box {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const top = Math.max(...boxes.map((b) => b.y + b.height));
  return { x, y, width: right - x, height: top - y };
}

const grow = (box: Box, by: number): Box => ({
  x: box.x - by,
  y: box.y - by,
  width: box.width + 2 * by,
  height: box.height + 2 * by,
});
