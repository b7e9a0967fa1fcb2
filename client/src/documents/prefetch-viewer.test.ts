import { waitFor } from '@testing-library/react';
import { pdfjs } from 'react-pdf';

jest.mock('react-pdf', () => require('../../tests/react-pdf-mock'));

/** Stands in for the browser's Worker (jsdom has none): records each worker started. */
const started: string[] = [];
class RecordingWorker {
  constructor(url: string | URL, options?: WorkerOptions) {
    started.push(`${String(url)} (${options?.type ?? 'classic'})`);
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
