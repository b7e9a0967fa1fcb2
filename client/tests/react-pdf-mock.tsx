// react-pdf stands in for pdf.js under jsdom (no canvas, no worker); Chromium renders the real one
// in the e2e suite. `mockPdf` sets what the next document does: load with N pages (each with the
// text in `texts`), or fail. A page "draws its picture" (onRenderSuccess) once mounted, or, with
// `holdDrawing`, only when a test calls drawHeldPages(); its text layer shows when asked for
// (renderTextLayer, true unless false, as in react-pdf).
import { type ReactNode, useEffect, useRef } from 'react';

export const mockPdf = {
  pages: 2,
  fail: false,
  files: [] as unknown[],
  texts: [] as string[],
  holdDrawing: false,
};

const heldDrawings = new Set<() => void>();
/** Finishes drawing the pages held back by `holdDrawing`. */
export function drawHeldPages() {
  const drawings = [...heldDrawings];
  heldDrawings.clear();
  for (const draw of drawings) draw();
}

export const pdfjs = { GlobalWorkerOptions: { workerSrc: '' } };

/** The part of pdf.js's document the viewer reads: page count, page size and each page's text. */
const mockDocument = () => ({
  numPages: mockPdf.pages,
  getPage: async (n: number) => ({
    getViewport: () => ({ width: 595.28, height: 841.89 }),
    getTextContent: async () => ({ items: [{ str: mockPdf.texts[n - 1] ?? '', hasEOL: false }] }),
  }),
});

export function Document({
  file,
  children,
  error,
  onLoadSuccess,
}: {
  file: unknown;
  children?: ReactNode;
  error?: ReactNode;
  onLoadSuccess?: (pdf: ReturnType<typeof mockDocument>) => void;
}) {
  const loaded = useRef(onLoadSuccess);
  loaded.current = onLoadSuccess;
  useEffect(() => {
    mockPdf.files.push(file);
    if (!mockPdf.fail) loaded.current?.(mockDocument());
  }, [file]);
  if (mockPdf.fail) return <>{error}</>;
  return <div data-testid="pdf-document">{children}</div>;
}

export function Page({
  pageNumber,
  width,
  customTextRenderer,
  onLoadSuccess,
  onRenderSuccess,
  renderTextLayer = true,
}: {
  pageNumber: number;
  width?: number;
  customTextRenderer?: (item: { str: string }) => string;
  onLoadSuccess?: (page: { view: number[] }) => void;
  onRenderSuccess?: () => void;
  renderTextLayer?: boolean;
}) {
  const loaded = useRef(onLoadSuccess);
  loaded.current = onLoadSuccess;
  const drawn = useRef(onRenderSuccess);
  drawn.current = onRenderSuccess;
  useEffect(() => {
    loaded.current?.({ view: [0, 0, 595.28, 841.89] });
    const draw = () => drawn.current?.();
    if (mockPdf.holdDrawing) heldDrawings.add(draw);
    else draw();
    return () => {
      heldDrawings.delete(draw);
    };
  }, []);
  const text = mockPdf.texts[pageNumber - 1] ?? '';
  return (
    <div data-testid="pdf-page" data-width={width}>
      Page {pageNumber}
      {!renderTextLayer ? null : customTextRenderer ? (
        <span
          data-testid="text-layer"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: stands in for pdf.js's text layer
          dangerouslySetInnerHTML={{ __html: customTextRenderer({ str: text }) }}
        />
      ) : (
        <span data-testid="text-layer">{text}</span>
      )}
    </div>
  );
}
