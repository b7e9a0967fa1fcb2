// Writes every work's specimen images (see specimens.ts): `npm run specimens [key ...]`. Needs
// pdftoppm (poppler-utils). Run after changing a template, a work's fields or the sample values.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { listWorks } from '../src/modules/works/catalog.js';
import { renderPdf } from '../src/pdf/render.js';
import {
  committedSpecimenHashes,
  OG_SIZE,
  PAGE_WIDTH,
  specimenDefinition,
  specimenFiles,
  specimenHash,
  specimenIndexFile,
} from './specimens.js';

const run = promisify(execFile);
const only = new Set(process.argv.slice(2));
const works = listWorks().filter((w) => only.size === 0 || only.has(w.key));
const hashes = await committedSpecimenHashes();
const scratch = await mkdtemp(path.join(tmpdir(), 'specimens-'));

/** The first page of a PDF as a PNG `width` pixels wide. */
async function firstPage(pdf: string, width: number): Promise<Buffer> {
  const out = path.join(scratch, `page-${width}`);
  await run('pdftoppm', [
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    '-png',
    '-scale-to-x',
    String(width),
    '-scale-to-y',
    '-1',
    pdf,
    out,
  ]);
  return readFile(`${out}.png`);
}

try {
  for (const work of works) {
    const pdf = path.join(scratch, `${work.key}.pdf`);
    await writeFile(pdf, await renderPdf(specimenDefinition(work)));
    const files = specimenFiles(work.key);

    const page = await sharp(await firstPage(pdf, PAGE_WIDTH))
      .webp({ quality: 60, effort: 6 })
      .toBuffer();
    await writeFile(files.page, page);

    // The link preview: the head of the page (the specimen's mark, the date, the addressee and
    // the subject) across the whole width.
    const wide = await firstPage(pdf, OG_SIZE.width);
    const og = await sharp(wide)
      .extract({ left: 0, top: 24, width: OG_SIZE.width, height: OG_SIZE.height })
      .png({ palette: true, colours: 16, compressionLevel: 9, effort: 10 })
      .toBuffer();
    await writeFile(files.og, og);

    hashes[work.key] = specimenHash(work);
    console.log(
      `${work.key}: ${(page.length / 1024).toFixed(1)} KB webp, ${(og.length / 1024).toFixed(1)} KB og`,
    );
  }
  const known = new Set(listWorks().map((w) => w.key));
  const index = Object.fromEntries(
    Object.entries(hashes)
      .filter(([key]) => known.has(key))
      .sort(),
  );
  await writeFile(specimenIndexFile, `${JSON.stringify(index, null, 2)}\n`);
} finally {
  await rm(scratch, { recursive: true, force: true });
}
