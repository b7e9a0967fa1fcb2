import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/** pdf.js's worker script: one of our own built assets (never a CDN). */
export const pdfWorkerUrl: string = workerUrl;

let port: Worker | null = null;

/**
 * The one pdf.js worker every document shares, started on first call. Its script is the print
 * screen's largest download (about 230 KB compressed) and slow to parse on a phone: started from
 * here, it downloads beside the viewer's code instead of after it (the viewer's module would
 * otherwise have to arrive and run before it could name the worker). Null where workers are not
 * available; pdf.js then starts its own from `pdfWorkerUrl`.
 */
export function pdfWorker(): Worker | null {
  if (port || typeof Worker === 'undefined') return port;
  try {
    port = started(new Worker(pdfWorkerUrl, { type: 'module' }));
  } catch {
    // Left null: pdf.js starts its own.
  }
  return port;
}

/**
 * Forgets a worker whose script never ran. Started by the prefetch while the phone was offline (or
 * when the line dropped), it fails to load and would be handed to every later document, which
 * would then wait on it for ever ("Loading PDF… 100%"): the next call starts a fresh one instead.
 * pdf.js's worker says "ready" as soon as its script runs; an error after that is the worker's own
 * (a damaged PDF) and keeps it.
 */
function started(worker: Worker): Worker {
  let running = false;
  worker.addEventListener(
    'message',
    () => {
      running = true;
    },
    { once: true },
  );
  worker.addEventListener('error', () => {
    if (running || port !== worker) return;
    port = null;
    worker.terminate();
  });
  return worker;
}
