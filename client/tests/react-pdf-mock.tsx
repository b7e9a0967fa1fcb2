// react-pdf stands in for pdf.js under jsdom (no canvas, no worker); Chromium renders the real one
// in the e2e suite. `mockPdf` sets what the next document does: load with N pages, or fail.
import { type ReactNode, useEffect } from 'react';

export const mockPdf = { pages: 2, fail: false, files: [] as unknown[] };

export const pdfjs = { GlobalWorkerOptions: { workerSrc: '' } };

export function Document({
  file,
  children,
  error,
  onLoadSuccess,
}: {
  file: unknown;
  children?: ReactNode;
  error?: ReactNode;
  onLoadSuccess?: (pdf: { numPages: number }) => void;
}) {
  useEffect(() => {
    mockPdf.files.push(file);
    if (!mockPdf.fail) onLoadSuccess?.({ numPages: mockPdf.pages });
  }, [file, onLoadSuccess]);
  if (mockPdf.fail) return <>{error}</>;
  return <div data-testid="pdf-document">{children}</div>;
}

export function Page({ pageNumber, width }: { pageNumber: number; width?: number }) {
  return (
    <div data-testid="pdf-page" data-width={width}>
      Page {pageNumber}
    </div>
  );
}
