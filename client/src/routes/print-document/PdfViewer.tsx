import { Stack, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useState } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import 'react-pdf/dist/Page/TextLayer.css';

// pdf.js parses on a worker served from our own build (never a CDN).
pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();

/** Every page of a PDF, as wide as the screen allows. This module is only loaded by the print screen. */
export default function PdfViewer({ file }: { file: string }) {
  const { ref, width } = useElementSize();
  const [pages, setPages] = useState(0);
  return (
    <Stack ref={ref} gap="md" align="center">
      <Document
        file={file}
        onLoadSuccess={({ numPages }) => setPages(numPages)}
        loading={<Text>Loading PDF…</Text>}
        error={<Text c="red">Failed to load PDF file.</Text>}
      >
        {Array.from({ length: pages }, (_, index) => index + 1).map((pageNumber) => (
          <Page
            key={pageNumber}
            pageNumber={pageNumber}
            width={Math.min(width || 800, 900)}
            className="lekhapadi-pdf-page"
          />
        ))}
      </Document>
    </Stack>
  );
}
