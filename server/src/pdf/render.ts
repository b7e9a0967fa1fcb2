import { sep } from 'node:path';
import pdfmake from 'pdfmake';
import type { Style, StyleDictionary, TDocumentDefinitions, TFontDictionary } from 'pdfmake/interfaces.js';
import { everyFontFile, type FontFamilyFiles, fontFiles, fontsDir } from './fonts.js';
import { type DrawnText, drawnTextOf } from './drawn-text.js';
import { withLatinFonts } from './latin-runs.js';
import { IncompletePaperError, mended, paperProblems } from './paper-check.js';
import { fontHandle } from './shared-fonts.js';

export type DocDefinition = TDocumentDefinitions;

/** A4, margins and styles for a Nepali application; a document's own values win. */
const documentDefaults = {
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

export function withDefaults(doc: DocDefinition): DocDefinition {
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

const sharedFontsPdfMake = newPdfMake(
  Object.fromEntries(Object.entries(fontFiles).map(([family, files]) => [family, handleTable(files)])),
);
for (const file of everyFontFile) {
  (sharedFontsPdfMake as unknown as ServerPdfMake).virtualfs.writeFileSync(
    handleName(file),
    fontHandle(file),
  );
}

// structuredClone: pdfmake writes back into the font table it is given.
const barePdfMake = newPdfMake(structuredClone(fontFiles));

/**
 * Renders a document definition to PDF bytes with the project's fonts (parsed once per process,
 * shaped with the Nepali language system), its defaults and NFC text, Latin runs in the Latin
 * companion of the document's font.
 */
export async function renderPdf(docDefinition: DocDefinition): Promise<Buffer> {
  return (await renderChecked(docDefinition)).pdf;
}

/**
 * The PDF with what it drew, after the layout check: a paper that would not be whole (its closing
 * left out, a page with only its footer, a heading last on its page) throws IncompletePaperError.
 */
async function renderChecked(docDefinition: DocDefinition): Promise<{ pdf: Buffer; drawn: DrawnText }> {
  let result = await laidOut(withLatinFonts(toNfc(withDefaults(docDefinition))));
  // A closing too tall for a page, a heading that ended one: laid out again, mended (at most
  // twice: each mend is made once).
  for (let pass = 0; pass < 2 && result.problems.length > 0; pass++) {
    const next = mended(result.definition, result.problems);
    if (!next) break;
    result = await laidOut(next);
  }
  if (result.problems.length > 0) throw new IncompletePaperError(result.problems);
  return { pdf: result.pdf, drawn: result.drawn };
}

async function laidOut(definition: DocDefinition) {
  // pdfmake writes into the definition it lays out: it gets a copy, so the check reads the original.
  const output = sharedFontsPdfMake.createPdf(toNfc(definition));
  const drawn = drawnTextOf(await output.getStream());
  const pdf = await output.getBuffer();
  return { definition, pdf, drawn, problems: paperProblems(definition, drawn) };
}

/**
 * The same document through pdfmake as it comes: fonts as file paths, read and parsed for every
 * document, default language system. Only for comparing against renderPdf.
 */
export async function renderPdfBare(docDefinition: DocDefinition): Promise<Buffer> {
  return barePdfMake.createPdf(withLatinFonts(toNfc(withDefaults(docDefinition)))).getBuffer();
}
