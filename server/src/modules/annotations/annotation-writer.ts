import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Annotation } from './annotation-model.js';
import type { AnnotationJob } from './annotation-worker.js';
import type { StampPngs } from './write-annotations.js';

/** A save's PDF work is bounded input, but a thread that never answers must not hold a save. */
const JOB_TIMEOUT_MS = 30_000;

interface Reply {
  id: number;
  ok: boolean;
  sizes?: { width: number; height: number }[];
  pdf?: Uint8Array;
  error?: string;
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { on: Worker; resolve(reply: Reply): void; reject(error: Error): void }>();

/** Fails the jobs a thread that died had taken, and only those. */
function failJobsOf(thread: Worker, error: Error) {
  for (const [id, job] of pending) {
    if (job.on !== thread) continue;
    pending.delete(id);
    job.reject(error);
  }
}

/**
 * The one annotation thread of this process, started with the first save (an instance that never
 * annotates never loads pdf-lib or HarfBuzz) and replaced if it dies. It does not keep the process
 * alive: a stopping server waits for its requests, not for this thread.
 */
function thread(): Worker {
  if (worker) return worker;
  const file = new URL(
    import.meta.url.endsWith('.ts') ? './annotation-worker.ts' : './annotation-worker.js',
    import.meta.url,
  );
  const execArgv = file.pathname.endsWith('.ts') ? ['--import', '@swc-node/register/esm-register'] : [];
  const started = new Worker(fileURLToPath(file), {
    execArgv,
    resourceLimits: { maxYoungGenerationSizeMb: 8 },
    env: { ...process.env, SWC_NODE_PROJECT: process.env.SWC_NODE_PROJECT ?? 'server/tsconfig.json' },
  });
  started.on('message', (reply: Reply) => {
    const job = pending.get(reply.id);
    pending.delete(reply.id);
    job?.resolve(reply);
  });
  const gone = (error: Error) => {
    if (worker === started) worker = null;
    failJobsOf(started, error);
  };
  started.on('error', gone);
  started.on('exit', (code) => gone(new Error(`the annotation thread exited with ${code}`)));
  // After the listeners: adding a 'message' listener refs the thread's port again.
  started.unref();
  worker = started;
  return started;
}

async function run(job: AnnotationJob, transfer: ArrayBuffer[] = []): Promise<Reply> {
  const target = thread();
  const id = nextId++;
  const reply = await new Promise<Reply>((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error('the annotation thread did not answer in time'));
      // Whatever it is stuck in, a new thread serves the next save.
      if (worker === target) worker = null;
      void target.terminate();
    }, JOB_TIMEOUT_MS);
    pending.set(id, {
      on: target,
      resolve: (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      reject: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
    target.postMessage({ id, job }, transfer);
  });
  if (!reply.ok) throw new Error(reply.error ?? 'annotation job failed');
  return reply;
}

/** The page sizes (points) of a PDF, read on the annotation thread. */
export async function pageSizesOffThread(pdf: Buffer) {
  return (await run({ kind: 'pageSizes', pdf })).sizes ?? [];
}

/** The annotated copy of a PDF (write-annotations.ts), written on the annotation thread. */
export async function writeAnnotationsOffThread(
  pdf: Buffer,
  annotations: Annotation[],
  stamps: StampPngs,
): Promise<Buffer> {
  const reply = await run({ kind: 'write', pdf, annotations, stamps: [...stamps], now: Date.now() });
  const bytes = reply.pdf as Uint8Array;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
