// The text readers extract from a PDF: poppler's pdftotext (in its two modes) and pdf.js, the
// library react-pdf and Firefox use. Tests compare it with what the document was meant to print.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type Extractor = 'pdftotext -layout' | 'pdftotext -raw' | 'pdf.js';

/** Text of every page, as pdftotext prints it (pages separated by form feeds). */
export async function popplerText(pdf: Uint8Array, mode: 'layout' | 'raw'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pdf-text-'));
  try {
    const file = join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', `-${mode}`, file, '-'], {
      maxBuffer: 1 << 24,
    });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

interface PdfJs {
  getDocument(options: object): { promise: Promise<PdfJsDocument> };
}
interface PdfJsDocument {
  numPages: number;
  getPage(n: number): Promise<{ getTextContent(): Promise<{ items: { str?: string; hasEOL?: boolean }[] }> }>;
  destroy(): Promise<void>;
}

let pdfjs: Promise<PdfJs> | undefined;
const loadPdfJs = () => {
  // The build react-pdf ships, in its Node flavour.
  const require = createRequire(import.meta.url);
  pdfjs ??= import(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')) as Promise<PdfJs>;
  return pdfjs;
};

/** Text of every page as pdf.js's getTextContent gives it: items joined, a line break at each EOL. */
export async function pdfJsText(pdf: Uint8Array): Promise<string> {
  const lib = await loadPdfJs();
  const doc = await lib.getDocument({ data: new Uint8Array(pdf), verbosity: 0, isEvalSupported: false })
    .promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const { items } = await (await doc.getPage(n)).getTextContent();
      pages.push(items.map((item) => (item.str ?? '') + (item.hasEOL ? '\n' : '')).join(''));
    }
    return pages.join('\f');
  } finally {
    await doc.destroy();
  }
}

export function extractText(pdf: Uint8Array, extractor: Extractor): Promise<string> {
  switch (extractor) {
    case 'pdftotext -layout':
      return popplerText(pdf, 'layout');
    case 'pdftotext -raw':
      return popplerText(pdf, 'raw');
    case 'pdf.js':
      return pdfJsText(pdf);
  }
}

/**
 * For comparing: NFC, zero width spaces (break points in dotted lines) gone, and every run of white
 * space (line and page breaks included) one space.
 */
export const comparable = (text: string): string =>
  text
    .normalize('NFC')
    .replace(/\u200B/g, '')
    .replace(/[\s\u00A0]+/gu, ' ')
    .trim();
