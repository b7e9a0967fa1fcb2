// The print screen's downloads, started while the user fills the form or the document renders:
// on a slow line its code, react-pdf and pdf.js's worker would otherwise only start downloading
// after READY, one after the other.

let started = false;

export function prefetchViewer() {
  if (started) return;
  started = true;
  void import('../routes/print-document/PrintDocumentPage').catch(() => {
    started = false;
  });
  void import('../routes/print-document/PdfViewer').then(
    ({ startPdfWorker }) => startPdfWorker(),
    () => {
      started = false;
    },
  );
}
