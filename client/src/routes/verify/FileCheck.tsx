import { Alert, Button, FileButton, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconFileUpload, IconAlertTriangle } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import { useTexts } from '../../i18n/language-context';
import { fileMatchesHash } from './file-hash';
import { verifyTexts } from './verify.texts';

type Outcome = { state: 'idle' | 'checking' | 'unreadable' } | { state: 'match' | 'mismatch'; name: string };

/**
 * Compares a PDF the visitor holds with the one that was issued, by SHA-256 in the browser: the
 * file is never sent anywhere, so checking someone's paper shares nothing of it.
 */
export function FileCheck({ issuedSha256 }: { issuedSha256: string }) {
  const t = useTexts(verifyTexts);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const [dragging, setDragging] = useState(false);

  const check = async (file: File | null | undefined) => {
    if (!file) return;
    setOutcome({ state: 'checking' });
    try {
      const same = await fileMatchesHash(await file.arrayBuffer(), issuedSha256);
      setOutcome({ state: same ? 'match' : 'mismatch', name: file.name });
    } catch {
      setOutcome({ state: 'unreadable' });
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void check(event.dataTransfer.files[0]);
  };

  return (
    <Paper
      withBorder
      p="md"
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: dragging ? 'var(--mantine-primary-color-filled)' : undefined,
      }}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      aria-label={t.drop}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t.checkTitle}
        </Title>
        <Text size="sm">{t.checkText}</Text>
        <FileButton onChange={(file) => void check(file)} accept="application/pdf">
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconFileUpload size={16} />}
              w="fit-content"
              loading={outcome.state === 'checking'}
            >
              {t.choose}
            </Button>
          )}
        </FileButton>
        <div aria-live="polite">
          {outcome.state === 'checking' && <Text size="sm">{t.checking}</Text>}
          {outcome.state === 'match' && (
            <Alert color="green" icon={<IconCircleCheck />}>
              {t.matches(outcome.name)}
            </Alert>
          )}
          {outcome.state === 'mismatch' && (
            <Alert color="red" icon={<IconAlertTriangle />}>
              {t.differs(outcome.name)}
            </Alert>
          )}
          {outcome.state === 'unreadable' && <Alert color="red">{t.unreadable}</Alert>}
        </div>
      </Stack>
    </Paper>
  );
}
