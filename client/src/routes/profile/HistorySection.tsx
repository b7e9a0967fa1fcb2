import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { sameOriginUrl } from '../../documents/current-document';
import { showErrorToast } from '../../components/toasts';
import { DocumentQuery } from '../lekhapadi/operations';
import { HistoryQuery } from './operations';

export const NO_DOCUMENTS = 'No documents generated yet.';
export const NO_URL = 'Could not retrieve presigned URL.';

const dayMonthYear = (iso: string) => {
  const date = new Date(iso);
  return `${date.getDate()}/${date.getMonth() + 1}/${date.getFullYear()}`;
};

/** 'Generated Document History', newest first, ten at a time. */
export function HistorySection() {
  const client = useApolloClient();
  const { data, loading, fetchMore } = useQuery(HistoryQuery, { fetchPolicy: 'cache-and-network' });
  const page = data?.documents;

  const download = async (id: string) => {
    try {
      const result = await client.query({
        query: DocumentQuery,
        variables: { id },
        fetchPolicy: 'network-only',
      });
      const url = result.data?.document?.downloadUrl;
      if (!url) throw new Error(NO_URL);
      const response = await fetch(sameOriginUrl(url));
      if (!response.ok) throw new Error(NO_URL);
      const blobUrl = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = blobUrl;
      link.download = 'document.pdf';
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(blobUrl), 10_000);
    } catch {
      showErrorToast(NO_URL);
    }
  };

  if (loading && !page) return <Loader />;
  if (!page?.edges.length) return <Text c="dimmed">{NO_DOCUMENTS}</Text>;
  return (
    <Stack gap="xs">
      {page.edges.map(({ node }) => (
        <Paper key={node.id} withBorder p="sm">
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text fw={600}>{node.workNameNe}</Text>
              <Text size="xs" c="dimmed">
                {node.workNameEn} · {dayMonthYear(node.createdAt)}
              </Text>
            </div>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconDownload size={14} />}
              disabled={node.status !== 'READY'}
              onClick={() => download(node.id)}
            >
              Download
            </Button>
          </Group>
        </Paper>
      ))}
      {page.pageInfo.hasNextPage && (
        <Button
          variant="subtle"
          onClick={() =>
            fetchMore({
              variables: { after: page.pageInfo.endCursor },
              updateQuery: (previous, { fetchMoreResult }) => ({
                documents: {
                  ...fetchMoreResult.documents,
                  edges: [...previous.documents.edges, ...fetchMoreResult.documents.edges],
                },
              }),
            })
          }
        >
          Load more
        </Button>
      )}
    </Stack>
  );
}
