import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { toDevanagariDigits } from '@nepali/digits';
import { IconDownload, IconFileTypeDocx, IconPrinter } from '@tabler/icons-react';
import { Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { readServerFailure } from '../../apollo/errors';
import { showErrorToast } from '../../components/toasts';
import { readCurrentDocument } from '../../documents/current-document';
import { saveDocx } from '../../documents/docx-file';
import { generatedAt } from '../../documents/generated-at';
import { PrintDocumentQuery } from '../../documents/operations';
import { versionFileName } from '../../documents/version-file-name';
import { printPdf, saveBlob } from '../../documents/pdf-file';
import { useLanguage } from '../../i18n/language-context';
import { AnnotatedViewer } from './annotated-viewer-chunk';
import { LoadingSkeleton } from './LoadingSkeleton';
import { usePrintableFile } from './annotations/use-printable-file';
import { PHONE_QUERY } from './phone-layout';
import { printTexts } from './print.texts';
import { usePdfFile } from './use-pdf-file';

/** While a document is still being written, its row is asked for again this often. */
const POLL_MS = 2000;

/** One of the user's documents, by id: its header, Print and Download, and the viewer. */
export function DocumentScreen({ id }: { id: string }) {
  const { language } = useLanguage();
  const t = printTexts[language];
  const client = useApolloClient();
  const [savingWord, setSavingWord] = useState(false);
  const phone = useMediaQuery(PHONE_QUERY);
  // Just generated in this tab: its signed link (already downloading) saves a round trip.
  const [stored] = useState(() => {
    const current = readCurrentDocument();
    return current?.id === id ? current : null;
  });
  const { data, error, startPolling, stopPolling } = useQuery(PrintDocumentQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const document = data?.document;
  const status = document?.status ?? (stored ? 'READY' : null);
  const writing = status === 'QUEUED' || status === 'RENDERING';
  useEffect(() => {
    if (writing) startPolling(POLL_MS);
    else stopPolling();
  }, [writing, startPolling, stopPolling]);
  // The first link is kept: each answer signs a new one, and the file must be fetched only once.
  const link = stored?.downloadUrl ?? document?.downloadUrl ?? null;
  const [firstLink, setFirstLink] = useState(link);
  useEffect(() => {
    if (!firstLink && link) setFirstLink(link);
  }, [firstLink, link]);
  const file = usePdfFile(status === 'READY' && firstLink ? { id, downloadUrl: firstLink } : null);
  const ready = file.state === 'ready' ? file : null;
  // Print and Download give the latest annotated version, the viewer shows the original under it.
  const printable = usePrintableFile(id, ready);

  if (error && !document) {
    const missing = readServerFailure(error).code === 'NOT_FOUND';
    return (
      <Stack>
        <Title order={1}>{t.title}</Title>
        <Alert color={missing ? 'gray' : 'red'} role="alert">
          {missing ? t.notFound : t.failed}
        </Alert>
        <Anchor component={Link} to="/profile" w="fit-content">
          {t.history}
        </Anchor>
      </Stack>
    );
  }

  const workNameNe = document?.workNameNe ?? stored?.workNameNe;
  const place = document?.place ?? stored?.place ?? '';
  const canSave = printable && document;
  // The Word copy needs no PDF on screen; documents made before Word copies have none.
  const saveWord = async () => {
    setSavingWord(true);
    try {
      await saveDocx(client, id);
    } catch {
      showErrorToast(t.wordFailed);
    } finally {
      setSavingWord(false);
    }
  };
  return (
    <Stack maw={1200}>
      <Card withBorder padding={phone ? 'sm' : 'md'} radius="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            {/* The paper's own (Nepali) name; English readers also get its English name. */}
            {workNameNe ? (
              <Title order={1} size={phone ? 'h4' : 'h2'}>
                {workNameNe}
              </Title>
            ) : (
              <Skeleton height={28} width={220} />
            )}
            {language === 'en' && (document?.workNameEn ?? stored?.workNameEn) && (
              <Text size="sm" c="dimmed">
                {document?.workNameEn ?? stored?.workNameEn}
              </Text>
            )}
            <Group gap="xs" wrap="wrap" style={{ rowGap: 0 }}>
              <Text size="sm" data-testid="print-place">
                {language === 'ne' ? toDevanagariDigits(place) : place}
              </Text>
              {document && (
                <Text size="sm" c="dimmed" data-testid="print-date">
                  {t.generatedAt(generatedAt(document.createdAt, language))}
                </Text>
              )}
            </Group>
          </div>
          <Group gap={phone ? 6 : 'sm'} wrap="wrap">
            <Button
              size={phone ? 'compact-md' : 'sm'}
              leftSection={<IconPrinter size={18} />}
              onClick={() => printable && printPdf(printable.objectUrl)}
              disabled={!printable}
            >
              {t.print}
            </Button>
            <Button
              size={phone ? 'compact-md' : 'sm'}
              variant="light"
              leftSection={<IconDownload size={18} />}
              onClick={() =>
                canSave && saveBlob(printable.blob, versionFileName(document.fileName, printable.version))
              }
              disabled={!canSave}
              // Its full name for readers and tests alike; a phone shows the short one.
              aria-label={t.download}
            >
              {phone ? t.downloadShort : t.download}
            </Button>
            {status === 'READY' && document?.docxDownloadUrl && (
              <Button
                size={phone ? 'compact-md' : 'sm'}
                variant="light"
                leftSection={<IconFileTypeDocx size={18} />}
                onClick={saveWord}
                loading={savingWord}
                aria-label={t.wordLabel}
                title={t.wordLabel}
              >
                {phone ? t.wordShort : t.word}
              </Button>
            )}
          </Group>
        </Group>
      </Card>
      {writing && <Alert color="blue">{t.stillWriting}</Alert>}
      {(status === 'FAILED' || file.state === 'failed') && (
        <Alert color="red" role="alert">
          {status === 'FAILED' ? t.notGenerated : t.failed}
        </Alert>
      )}
      {file.state === 'loading' && status === 'READY' && <LoadingSkeleton progress={file.progress} />}
      {ready && (
        <Suspense fallback={<LoadingSkeleton progress={1} />}>
          <AnnotatedViewer
            file={ready.objectUrl}
            documentId={id}
            original={{ downloadUrl: document?.downloadUrl ?? null, createdAt: document?.createdAt ?? null }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
