import { useApolloClient, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { showErrorToast } from '../../components/toasts';
import { DocumentQuery } from '../../documents/operations';
import { fetchPdf, saveBlob } from '../../documents/pdf-file';
import { HistoryQuery } from './operations';

export const NO_DOCUMENTS = 'No documents generated yet.';
export const NO_URL = 'Could not retrieve presigned URL.';

/** day/month/year, as the spec shows the creation date (in the viewer's own time zone). */
export const dayMonthYear = (iso: string) => {
  const date = new Date(iso);
  return `${date.getDate()}/${date.getMonth() + 1}/${date.getFullYear()}`;
};

const STATUS_LABELS: Record<string, { label: string; color: string }> = {
  QUEUED: { label: 'Queued', color: 'gray' },
  RENDERING: { label: 'Writing', color: 'blue' },
  FAILED: { label: 'Failed', color: 'red' },
};

/** 'Generated Document History', newest first, a page at a time. */
export function HistorySection() {
  const client = useApolloClient();
  const { data, loading, fetchMore } = useQuery(HistoryQuery, { fetchPolicy: 'cache-and-network' });
  const [downloading, setDownloading] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const page = data?.documents;

  // Each download asks for a fresh signed link: the one in the list may have expired.
  const download = async (id: string) => {
    setDownloading(id);
    try {
      const result = await client.query({
        query: DocumentQuery,
        variables: { id },
        fetchPolicy: 'network-only',
      });
      const url = result.data?.document?.downloadUrl;
      if (!url) throw new Error(NO_URL);
      saveBlob(await fetchPdf(url));
    } catch {
      showErrorToast(NO_URL);
    } finally {
      setDownloading(null);
    }
  };

  const loadMore = async () => {
    if (!page) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after: page.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          documents: {
            ...fetchMoreResult.documents,
            edges: [...previous.documents.edges, ...fetchMoreResult.documents.edges],
          },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  };

  if (loading && !page) return <Loader aria-label="Loading the history" />;
  if (!page?.edges.length) return <Text c="dimmed">{NO_DOCUMENTS}</Text>;
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {page.totalCount} {page.totalCount === 1 ? 'document' : 'documents'}
      </Text>
      <Stack
        gap="xs"
        component="ul"
        aria-label="Generated documents"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {page.edges.map(({ node }) => {
          const status = STATUS_LABELS[node.status];
          return (
            <Paper key={node.id} withBorder p="sm" component="li">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {node.workNameNe}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {node.workNameEn} · {dayMonthYear(node.createdAt)}
                  </Text>
                </div>
                {status ? (
                  <Badge color={status.color} variant="light">
                    {status.label}
                  </Badge>
                ) : (
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconDownload size={14} />}
                    loading={downloading === node.id}
                    onClick={() => download(node.id)}
                    aria-label={`Download ${node.workNameEn} of ${dayMonthYear(node.createdAt)}`}
                  >
                    Download
                  </Button>
                )}
              </Group>
            </Paper>
          );
        })}
      </Stack>
      {page.pageInfo.hasNextPage && (
        <Button variant="subtle" onClick={loadMore} loading={loadingMore} w="fit-content">
          Load more
        </Button>
      )}
    </Stack>
  );
}
