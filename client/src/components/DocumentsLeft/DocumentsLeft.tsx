import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconFileCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useTexts } from '../../i18n/language-context';
import { documentsLeftTexts } from './documents-left.texts';

/** The server's counts (Allowance or a work's entitlement): what is left, and of how many. */
export interface DocumentCounts {
  freeDocuments: number;
  freeDocumentsLeft: number;
  planDocuments?: number | null;
  planDocumentsLeft?: number | null;
  plan?: string | null;
  /** A work's entitlement only: what pays for the next document. */
  paidBy?: string | null;
}

/**
 * What is left to generate, in words where the person looks (the dashboard, before Generate):
 * "१०० मध्ये ९९ बाँकी". Text, not a badge's tooltip: a touch screen has no hover.
 */
export function DocumentsLeft({
  counts,
  showPlans = false,
}: {
  counts: DocumentCounts;
  showPlans?: boolean;
}) {
  const t = useTexts(documentsLeftTexts);
  const lines: string[] = [];
  if (counts.freeDocumentsLeft > 0) lines.push(t.free(counts.freeDocumentsLeft, counts.freeDocuments));
  if (counts.planDocuments != null && counts.planDocumentsLeft != null) {
    lines.push(t.plan(counts.plan ?? null, counts.planDocumentsLeft, counts.planDocuments));
  }
  if (counts.paidBy === 'PERMISSION') lines.push(t.paidFor);
  const noneLeft = lines.length === 0;
  return (
    <Group
      gap="xs"
      wrap="nowrap"
      align="flex-start"
      data-testid="documents-left"
      role="group"
      aria-label={t.label}
    >
      <IconFileCheck size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Stack gap={0}>
        {noneLeft ? (
          <Text size="sm">
            {t.noneLeft}{' '}
            {showPlans && (
              <Anchor component={Link} to="/pricing" size="sm">
                {t.seePlans}
              </Anchor>
            )}
          </Text>
        ) : (
          lines.map((line) => (
            <Text size="sm" key={line}>
              {line}
            </Text>
          ))
        )}
      </Stack>
    </Group>
  );
}
