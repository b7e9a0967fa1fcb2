import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { Suspense, lazy, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { readCurrentDocument, sameOriginUrl } from '../../documents/current-document';
import { DocumentQuery } from '../lekhapadi/operations';

const PdfViewer = lazy(() => import('./PdfViewer'));

/** Saves bytes under a file name through a temporary link. */
function saveAs(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/** The generated PDF with Print and Download (document.pdf). */
export function PrintDocumentPage() {
  const current = readCurrentDocument();
  const { data, error } = useQuery(DocumentQuery, {
    variables: { id: current?.id ?? '' },
    skip: !current,
    fetchPolicy: 'network-only',
  });
  const [blobUrl, setBlobUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const downloadUrl = data?.document?.downloadUrl;

  useEffect(() => {
    if (!downloadUrl) return;
    let url: string | null = null;
    fetch(sameOriginUrl(downloadUrl))
      .then((response) => {
        if (!response.ok) throw new Error(String(response.status));
        return response.blob();
      })
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setBlobUrl(url);
      })
      .catch(() => setFailed(true));
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [downloadUrl]);

  if (!current) {
    return (
      <Stack>
        <Title order={2}>Print Document</Title>
        <Text>
          No document to show yet.{' '}
          <Anchor component={Link} to="/dashboard/lekhapadi">
            Generate one
          </Anchor>
          .
        </Text>
      </Stack>
    );
  }

  const print = () => {
    if (!blobUrl) return;
    const frame = document.createElement('iframe');
    frame.style.display = 'none';
    frame.src = blobUrl;
    frame.onload = () => frame.contentWindow?.print();
    document.body.append(frame);
  };

  return (
    <Stack>
      <Card withBorder padding="md">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Title order={2}>{current.workNameNe}</Title>
            <Text size="sm" c="dimmed">
              {current.workNameEn} · {current.place}
            </Text>
          </div>
          <Group>
            <Button leftSection={<IconPrinter size={18} />} onClick={print} disabled={!blobUrl}>
              Print
            </Button>
            <Button
              variant="light"
              leftSection={<IconDownload size={18} />}
              onClick={() => blobUrl && saveAs(blobUrl, 'document.pdf')}
              disabled={!blobUrl}
            >
              Download
            </Button>
          </Group>
        </Group>
      </Card>
      {(failed || error) && <Alert color="red">Failed to load PDF file.</Alert>}
      {!blobUrl && !failed && !error && <Text>Loading PDF…</Text>}
      {blobUrl && (
        <Suspense fallback={<Loader />}>
          <PdfViewer file={blobUrl} />
        </Suspense>
      )}
    </Stack>
  );
}
