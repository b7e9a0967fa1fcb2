import { AnnotatedViewer } from '../routes/print-document/annotated-viewer-chunk';
import { preloadPath } from '../routes/preload-path';
import { pdfWorker } from './pdf-worker';

// The print screen's downloads, started while the user fills the form or the document renders:
// on a slow line its code, its viewer (react-pdf) and pdf.js's worker would otherwise only start
// downloading after READY, one after the other. The worker starts at once, beside the code.

let started = false;

export function prefetchViewer() {
  if (started) return;
  started = true;
  pdfWorker();
  const retryLater = () => {
    started = false;
  };
  void preloadPath('/dashboard/printdocument').then((arrived) => arrived || retryLater());
  AnnotatedViewer.preload().catch(retryLater);
  void import('../routes/print-document/PdfViewer').then(
    ({ startPdfWorker }) => startPdfWorker(),
    retryLater,
  );
}
