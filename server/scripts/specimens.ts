// The specimen of every work: its real template filled with plainly sample values (the applicant
// is "नमुना नाम"), marked as a specimen on every page, its first page drawn as an image for the
// work's public page (client/public/specimens/<key>.webp) and cropped for link previews
// (<key>.og.png, 1200×630). `npm run specimens` writes them; specimens.json beside them keeps a
// hash of what each template laid out, so a test and `npm run check:generated` notice a stale one.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';
import { SAMPLE_CASES, sampleInput } from '../../test/support/work-samples.js';
import { listWorks } from '../src/modules/works/catalog.js';
import type { WorkDefinition } from '../src/modules/works/work.types.js';
import { withDefaults } from '../src/pdf/render.js';
import { withSpecimenMark } from '../src/pdf/templates/specimen-mark.js';

export const specimensDir = path.resolve(import.meta.dirname, '..', '..', 'client', 'public', 'specimens');
export const specimenIndexFile = path.join(specimensDir, 'specimens.json');

/** The page image's width in pixels (an A4 page, so about 1.41 times as tall). */
export const PAGE_WIDTH = 800;
export const OG_SIZE = { width: 1200, height: 630 } as const;
/** Bumped when the drawing of the images changes (sizes, crop, quality), so every hash changes. */
const DRAWING_VERSION = 1;

/** The name every specimen is made out to: no one's paper. */
export const SPECIMEN_NAME = 'नमुना नाम';

/**
 * The paper's sample case: the applicant of Mechinagar, Jhapa, every field filled, every table with
 * rows of its own (the Kathmandu applicant's land tables have one row).
 */
const SPECIMEN_CASE = SAMPLE_CASES[1]!;

/** The work's specimen: its template over the sample values, the applicant "नमुना नाम", marked. */
export function specimenDefinition(work: WorkDefinition): TDocumentDefinitions {
  const input = sampleInput(work, SPECIMEN_CASE);
  const values = { ...input.values, ...('fullName' in input.values ? { fullName: SPECIMEN_NAME } : {}) };
  return withSpecimenMark(
    work.template({
      ...input,
      values,
      profile: { ...input.profile, name: SPECIMEN_NAME, details: { fullNameNe: SPECIMEN_NAME } },
      specimen: true,
    }),
  );
}

type PageFunction = (page: number, pages: number, size: { width: number; height: number }) => unknown;

/** What the first page is drawn from: the definition, its header, footer and background for page 1. */
export function specimenHash(work: WorkDefinition): string {
  const definition = withDefaults(specimenDefinition(work));
  const size = { width: 595.28, height: 841.89, orientation: 'portrait' };
  const page = (f: unknown) => (typeof f === 'function' ? (f as PageFunction)(1, 1, size) : f);
  const drawn = {
    ...definition,
    header: page(definition.header),
    footer: page(definition.footer),
    background: page(definition.background),
  };
  return createHash('sha256')
    .update(JSON.stringify({ version: DRAWING_VERSION, drawn }))
    .digest('hex')
    .slice(0, 16);
}

export const specimenFiles = (key: string) => ({
  page: path.join(specimensDir, `${key}.webp`),
  og: path.join(specimensDir, `${key}.og.png`),
});

/** The committed hashes, by work key (empty when the index is missing). */
export async function committedSpecimenHashes(): Promise<Record<string, string>> {
  const text = await readFile(specimenIndexFile, 'utf8').catch(() => '{}');
  return JSON.parse(text) as Record<string, string>;
}

/** The problems of the committed specimens: a work without one, or one its template no longer draws. */
export async function specimenProblems(): Promise<string[]> {
  const committed = await committedSpecimenHashes();
  const problems: string[] = [];
  for (const work of listWorks()) {
    const files = specimenFiles(work.key);
    for (const file of [files.page, files.og]) {
      const found = await readFile(file).then(
        () => true,
        () => false,
      );
      if (!found) problems.push(`${path.basename(file)} is missing (run \`npm run specimens\`)`);
    }
    if (committed[work.key] !== specimenHash(work)) {
      problems.push(`the specimen of ${work.key} is stale (run \`npm run specimens\`)`);
    }
  }
  return problems;
}
