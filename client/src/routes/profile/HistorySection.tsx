import { useApolloClient, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Loader, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconDownload,
  IconEye,
  IconFileTypeDocx,
  IconPrinter,
  IconRefresh,
  IconSearch,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';
import type { FormValues } from '../../components/WorkForm/types';
import { showErrorToast } from '../../components/toasts';
import { saveDocx } from '../../documents/docx-file';
import { LatestPdfQuery } from '../../documents/operations';
import { versionFileName } from '../../documents/version-file-name';
import { generatedAt } from '../../documents/generated-at';
import { fetchPdf, printPdf, saveBlob } from '../../documents/pdf-file';
import { draftKey, saveDraft } from '../../drafts/draft-store';
import { useLanguage } from '../../i18n/language-context';
import { historyTexts } from './history.texts';
import { DocumentValuesQuery, HistoryQuery, HistoryWorksQuery } from './operations';
import { profileMessage } from './profile.texts';
import { VerificationCodeControl } from './VerificationCodeControl';

const NO_URL = 'Could not retrieve presigned URL.';
const STATUS_COLORS: Record<string, string> = { QUEUED: 'gray', RENDERING: 'blue', FAILED: 'red' };
const SEARCH_DELAY_MS = 300;

/** The form's shape of saved values: text fields as strings, tables as rows of strings. */
function formValuesOf(values: Record<string, unknown>): FormValues {
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      Array.isArray(value)
        ? value.map((row) =>
            Object.fromEntries(
              Object.entries((row ?? {}) as Record<string, unknown>).map(([k, v]) => [k, text(v)]),
            ),
          )
        : text(value),
    ]),
  );
}

/** 'Generated Document History', newest first, a page at a time, searchable and filtered by work. */
export function HistorySection() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { user } = useAuth();
  const { language } = useLanguage();
  const t = historyTexts[language];
  const [search, setSearch] = useState('');
  const [workKey, setWorkKey] = useState<string | null>(null);
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const variables = { search: debouncedSearch || null, workKey };
  const { data, previousData, loading, fetchMore } = useQuery(HistoryQuery, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const works = useQuery(HistoryWorksQuery).data?.works ?? [];
  const [busy, setBusy] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  // While a new search runs, the last answer stays (the search box must not disappear under the typing).
  const page = (data ?? previousData)?.documents;
  const filtered = Boolean(variables.search || workKey);

  // Each Print or Download asks for a fresh signed link: the one in the list may have expired.
  const withPdf = async (id: string, action: string, use: (blob: Blob, fileName: string) => void) => {
    setBusy(`${action}:${id}`);
    try {
      const result = await client.query({
        query: LatestPdfQuery,
        variables: { id },
        fetchPolicy: 'network-only',
      });
      const document = result.data?.document;
      // The annotated copy when there is one, as the viewer prints and downloads it.
      const latest = document?.versions[0];
      const link = latest?.downloadUrl ?? document?.downloadUrl;
      if (!document || !link) throw new Error(NO_URL);
      use(await fetchPdf(link), versionFileName(document.fileName, latest?.number));
    } catch {
      showErrorToast(profileMessage(NO_URL, language));
    } finally {
      setBusy(null);
    }
  };

  const withDocx = async (id: string) => {
    setBusy(`word:${id}`);
    try {
      await saveDocx(client, id);
    } catch {
      showErrorToast(t.wordFailed);
    } finally {
      setBusy(null);
    }
  };

  // The saved values become the work's draft on this device; its form opens with them filled in.
  const generateAgain = async (id: string) => {
    setBusy(`again:${id}`);
    try {
      const result = await client.query({ query: DocumentValuesQuery, variables: { id } });
      const document = result.data?.document;
      if (!document || !user) throw new Error('no document');
      await saveDraft(
        draftKey(user.id, document.workKey),
        formValuesOf(document.values as Record<string, unknown>),
      );
      navigate(`/dashboard/lekhapadi?work=${encodeURIComponent(document.workKey)}`);
    } catch {
      showErrorToast(profileMessage('document.notFound', language));
      setBusy(null);
    }
  };

  const loadMore = async () => {
    if (!page) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { ...variables, after: page.pageInfo.endCursor },
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

  const filters = (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label={t.search}
        placeholder={t.searchPlaceholder}
        leftSection={<IconSearch size={16} />}
        type="search"
        value={search}
        maxLength={100}
        onChange={(event) => setSearch(event.currentTarget.value)}
        style={{ flex: '1 1 14rem' }}
      />
      <Select
        label={t.work}
        placeholder={t.allWorks}
        data={works.map((work) => ({
          value: work.key,
          label: language === 'ne' ? work.nameNe : work.nameEn,
        }))}
        value={workKey}
        onChange={setWorkKey}
        clearable
        searchable
        comboboxProps={{ width: 'target' }}
        style={{ flex: '1 1 14rem', minWidth: 0 }}
      />
    </Group>
  );

  if (loading && !page) return <Loader aria-label={t.loading} />;
  if (!page?.edges.length && !filtered) return <Text c="dimmed">{t.empty}</Text>;
  return (
    <Stack gap="xs">
      {filters}
      <Text size="sm" c="dimmed" aria-live="polite">
        {page?.edges.length ? t.count(page.totalCount) : t.noneFound}
      </Text>
      <Stack gap="xs" component="ul" aria-label={t.label} p={0} m={0} style={{ listStyle: 'none' }}>
        {page?.edges.map(({ node }) => {
          const color = STATUS_COLORS[node.status];
          const when = generatedAt(node.createdAt, language);
          const work = language === 'en' ? node.workNameEn : node.workNameNe;
          const label = (action: string) => t.actionLabel(action, work, when);
          return (
            <Paper key={node.id} withBorder p="sm" component="li">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <div style={{ minWidth: 0, flex: '1 1 12rem' }}>
                  {/* The paper's own (Nepali) name; English readers also get its English name. */}
                  <Text fw={600} truncate>
                    {node.workNameNe}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {language === 'en' ? `${node.workNameEn} · ${when}` : when}
                  </Text>
                  {node.verificationCode && (
                    <VerificationCodeControl documentId={node.id} code={node.verificationCode} work={work} />
                  )}
                </div>
                <Group gap={6} wrap="wrap">
                  {color ? (
                    <Badge color={color} variant="light">
                      {t.status[node.status]}
                    </Badge>
                  ) : (
                    <>
                      <Button
                        size="xs"
                        component={Link}
                        to={`/dashboard/printdocument/${node.id}`}
                        leftSection={<IconEye size={14} />}
                        aria-label={label(t.view)}
                      >
                        {t.view}
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconPrinter size={14} />}
                        loading={busy === `print:${node.id}`}
                        onClick={() =>
                          withPdf(node.id, 'print', (blob) => printPdf(URL.createObjectURL(blob)))
                        }
                        aria-label={label(t.print)}
                      >
                        {t.print}
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconDownload size={14} />}
                        loading={busy === `download:${node.id}`}
                        onClick={() => withPdf(node.id, 'download', saveBlob)}
                        aria-label={label(t.download)}
                      >
                        {t.download}
                      </Button>
                      {node.docxDownloadUrl && (
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconFileTypeDocx size={14} />}
                          loading={busy === `word:${node.id}`}
                          onClick={() => withDocx(node.id)}
                          aria-label={label(t.word)}
                        >
                          {t.word}
                        </Button>
                      )}
                    </>
                  )}
                  <Button
                    size="xs"
                    variant="subtle"
                    leftSection={<IconRefresh size={14} />}
                    loading={busy === `again:${node.id}`}
                    onClick={() => generateAgain(node.id)}
                    aria-label={label(t.again)}
                  >
                    {t.again}
                  </Button>
                </Group>
              </Group>
            </Paper>
          );
        })}
      </Stack>
      {page?.pageInfo.hasNextPage && (
        <Button variant="subtle" onClick={loadMore} loading={loadingMore} w="fit-content">
          {t.more}
        </Button>
      )}
    </Stack>
  );
}
