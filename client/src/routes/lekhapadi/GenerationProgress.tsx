import { Group, Loader, Text } from '@mantine/core';

const STEPS: Record<string, string> = {
  QUEUED: 'Queued: waiting to start…',
  RENDERING: 'Writing your document…',
  READY: 'Ready: opening it…',
};

/** Where the document is, announced to screen readers as it moves on. */
export function GenerationProgress({ status }: { status: string | null }) {
  if (!status || !STEPS[status]) return null;
  return (
    <Group gap="xs" aria-live="polite" data-status={status}>
      <Loader size="xs" />
      <Text size="sm" c="dimmed">
        {STEPS[status]}
      </Text>
    </Group>
  );
}
