// A QR that survives a printer: every work's footer, rendered at 150 dpi as a scanner or a phone
// sees a print, decodes to the verification address; the code is at least 15 mm square and at
// least 8 mm from every edge of the page. The decoder reads the page's lower third, where the
// footer is (a whole page took it three times as long; the code must be found there anyway).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createRequire } from 'node:module';
import type { QRCode } from 'jsqr';
import { listWorks } from '../../server/src/modules/works/catalog.js';
import { runRenderTask } from '../../server/src/pdf/render-task.js';
import { SAMPLE_CASES, sampleInput } from '../support/work-samples.js';

const run = promisify(execFile);
type Decode = (data: Uint8ClampedArray, width: number, height: number) => QRCode | null;
const jsQR = createRequire(import.meta.url)('jsqr') as Decode;
const DPI = 150;
const MM = DPI / 25.4;

const CODE = '7K3MZQ9XHW2RDP5TNB4C';
const verification = { code: CODE, url: `https://lekhapadi.example.np/verify/${CODE}` };

/** Every page in grey at `DPI` (pdftoppm, PGM), as the RGBA pixels jsQR reads. */
async function pagesAt(pdf: Buffer) {
  const dir = await mkdtemp(join(tmpdir(), 'qr-print-'));
  try {
    const file = join(dir, 'document.pdf');
    await writeFile(file, pdf);
    await run('pdftoppm', ['-r', String(DPI), '-gray', file, join(dir, 'page')]);
    const { readdir } = await import('node:fs/promises');
    const names = (await readdir(dir)).filter((name) => name.endsWith('.pgm')).sort();
    return Promise.all(
      names.map(async (name) => {
        const image = await readFile(join(dir, name));
        const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(image.toString('latin1', 0, 40))!;
        const [width, height] = [Number(header[1]), Number(header[2])];
        const grey = image.subarray(header[0].length);
        const rgba = new Uint8ClampedArray(width * height * 4);
        for (let i = 0, j = 0; i < width * height; i++, j += 4) {
          const level = grey[i]!;
          rgba[j] = level;
          rgba[j + 1] = level;
          rgba[j + 2] = level;
          rgba[j + 3] = 255;
        }
        return { width, height, rgba };
      }),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const CASES = listWorks().map((work) => [work.key, work] as const);

test.each(CASES)(
  '%s: the footer QR decodes at 150 dpi, 15 mm or more, 8 mm or more from the edges',
  async (key, work) => {
    const input = { ...sampleInput(work, SAMPLE_CASES[2]!), verification };
    const { pdf } = await runRenderTask({ kind: 'work', workKey: key, input });
    const pages = await pagesAt(pdf);
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      const footerTop = Math.floor((page.height * 2) / 3);
      const footer = page.rgba.subarray(footerTop * page.width * 4);
      const found = jsQR(footer, page.width, page.height - footerTop);
      expect(found?.data).toBe(verification.url);
      const {
        topLeftCorner: tl,
        topRightCorner: tr,
        bottomLeftCorner: bl,
        bottomRightCorner: br,
      } = found!.location;
      const xs = [tl.x, tr.x, bl.x, br.x];
      const ys = [tl.y, tr.y, bl.y, br.y].map((y) => y + footerTop);
      const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
      expect((right - left) / MM).toBeGreaterThanOrEqual(15);
      expect((bottom - top) / MM).toBeGreaterThanOrEqual(15);
      expect(left / MM).toBeGreaterThanOrEqual(8);
      expect(top / MM).toBeGreaterThanOrEqual(8);
      expect((page.width - right) / MM).toBeGreaterThanOrEqual(8);
      expect((page.height - bottom) / MM).toBeGreaterThanOrEqual(8);
    }
  },
);
