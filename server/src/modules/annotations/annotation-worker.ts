import { parentPort } from 'node:worker_threads';
import type { Annotation } from './annotation-model.js';
import { pageSizes, writeAnnotations } from './write-annotations.js';

export type AnnotationJob =
  | { kind: 'pageSizes'; pdf: Uint8Array }
  | {
      kind: 'write';
      pdf: Uint8Array;
      annotations: Annotation[];
      stamps: [string, Uint8Array][];
      now: number;
    };

// The PDF work of a save (parsing the original, shaping the free text with HarfBuzz, embedding the
// stamps, writing the file) on a thread of its own: none of it on the request thread.
parentPort?.on('message', async ({ id, job }: { id: number; job: AnnotationJob }) => {
  try {
    if (job.kind === 'pageSizes') {
      parentPort?.postMessage({ id, ok: true, sizes: await pageSizes(job.pdf) });
      return;
    }
    const pdf = await writeAnnotations(job.pdf, job.annotations, new Map(job.stamps), new Date(job.now));
    const copy = new Uint8Array(pdf);
    parentPort?.postMessage({ id, ok: true, pdf: copy }, [copy.buffer as ArrayBuffer]);
  } catch (error) {
    parentPort?.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) });
  }
});
