import { waitFor } from '@testing-library/react';
import { pdfjs } from 'react-pdf';

jest.mock('react-pdf', () => require('../../tests/react-pdf-mock'));

/** Stands in for the browser's Worker (jsdom has none): records each worker started. */
const started: string[] = [];
class RecordingWorker extends EventTarget {
  terminated = false;
  constructor(url: string | URL, options?: WorkerOptions) {
    super();
    started.push(`${String(url)} (${options?.type ?? 'classic'})`);
  }
  terminate() {
    this.terminated = true;
  }
}

beforeAll(() => {
  (globalThis as { Worker?: unknown }).Worker = RecordingWorker;
});
afterAll(() => {
  delete (globalThis as { Worker?: unknown }).Worker;
});

test('the pdf.js worker starts with the prefetch, beside the viewer’s code, and the viewer takes that one', async () => {
  const { prefetchViewer } = await import('./prefetch-viewer');
  prefetchViewer();
  // At once: not after the viewer's module has downloaded and run.
  expect(started).toHaveLength(1);
  expect(started[0]).toMatch(/\(module\)$/);

  const options = pdfjs.GlobalWorkerOptions as { workerPort?: unknown };
  await waitFor(() => expect(options.workerPort).toBeInstanceOf(RecordingWorker));
  // Every later document, and a second prefetch, share it.
  prefetchViewer();
  const { startPdfWorker } = await import('../routes/print-document/PdfViewer');
  startPdfWorker();
  expect(started).toHaveLength(1);
});

test('the prefetch also brings the viewer the print screen renders, through the same preload', async () => {
  jest.resetModules();
  const { AnnotatedViewer } = await import('../routes/print-document/annotated-viewer-chunk');
  const preload = jest.spyOn(AnnotatedViewer, 'preload');
  const { prefetchViewer } = await import('./prefetch-viewer');
  prefetchViewer();
  // At once, beside the print screen's code: not when the PDF has arrived, a round trip later.
  expect(preload).toHaveBeenCalledTimes(1);
  // Once it has answered, the print screen's viewer renders in its first render (lazy-screen.test.tsx).
  await expect(preload.mock.results[0]?.value).resolves.toHaveProperty('default');
});

test('a worker whose script could not be fetched (started offline) is replaced by a fresh one', async () => {
  jest.resetModules();
  started.length = 0;
  const { pdfWorker } = await import('./pdf-worker');
  const dead = pdfWorker() as unknown as RecordingWorker;
  // The script's download failed: the browser reports an error before the worker said anything.
  dead.dispatchEvent(new Event('error'));
  expect(dead.terminated).toBe(true);
  const fresh = pdfWorker() as unknown as RecordingWorker;
  expect(fresh).not.toBe(dead);
  expect(started).toHaveLength(2);

  // Once pdf.js's worker has said "ready", a later error is its own: the same worker stays.
  fresh.dispatchEvent(new MessageEvent('message', { data: { action: 'ready' } }));
  fresh.dispatchEvent(new Event('error'));
  expect(fresh.terminated).toBe(false);
  expect(pdfWorker()).toBe(fresh);
  expect(started).toHaveLength(2);
});
