import { Paper, Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import 'react-pdf/dist/Page/TextLayer.css';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { LOADING_PDF_TEXT, PDF_FAILED_TEXT } from './viewer-texts';

// pdf.js parses on a worker that the build emits as one of our own assets (never a CDN).
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

const MAX_PAGE_WIDTH = 900;

/**
 * Every page of a PDF, as wide as the screen allows (up to an A4 sheet's comfortable reading size).
 * Only the print screen loads this module, so react-pdf and pdf.js stay out of every other page.
 */
export default function PdfViewer({ file }: { file: string }) {
  const { ref, width } = useElementSize();
  const [pages, setPages] = useState(0);
  const [rendered, setRendered] = useState(0);
  const pageWidth = Math.min(width || MAX_PAGE_WIDTH, MAX_PAGE_WIDTH);
  return (
    <Stack ref={ref} gap="md" align="center" data-rendered-pages={rendered}>
      <Document
        file={file}
        onLoadSuccess={({ numPages }) => setPages(numPages)}
        loading={<Text>{LOADING_PDF_TEXT}</Text>}
        error={<Text c="red">{PDF_FAILED_TEXT}</Text>}
      >
        <Stack gap="md">
          {Array.from({ length: pages }, (_, index) => index + 1).map((pageNumber) => (
            <Paper key={pageNumber} shadow="sm" withBorder radius={0}>
              <Page
                pageNumber={pageNumber}
                width={pageWidth}
                loading={<Text p="md">{LOADING_PDF_TEXT}</Text>}
                onRenderSuccess={() => setRendered((count) => count + 1)}
              />
            </Paper>
          ))}
        </Stack>
      </Document>
    </Stack>
  );
}
