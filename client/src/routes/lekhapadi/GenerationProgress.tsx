import { Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTexts } from '../../i18n/language-context';
import { generationProgressTexts } from './generation-progress.texts';

type Step = 'OFFLINE' | 'SENDING' | 'QUEUED' | 'RENDERING' | 'READY';
const PERCENT: Record<Step, number> = { OFFLINE: 5, SENDING: 15, QUEUED: 35, RENDERING: 70, READY: 100 };
const isStep = (status: string | null): status is Step => Boolean(status && status in PERCENT);

/** Where the document is (a bar and a sentence), announced to screen readers as it moves on. */
export function GenerationProgress({ status }: { status: string | null }) {
  const t = useTexts(generationProgressTexts);
  if (!isStep(status)) return null;
  const offline = status === 'OFFLINE';
  return (
    <Stack gap={6} aria-live="polite" data-status={status} style={{ flex: '1 1 12rem' }}>
      <Group gap="xs" wrap="nowrap">
        {offline ? <IconWifiOff size={16} aria-hidden /> : <Loader size="xs" />}
        <Text size="sm" c={offline ? 'orange.8' : 'dimmed'} fw={offline ? 600 : undefined}>
          {t[status]}
        </Text>
      </Group>
      <Progress
        value={PERCENT[status]}
        animated={!offline && status !== 'READY'}
        striped={!offline}
        color={offline ? 'orange' : undefined}
        size="sm"
        aria-label={t.progressLabel}
      />
    </Stack>
  );
}
