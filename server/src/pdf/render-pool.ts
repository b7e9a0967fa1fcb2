import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RenderedFiles, RenderTask } from './render-task.js';

export interface RenderPool {
  render(task: RenderTask): Promise<RenderedFiles>;
  /** Waits for queued renders, then ends the threads. */
  close(): Promise<void>;
  readonly size: number;
  /** Each thread's V8 heap (threads not yet running are left out): what the render threads hold. */
  heapStatistics(): Promise<{ usedHeapBytes: number; totalHeapBytes: number }[]>;
}

const RENDER_THREAD_YOUNG_GENERATION_MB = 8;

interface Pending {
  id: number;
  task: RenderTask;
  resolve(files: RenderedFiles): void;
  reject(error: Error): void;
}

interface WorkerReply {
  id: number;
  ok: boolean;
  pdf?: Uint8Array;
  docx?: Uint8Array;
  docxError?: string;
  error?: string;
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Renders PDFs (and their Word copies) on worker threads, one per core by default, so layout never blocks the request
 * thread. Each thread keeps its parsed fonts for its whole life. Tasks queue when all are busy.
 *
 * `start`: `at-once` (a server: the threads load their code while the database opens, so the first
 * document after a restart renders at once) or `on-first-render` (a test server that may never
 * render: loading two threads' code costs about a second of CPU each under the TypeScript loader).
 */
export function createRenderPool(
  options: { size?: number; start?: 'at-once' | 'on-first-render' } = {},
): RenderPool {
  const size = Math.max(1, options.size ?? availableParallelism());
  const workerFile = new URL(
    import.meta.url.endsWith('.ts') ? './render-worker.ts' : './render-worker.js',
    import.meta.url,
  );
  // Under TypeScript sources (tests, `npm run dev`) the thread needs the same TS loader.
  const execArgv = workerFile.pathname.endsWith('.ts') ? ['--import', '@swc-node/register/esm-register'] : [];
  const queue: Pending[] = [];
  const idle: Worker[] = [];
  const busy = new Map<Worker, Pending>();
  let nextId = 1;
  let closed = false;
  let drained: (() => void) | undefined;

  const spawn = () => {
    const worker = new Worker(fileURLToPath(workerFile), {
      execArgv,
      // A small young generation, as the main thread gets (npm start): a render's garbage is
      // short-lived, and a large nursery only holds resident memory between documents.
      resourceLimits: { maxYoungGenerationSizeMb: RENDER_THREAD_YOUNG_GENERATION_MB },
      env: { ...process.env, SWC_NODE_PROJECT: process.env.SWC_NODE_PROJECT ?? 'server/tsconfig.json' },
    });
    worker.on('message', (message: WorkerReply) => {
      const job = busy.get(worker);
      busy.delete(worker);
      if (job && job.id === message.id) {
        if (message.ok && message.pdf)
          job.resolve({
            pdf: asBuffer(message.pdf),
            ...(message.docx ? { docx: asBuffer(message.docx) } : {}),
            ...(message.docxError ? { docxError: message.docxError } : {}),
          });
        else job.reject(new Error(message.error ?? 'render failed'));
      }
      idle.push(worker);
      pump();
    });
    worker.on('error', (error) => {
      const job = busy.get(worker);
      busy.delete(worker);
      job?.reject(error);
      // Replace the broken thread so the pool keeps its size.
      if (!closed) {
        idle.push(spawn());
        pump();
      }
    });
    return worker;
  };

  const pump = () => {
    while (idle.length && queue.length) {
      const worker = idle.pop() as Worker;
      const job = queue.shift() as Pending;
      busy.set(worker, job);
      worker.postMessage({ id: job.id, task: job.task });
    }
    if (closed && !queue.length && !busy.size) drained?.();
  };

  let started = false;
  const startThreads = () => {
    if (started) return;
    started = true;
    for (let i = 0; i < size; i += 1) idle.push(spawn());
  };
  if (options.start !== 'on-first-render') startThreads();

  return {
    size,
    render(task) {
      if (closed) return Promise.reject(new Error('the render pool is closed'));
      startThreads();
      return new Promise<RenderedFiles>((resolve, reject) => {
        queue.push({ id: nextId++, task, resolve, reject });
        pump();
      });
    },
    async heapStatistics() {
      const threads = [...idle, ...busy.keys()];
      const stats = await Promise.all(threads.map((worker) => worker.getHeapStatistics().catch(() => null)));
      return stats.flatMap((heap) =>
        heap ? [{ usedHeapBytes: heap.used_heap_size, totalHeapBytes: heap.total_heap_size }] : [],
      );
    },
    async close() {
      closed = true;
      if (queue.length || busy.size)
        await new Promise<void>((resolve) => {
          drained = resolve;
          pump();
        });
      await Promise.all([...idle, ...busy.keys()].map((worker) => worker.terminate()));
    },
  };
}
