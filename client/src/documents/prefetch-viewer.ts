import { PrintDocumentPage } from '../screens';
import { pdfWorker } from './pdf-worker';

// The print screen's downloads, started while the user fills the form or the document renders:
// on a slow line its code, react-pdf and pdf.js's worker would otherwise only start downloading
// after READY, one after the other. The worker starts at once, beside the code, not after it.

let started = false;

export function prefetchViewer() {
  if (started) return;
  started = true;
  pdfWorker();
  PrintDocumentPage.preload().catch(() => {
    started = false;
  });
  void import('../routes/print-document/PdfViewer').then(
    ({ startPdfWorker }) => startPdfWorker(),
    () => {
      started = false;
    },
  );
}
