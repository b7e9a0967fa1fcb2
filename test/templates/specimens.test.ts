// Every work's public page shows a specimen of its real template (server/scripts/specimens.ts):
// a new work without one, or a template changed since its specimen was drawn, fails here until
// `npm run specimens` is run and its images committed.
import { readFile, stat } from 'node:fs/promises';
import sharp from 'sharp';
import {
  OG_SIZE,
  PAGE_WIDTH,
  SPECIMEN_NAME,
  specimenDefinition,
  specimenFiles,
  specimenProblems,
} from '../../server/scripts/specimens.js';
import { listWorks } from '../../server/src/modules/works/catalog.js';
import { flattenText } from '../../server/src/pdf/templates/flatten.js';

/** Small enough for a phone on a slow line: the page's image and the link preview's. */
const MAX_BYTES = 100 * 1024;

test('every work has a specimen drawn from its current template', async () => {
  expect(await specimenProblems()).toEqual([]);
});

test.each(listWorks().map((w) => [w.key, w] as const))(
  "%s's specimen is marked, made out to the sample name, and small",
  async (key, work) => {
    const text = flattenText(specimenDefinition(work)).join(' ');
    expect(text).toContain(SPECIMEN_NAME);
    const files = specimenFiles(key);
    const page = await sharp(await readFile(files.page)).metadata();
    const og = await sharp(await readFile(files.og)).metadata();
    expect([page.format, page.width]).toEqual(['webp', PAGE_WIDTH]);
    expect([og.format, og.width, og.height]).toEqual(['png', OG_SIZE.width, OG_SIZE.height]);
    for (const file of [files.page, files.og]) expect((await stat(file)).size).toBeLessThanOrEqual(MAX_BYTES);
  },
);
