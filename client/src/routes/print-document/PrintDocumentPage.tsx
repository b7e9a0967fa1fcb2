import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { readCurrentDocument } from '../../documents/current-document';
import { printPdf, saveBlob } from '../../documents/pdf-file';
import { LOADING_PDF_TEXT, PDF_FAILED_TEXT } from './viewer-texts';
import { usePdfFile } from './use-pdf-file';

// react-pdf and pdf.js (about 124 KB gzip) load with this screen only.
const PdfViewer = lazy(() => import('./PdfViewer'));

export const NO_DOCUMENT_TEXT = 'There is no generated document to show yet.';

/** The generated PDF, with Print and Download (document.pdf). */
export function PrintDocumentPage() {
  // Read once: the stored document does not change while this screen is open.
  const [current] = useState(readCurrentDocument);
  const file = usePdfFile(current);

  if (!current) {
    return (
      <Stack>
        <Title order={1}>Print Document</Title>
        <Text>{NO_DOCUMENT_TEXT}</Text>
        <Anchor component={Link} to="/dashboard/lekhapadi" w="fit-content">
          Generate a document
        </Anchor>
      </Stack>
    );
  }

  const ready = file.state === 'ready' ? file : null;
  return (
    <Stack maw={1000}>
      <Card withBorder padding="md" radius="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <div>
            <Title order={1} size="h2">
              {current.workNameNe}
            </Title>
            <Text size="sm" c="dimmed">
              {current.workNameEn}
            </Text>
            <Text size="sm" data-testid="print-place">
              {current.place}
            </Text>
          </div>
          <Group gap="sm">
            <Button
              leftSection={<IconPrinter size={18} />}
              onClick={() => ready && printPdf(ready.objectUrl)}
              disabled={!ready}
            >
              Print
            </Button>
            <Button
              variant="light"
              leftSection={<IconDownload size={18} />}
              onClick={() => ready && saveBlob(ready.blob)}
              disabled={!ready}
            >
              Download
            </Button>
          </Group>
        </Group>
      </Card>
      {file.state === 'failed' && (
        <Alert color="red" role="alert">
          {PDF_FAILED_TEXT}
        </Alert>
      )}
      {file.state === 'loading' && <Text>{LOADING_PDF_TEXT}</Text>}
      {ready && (
        <Suspense fallback={<Text>{LOADING_PDF_TEXT}</Text>}>
          <PdfViewer file={ready.objectUrl} />
        </Suspense>
      )}
    </Stack>
  );
}
