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
    port = new Worker(pdfWorkerUrl, { type: 'module' });
  } catch {
    // Left null: pdf.js starts its own.
  }
  return port;
}
