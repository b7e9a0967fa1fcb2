import { Box, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useElementSize, useMediaQuery, useMergedRef } from '@mantine/hooks';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import {
  type KeyboardEvent,
  type ReactNode,
  type TouchEvent,
  useCallback,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import 'react-pdf/dist/Page/TextLayer.css';
import { pdfWorker, pdfWorkerUrl } from '../../documents/pdf-worker';
import { useLanguage } from '../../i18n/language-context';
import { LoadingSkeleton } from './LoadingSkeleton';
import classes from './PdfViewer.module.css';
import { printTexts } from './print.texts';
import { highlightMatches } from './text-search';
import { useTextSearch } from './use-text-search';
import { ViewerToolbar } from './ViewerToolbar';
import { viewerTexts } from './viewer.texts';
import { clampScale, PX_PER_POINT, scaleOf, type Zoom, zoomIn, zoomOut } from './zoom';

// pdf.js parses on a worker that the build emits as one of our own assets (never a CDN), started
// ahead of the first PDF (documents/pdf-worker.ts) so the print screen finds it running.
pdfjs.GlobalWorkerOptions.workerSrc = pdfWorkerUrl;

/** Hands pdf.js the shared worker, started now if the prefetch has not started it yet. */
export function startPdfWorker() {
  if (pdfjs.GlobalWorkerOptions.workerPort) return;
  const worker = pdfWorker();
  if (worker) pdfjs.GlobalWorkerOptions.workerPort = worker;
}

const THUMBNAIL_WIDTH = 96;
const A4 = { width: 595.28, height: 841.89 };

const distance = (touches: TouchEvent['touches']) =>
  Math.hypot(
    (touches[0]?.clientX ?? 0) - (touches[1]?.clientX ?? 0),
    (touches[0]?.clientY ?? 0) - (touches[1]?.clientY ?? 0),
  );

/**
 * The PDF with zoom (buttons, keys, pinch), fit width / fit page, page navigation, search and, on
 * wide screens, page thumbnails. Only the print screen loads this module, so react-pdf and pdf.js
 * stay out of every other page.
 */
export default function PdfViewer({
  file,
  pageOverlay,
  onPageSize,
  compact = false,
  toolbarEnd,
}: {
  file: string;
  /** A phone's toolbar: fewer, smaller controls, so the page starts high on the screen. */
  compact?: boolean;
  /** Put at the end of the toolbar's last row (the phone's Annotate button). */
  toolbarEnd?: ReactNode;
  /** Drawn over each page (the annotation layer): its number, its size in points, px per point. */
  pageOverlay?: (pageNumber: number, size: { width: number; height: number }, pxPerPt: number) => ReactNode;
  /** Each page's size in points, once pdf.js has read it. */
  onPageSize?: (pageNumber: number, size: { width: number; height: number }) => void;
}) {
  const { language } = useLanguage();
  const t = viewerTexts[language];
  const pt = printTexts[language];
  const scroller = useRef<HTMLDivElement>(null);
  const size = useElementSize();
  const scrollerRef = useMergedRef(scroller, size.ref);
  const wide = useMediaQuery('(min-width: 62em)');
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [pageSize, setPageSize] = useState(A4);
  const [zoom, setZoom] = useState<Zoom>({ mode: 'width' });
  const [page, setPage] = useState(1);
  const [rendered, setRendered] = useState(0);
  // Pages whose picture has been drawn once: only those get their text and link layers.
  const [drawnPages, setDrawnPages] = useState<ReadonlySet<number>>(() => new Set());
  const [pinch, setPinch] = useState(1);
  const pinchStart = useRef<number | null>(null);
  const [pageSizes, setPageSizes] = useState<Record<number, { width: number; height: number }>>({});
  const search = useTextSearch(pdf);
  const pages = pdf?.numPages ?? 0;

  const scale = scaleOf(zoom, {
    pageWidth: pageSize.width,
    pageHeight: pageSize.height,
    viewWidth: size.width || 800,
    viewHeight: size.height || 800,
  });
  const pageWidth = Math.round(pageSize.width * scale * PX_PER_POINT);

  const goToPage = useCallback(
    (wanted: number) => {
      const target = Math.min(Math.max(wanted, 1), pages || 1);
      const box = scroller.current;
      const element = box?.querySelector<HTMLElement>(`[data-viewer-page="${target}"]`);
      if (box && element) box.scrollTop = element.offsetTop - 8;
      setPage(target);
    },
    [pages],
  );

  // The current page is the last one whose top has passed a third of the viewer (the last page
  // once scrolled to the end: a short last page may never reach that line).
  const onScroll = () => {
    const box = scroller.current;
    if (!box) return;
    if (box.scrollTop > 0 && box.scrollTop + box.clientHeight >= box.scrollHeight - 2) {
      setPage(pages);
      return;
    }
    const line = box.scrollTop + box.clientHeight / 3;
    let current = 1;
    for (const element of box.querySelectorAll<HTMLElement>('[data-viewer-page]')) {
      if (element.offsetTop <= line) current = Number(element.dataset.viewerPage);
    }
    setPage(current);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || event.ctrlKey || event.metaKey || event.altKey) return;
    const keys: Record<string, () => void> = {};
    keys['+'] = keys['='] = () => setZoom(zoomIn(scale));
    keys['-'] = () => setZoom(zoomOut(scale));
    keys['0'] = () => setZoom({ mode: 'width' });
    keys.PageDown = () => goToPage(page + 1);
    keys.PageUp = () => goToPage(page - 1);
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  // Two fingers scale the pages at once (a CSS transform); the new size is drawn when they lift.
  const onTouchStart = (event: TouchEvent) => {
    if (event.touches.length === 2) pinchStart.current = distance(event.touches);
  };
  const onTouchMove = (event: TouchEvent) => {
    if (pinchStart.current && event.touches.length === 2) {
      setPinch(clampScale(scale * (distance(event.touches) / pinchStart.current)) / scale);
    }
  };
  const onTouchEnd = () => {
    if (pinchStart.current === null) return;
    pinchStart.current = null;
    if (pinch !== 1) setZoom({ mode: 'scale', scale: clampScale(scale * pinch) });
    setPinch(1);
  };

  const active = search.active;
  const highlight = useMemo(
    () => (active ? ({ str }: { str: string }) => highlightMatches(str, active) : undefined),
    [active],
  );

  const onLoadSuccess = useCallback(async (loaded: PDFDocumentProxy) => {
    setPdf(loaded);
    const first = (await loaded.getPage(1)).getViewport({ scale: 1 });
    setPageSize({ width: first.width, height: first.height });
  }, []);

  return (
    <Stack gap="xs">
      <ViewerToolbar
        scale={scale}
        fit={zoom.mode === 'scale' ? null : zoom.mode}
        page={page}
        pages={pages}
        search={search}
        onZoomIn={() => setZoom(zoomIn(scale))}
        onZoomOut={() => setZoom(zoomOut(scale))}
        onFitWidth={() => setZoom({ mode: 'width' })}
        onFitPage={() => setZoom({ mode: 'page' })}
        onGoToPage={goToPage}
        compact={compact}
        end={toolbarEnd}
      />
      <Document
        file={file}
        onLoadSuccess={onLoadSuccess}
        onItemClick={({ pageNumber }) => goToPage(pageNumber)}
        loading={<LoadingSkeleton progress={1} />}
        error={
          <Text c="red" role="alert">
            {pt.failed}
          </Text>
        }
      >
        <Group align="stretch" gap="xs" wrap="nowrap">
          {wide && pages > 1 && (
            <Stack
              component="nav"
              aria-label={t.thumbnails}
              gap="xs"
              p={4}
              h="75dvh"
              style={{ overflowY: 'auto', flexShrink: 0 }}
            >
              {Array.from({ length: pages }, (_, index) => index + 1).map((n) => (
                <UnstyledButton
                  key={n}
                  onClick={() => goToPage(n)}
                  aria-label={t.page(n)}
                  aria-current={n === page ? 'page' : undefined}
                  p={4}
                  style={{
                    borderRadius: 4,
                    outline: n === page ? '2px solid var(--mantine-color-blue-filled)' : undefined,
                  }}
                >
                  <Paper withBorder radius={0}>
                    <Page
                      pageNumber={n}
                      width={THUMBNAIL_WIDTH}
                      renderTextLayer={false}
                      renderAnnotationLayer={false}
                    />
                  </Paper>
                  <Text size="xs" ta="center">
                    {language === 'ne' ? t.page(n).replace('पाना ', '') : n}
                  </Text>
                </UnstyledButton>
              ))}
            </Stack>
          )}
          <Box
            ref={scrollerRef}
            className={classes.pages}
            // Focusable: the pages scroll, zoom and turn by keyboard.
            tabIndex={0}
            role="region"
            aria-label={t.viewer}
            data-rendered-pages={rendered}
            data-scale={scale.toFixed(3)}
            onScroll={onScroll}
            onKeyDown={onKeyDown}
            onTouchStart={onTouchStart}
            onTouchMove={onTouchMove}
            onTouchEnd={onTouchEnd}
            onTouchCancel={onTouchEnd}
            h="75dvh"
            bg="var(--mantine-color-gray-light)"
            style={{
              position: 'relative',
              flexGrow: 1,
              minWidth: 0,
              overflow: 'auto',
              // The browser pans; two-finger zoom is the viewer's own.
              touchAction: 'pan-x pan-y',
              borderRadius: 'var(--mantine-radius-md)',
            }}
          >
            <Stack
              gap="md"
              p="md"
              align="center"
              w="fit-content"
              miw="100%"
              style={{
                transform: pinch === 1 ? undefined : `scale(${pinch})`,
                transformOrigin: 'top center',
              }}
            >
              {Array.from({ length: pages }, (_, index) => index + 1).map((n) => (
                <Paper key={n} shadow="sm" radius={0} data-viewer-page={n} pos="relative">
                  <Page
                    pageNumber={n}
                    width={pageWidth}
                    // Form fields already in a PDF are shown (its links and annotations always are).
                    renderForms
                    // The text layer (a positioned, measured span per run, for selecting, copying and
                    // search) and the links come once the page's picture is drawn: built beside it,
                    // they took the main thread from the picture's drawing on a slow phone. Turning
                    // them on later does not draw the picture again.
                    renderTextLayer={drawnPages.has(n)}
                    renderAnnotationLayer={drawnPages.has(n)}
                    onLoadSuccess={(loaded) => {
                      const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = loaded.view;
                      const size = { width: x1 - x0, height: y1 - y0 };
                      setPageSizes((sizes) => ({ ...sizes, [n]: size }));
                      onPageSize?.(n, size);
                    }}
                    customTextRenderer={highlight}
                    loading={
                      <Box w={pageWidth} style={{ aspectRatio: `${pageSize.width} / ${pageSize.height}` }} />
                    }
                    onRenderSuccess={() => {
                      setRendered((count) => count + 1);
                      setDrawnPages((drawn) => (drawn.has(n) ? drawn : new Set(drawn).add(n)));
                    }}
                  />
                  {pageOverlay &&
                    pageSizes[n] &&
                    pageOverlay(n, pageSizes[n], pageWidth / pageSizes[n].width)}
                </Paper>
              ))}
            </Stack>
          </Box>
        </Group>
      </Document>
    </Stack>
  );
}
