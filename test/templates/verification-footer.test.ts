// The verification mark every page carries: the code is in the PDF's text, and neither the QR nor
// the code line sits on any text of the paper, read back from the PDF with pdftotext -bbox.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { listWorks } from '../../server/src/modules/works/catalog.js';
import { runRenderTask } from '../../server/src/pdf/render-task.js';
import { verificationMarkBoxes } from '../../server/src/pdf/templates/verification-footer.js';
import { groupedVerificationCode } from '../../server/src/shared/verification-code.js';
import { SAMPLE_CASES, sampleInput } from '../support/work-samples.js';

const run = promisify(execFile);

const CODE = '7K3MZQ9XHW2RDP5TNB4C';
const verification = { code: CODE, url: `https://lekhapadi.example.np/verify/${CODE}` };

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface Word extends Box {
  text: string;
}

/** Each page's size and its words' boxes, in points from the top left, as pdftotext -bbox gives them. */
async function wordsOnPages(pdf: Buffer): Promise<{ width: number; height: number; words: Word[] }[]> {
  const dir = await mkdtemp(join(tmpdir(), 'verification-footer-'));
  try {
    const file = join(dir, 'document.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-'], { maxBuffer: 1 << 24 });
    return stdout
      .split('<page ')
      .slice(1)
      .map((page) => {
        const size = /width="([\d.]+)" height="([\d.]+)"/.exec(page)!;
        const words = [
          ...page.matchAll(
            /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
          ),
        ].map(([, x0, y0, x1, y1, text]) => ({
          x: Number(x0),
          y: Number(y0),
          width: Number(x1) - Number(x0),
          height: Number(y1) - Number(y0),
          text: text!,
        }));
        return { width: Number(size[1]), height: Number(size[2]), words };
      });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const CASES = listWorks().map((work) => [work.key, work] as const);

test.each(CASES)('%s: every page carries the code, and the mark covers no text', async (key, work) => {
  const input = { ...sampleInput(work, SAMPLE_CASES[1]!), verification };
  const { pdf } = await runRenderTask({ kind: 'work', workKey: key, input });
  const pages = await wordsOnPages(pdf);
  const grouped = groupedVerificationCode(CODE);
  for (const page of pages) {
    const { qr, code } = verificationMarkBoxes(page);
    const qrBox = { x: qr.x, y: qr.y, width: qr.size, height: qr.size };
    const codeWords = page.words.filter((w) => overlaps(w, code));
    // The code line is the only text in its box, and it is the code.
    expect(codeWords.map((w) => w.text).join(' ')).toBe(`प्रमाणीकरण कोड: ${grouped}`);
    expect(page.words.filter((w) => overlaps(w, qrBox))).toEqual([]);
    // The paper's own text stays clear of the code line too (a page number, a line to sign).
    const others = page.words.filter((w) => !codeWords.includes(w));
    for (const word of codeWords) expect(others.filter((w) => overlaps(w, word))).toEqual([]);
    // And inside the page.
    expect(qr.x + qr.size).toBeLessThanOrEqual(page.width);
    expect(qr.y + qr.size).toBeLessThanOrEqual(page.height);
  }
});

/** The first page in grey at one pixel a point (pdftoppm, PGM): 0 is black, 255 white. */
async function greyFirstPage(pdf: Buffer): Promise<{ width: number; at(x: number, y: number): number }> {
  const dir = await mkdtemp(join(tmpdir(), 'verification-footer-'));
  try {
    const file = join(dir, 'document.pdf');
    await writeFile(file, pdf);
    await run('pdftoppm', [
      '-r',
      '72',
      '-gray',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      join(dir, 'page'),
    ]);
    const image = await readFile(join(dir, 'page.pgm'));
    const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(image.toString('latin1', 0, 40))!;
    const width = Number(header[1]);
    const pixels = image.subarray(header[0].length);
    return { width, at: (x, y) => pixels[Math.floor(y) * width + Math.floor(x)]! };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

test('the QR code is drawn inside its box, in the corner the margins leave free', async () => {
  const work = listWorks()[0]!;
  const input = { ...sampleInput(work, SAMPLE_CASES[1]!), verification };
  const { pdf } = await runRenderTask({ kind: 'work', workKey: work.key, input });
  const page = await greyFirstPage(pdf);
  const [{ width, height }] = await wordsOnPages(pdf);
  const { qr } = verificationMarkBoxes({ width: width!, height: height! });
  let dark = 0;
  for (let y = qr.y; y < qr.y + qr.size; y += 1)
    for (let x = qr.x; x < qr.x + qr.size; x += 1) if (page.at(x, y) < 128) dark += 1;
  // A QR code's modules are about half dark; its box holds at least the code's own square.
  expect(dark).toBeGreaterThan(qr.size * qr.size * 0.25);
  // Nothing is drawn between the box and the page's right and bottom edges (the quiet zone).
  for (let y = qr.y; y < height!; y += 1)
    for (let x = qr.x + qr.size; x < width!; x += 1) expect(page.at(x, y)).toBeGreaterThan(200);
});

test('a paper without a code has no mark', async () => {
  const work = listWorks()[0]!;
  const { pdf } = await runRenderTask({
    kind: 'work',
    workKey: work.key,
    input: sampleInput(work, SAMPLE_CASES[1]!),
  });
  const [page] = await wordsOnPages(pdf);
  expect(page!.words.map((w) => w.text).join(' ')).not.toContain('प्रमाणीकरण');
});
