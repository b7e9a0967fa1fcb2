import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { readServerFailure } from '../../apollo/errors';
import { showErrorToast, showSuccessToast } from '../../components/toasts';
import type { WebhookEventType } from '../../gql/graphql';
import { toDevanagariDigits } from '@nepali/digits';
import { formatDay } from '../../i18n/dates';
import { useLanguage } from '../../i18n/language-context';
import type { Language } from '../../i18n/texts';
import { serverMessage } from '../../i18n/server-messages';
import {
  CreateWebhookEndpointMutation,
  DeleteWebhookEndpointMutation,
  RedeliverWebhookMutation,
  WebhooksQuery,
} from './operations';
import { profileTexts } from './profile.texts';
import { EVENT_IDS, EVENT_ORDER, type EventKey, webhookTexts } from './webhooks.texts';

const STATUS_COLORS: Record<string, string> = { SUCCEEDED: 'green', FAILED: 'red', RETRYING: 'orange' };

/** Register and remove webhook endpoints (the secret shown once), and resend recent deliveries. */
export function WebhooksSection() {
  const { language } = useLanguage();
  const t = webhookTexts[language];
  const wrong = profileTexts[language].somethingWrong;
  const { data, refetch } = useQuery(WebhooksQuery, { fetchPolicy: 'cache-and-network' });
  const [create, creating] = useMutation(CreateWebhookEndpointMutation);
  const [remove] = useMutation(DeleteWebhookEndpointMutation);
  const [redeliver] = useMutation(RedeliverWebhookMutation);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>(['DOCUMENT_READY', 'DOCUMENT_FAILED']);
  const [urlError, setUrlError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  const failed = (error: unknown) => showErrorToast(serverMessage(readServerFailure(error), language, wrong));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setUrlError(null);
    try {
      const result = await create({ variables: { input: { url, events: events as WebhookEventType[] } } });
      setSecret(result.data?.createWebhookEndpoint.secret ?? null);
      setUrl('');
      showSuccessToast(t.added);
      await refetch();
    } catch (error) {
      const failure = readServerFailure(error);
      if (failure.field === 'url') setUrlError(serverMessage(failure, language, wrong));
      else failed(error);
    }
  };

  const act = async (run: () => Promise<unknown>, done?: string) => {
    try {
      await run();
      if (done) showSuccessToast(done);
      await refetch();
    } catch (error) {
      failed(error);
    }
  };

  const endpoints = data?.webhookEndpoints ?? [];
  const deliveries = data?.webhookDeliveries ?? [];
  return (
    <Stack gap="md">
      <Text size="sm">{t.intro}</Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t.url}
            value={url}
            onChange={(e) => setUrl(e.currentTarget.value)}
            error={urlError}
          />
          <Checkbox.Group label={t.events} value={events} onChange={setEvents}>
            <Stack gap={4} mt={4}>
              {EVENT_ORDER.map((key) => (
                <Checkbox
                  key={key}
                  value={key}
                  label={
                    <>
                      {t.event[key]} <Code lang="en">{EVENT_IDS[key]}</Code>
                    </>
                  }
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <Button type="submit" loading={creating.loading} w="fit-content" disabled={events.length === 0}>
            {t.add}
          </Button>
        </Stack>
      </form>
      {secret && (
        <Alert color="green" title={t.secretTitle}>
          <Stack gap="xs">
            <Text size="sm">{t.secretText}</Text>
            <Code block>{secret}</Code>
            <Group>
              <CopyButton value={secret}>
                {({ copied, copy }) => (
                  <Button variant="light" onClick={copy}>
                    {copied ? t.copied : t.copy}
                  </Button>
                )}
              </CopyButton>
              <Button variant="subtle" onClick={() => setSecret(null)}>
                {t.done}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {endpoints.length === 0 ? (
        <Text c="dimmed">{t.none}</Text>
      ) : (
        <Stack gap="xs" aria-label={t.endpointsLabel} role="list">
          {endpoints.map((endpoint) => (
            <Group key={endpoint.id} justify="space-between" role="listitem" wrap="nowrap">
              <div>
                <Code lang="en">{endpoint.url}</Code>
                <Text size="xs" c="dimmed">
                  {endpoint.events.map((key) => t.event[key as EventKey] ?? key).join(', ')}
                </Text>
              </div>
              <Button
                size="xs"
                color="red"
                variant="light"
                aria-label={t.removeLabel(endpoint.url)}
                onClick={() => act(() => remove({ variables: { id: endpoint.id } }))}
              >
                {t.remove}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      {deliveries.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label={t.deliveriesLabel} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.columns.event}</Table.Th>
                <Table.Th>{t.columns.status}</Table.Th>
                <Table.Th>{t.columns.attempts}</Table.Th>
                <Table.Th>{t.columns.code}</Table.Th>
                <Table.Th>{t.columns.when}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {deliveries.map((delivery) => (
                <Table.Tr key={delivery.id}>
                  <Table.Td>{t.event[delivery.eventType as EventKey] ?? delivery.eventType}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLORS[delivery.status] ?? 'gray'} variant="light">
                      {t.status[delivery.status] ?? delivery.status}
                    </Badge>
                    {delivery.nextAttemptAt && (
                      <Text size="xs" c="dimmed">
                        {t.nextAttempt(formatMoment(delivery.nextAttemptAt, language))}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{delivery.attempts}</Table.Td>
                  <Table.Td>{delivery.lastResponseCode ?? '–'}</Table.Td>
                  <Table.Td>{formatDay(delivery.createdAt.slice(0, 10), language)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => act(() => redeliver({ variables: { id: delivery.id } }), t.resent)}
                    >
                      {t.resend}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

/** A moment in the reader's own time zone: its day as formatDay writes it, then hours and minutes. */
function formatMoment(iso: string, language: Language): string {
  const at = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  const day = `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
  const time = `${two(at.getHours())}:${two(at.getMinutes())}`;
  return `${formatDay(day, language)} ${language === 'ne' ? toDevanagariDigits(time) : time}`;
}
