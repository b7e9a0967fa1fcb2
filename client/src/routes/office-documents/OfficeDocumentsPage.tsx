import { useQuery } from '@apollo/client/react';
import { Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { bsToAd, isBsDate, isoAd } from '@nepali/bs-date';
import { Link } from 'react-router-dom';
import { BsDateInput } from '../../components/BsDateInput/BsDateInput';
import { generatedAt } from '../../documents/generated-at';
import { useLanguage } from '../../i18n/language-context';
import { useActiveOfficeId } from '../../offices/active-office';
import { ClientChooser } from '../../offices/ClientChooser';
import type { ChosenClient } from '../../offices/client-values';
import { HistoryWorksQuery } from '../profile/operations';
import { officeDocumentsTexts } from './office-documents.texts';
import { OfficeDocumentsQuery, OfficeMembersQuery } from './operations';

const STATUS_COLORS: Record<string, string> = {
  QUEUED: 'gray',
  RENDERING: 'blue',
  READY: 'green',
  FAILED: 'red',
};

/**
 * The instant a Bikram Sambat day (YYYY/MM/DD, as BsDateInput gives it) starts in Nepal, or the
 * day after it starts; null while the date is incomplete.
 */
function nepalDay(bs: string, after = false): string | null {
  const parts = /^(\d{4})\/(\d{2})\/(\d{2})$/.exec(bs);
  if (!parts) return null;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  if (!isBsDate({ year, month, day })) return null;
  const start = new Date(`${isoAd(bsToAd({ year, month, day }))}T00:00:00+05:45`);
  return new Date(start.getTime() + (after ? 86_400_000 : 0)).toISOString();
}

/** The active office's documents, newest first, filtered by client, work, member and date. */
export function OfficeDocumentsPage() {
  const { language } = useLanguage();
  const t = officeDocumentsTexts[language];
  const officeId = useActiveOfficeId();
  const [client, setClient] = useState<ChosenClient | null>(null);
  const [workKey, setWorkKey] = useState<string | null>(null);
  const [memberId, setMemberId] = useState<string | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [loadingMore, setLoadingMore] = useState(false);
  const filter = {
    clientId: client?.id ?? null,
    workKey,
    generatedById: memberId,
    from: nepalDay(from),
    to: nepalDay(to, true),
  };
  const { data, previousData, fetchMore } = useQuery(OfficeDocumentsQuery, {
    variables: { officeId: officeId ?? '', filter },
    skip: !officeId,
    fetchPolicy: 'cache-and-network',
  });
  const works = useQuery(HistoryWorksQuery, { skip: !officeId }).data?.works ?? [];
  const members = useQuery(OfficeMembersQuery, {
    variables: { officeId: officeId ?? '' },
    skip: !officeId,
  }).data?.office.members;

  if (!officeId) {
    return (
      <Stack>
        <Title order={1}>{t.title}</Title>
        <Text>{t.personal}</Text>
      </Stack>
    );
  }
  const page = (data ?? previousData)?.officeDocuments;
  const loadMore = async () => {
    if (!page) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { officeId, filter, after: page.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          officeDocuments: {
            ...fetchMoreResult.officeDocuments,
            edges: [...previous.officeDocuments.edges, ...fetchMoreResult.officeDocuments.edges],
          },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Stack>
      <Title order={1}>{t.title}</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <ClientChooser
          officeId={officeId}
          label={t.client}
          placeholder={t.searchClients}
          nothingFound={t.noClients}
          value={client}
          onChange={setClient}
        />
        <Select
          label={t.work}
          placeholder={t.allWorks}
          searchable
          clearable
          data={works.map((work) => ({
            value: work.key,
            label: language === 'ne' ? work.nameNe : work.nameEn,
          }))}
          value={workKey}
          onChange={setWorkKey}
        />
        <Select
          label={t.member}
          placeholder={t.allMembers}
          clearable
          data={(members ?? []).map((member) => ({ value: member.userId, label: member.name }))}
          value={memberId}
          onChange={setMemberId}
        />
        <BsDateInput label={t.from} value={from} onChange={setFrom} range="past" />
        <BsDateInput label={t.to} value={to} onChange={setTo} range="past" />
      </SimpleGrid>
      {page && <Text c="dimmed">{t.count(page.totalCount)}</Text>}
      {page && page.edges.length === 0 && <Text>{t.none}</Text>}
      <Stack gap="xs" component="ul" p={0} style={{ listStyle: 'none' }}>
        {page?.edges.map(({ node }) => (
          <Card key={node.id} component="li" withBorder padding="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {language === 'ne' ? node.workNameNe : node.workNameEn}
              </Text>
              <Badge color={STATUS_COLORS[node.status] ?? 'gray'}>
                {t.status[node.status] ?? node.status}
              </Badge>
            </Group>
            {node.client && (
              <Text size="sm">
                {t.forClient}: {node.client.fullName}
                {node.secondClient ? `, ${node.secondClient.fullName}` : ''}
              </Text>
            )}
            <Text size="sm">
              {t.by}: {node.generatedBy}
            </Text>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text size="sm" c="dimmed">
                {generatedAt(node.createdAt as string, language)}
              </Text>
              {node.status === 'READY' && (
                <Button component={Link} to={`/dashboard/printdocument/${node.id}`} variant="light" size="xs">
                  {t.open}
                </Button>
              )}
            </Group>
          </Card>
        ))}
      </Stack>
      {page?.pageInfo.hasNextPage && (
        <Button variant="default" loading={loadingMore} onClick={() => void loadMore()} w="fit-content">
          {t.more}
        </Button>
      )}
    </Stack>
  );
}
