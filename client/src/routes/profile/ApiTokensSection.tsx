import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Code,
  CopyButton,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { readServerFailure } from '../../apollo/errors';
import { showErrorToast, showSuccessToast } from '../../components/toasts';
import type { ApiTokenMode, ApiTokenScope } from '../../gql/graphql';
import { formatDay } from '../../i18n/dates';
import { useLanguage } from '../../i18n/language-context';
import { serverMessage } from '../../i18n/server-messages';
import { OFFICE_SCOPE_ORDER, SCOPE_IDS, SCOPE_ORDER, type ScopeKey, apiTokenTexts } from './api-tokens.texts';
import { ApiTokensQuery, CreateApiTokenMutation, RevokeApiTokenMutation } from './operations';
import { profileTexts } from './profile.texts';

const DAY_MS = 86_400_000;

/**
 * Create (the secret shown once, with a copy button), list and revoke API tokens: the user's own,
 * or with `officeId` an office's (its owners', for the office's own software, with its scopes).
 */
export function ApiTokensSection({ officeId = null }: { officeId?: string | null }) {
  const { language } = useLanguage();
  const t = apiTokenTexts[language];
  const wrong = profileTexts[language].somethingWrong;
  const scopeOrder: readonly ScopeKey[] = officeId ? OFFICE_SCOPE_ORDER : SCOPE_ORDER;
  const { data, refetch } = useQuery(ApiTokensQuery, {
    variables: { officeId },
    fetchPolicy: 'cache-and-network',
  });
  const [create, creating] = useMutation(CreateApiTokenMutation);
  const [revoke] = useMutation(RevokeApiTokenMutation);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>(['DOCUMENTS_READ']);
  const [expiry, setExpiry] = useState<string>('90');
  const [mode, setMode] = useState<ApiTokenMode>('LIVE');
  const [secret, setSecret] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const day = (iso: string | null | undefined, none: string) =>
    iso ? formatDay(iso.slice(0, 10), language) : none;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNameError(null);
    try {
      const expiresAt =
        expiry === 'never' ? null : new Date(Date.now() + Number(expiry) * DAY_MS).toISOString();
      const result = await create({
        variables: { input: { name, scopes: scopes as ApiTokenScope[], expiresAt, officeId, mode } },
      });
      setSecret(result.data?.createApiToken.secret ?? null);
      setName('');
      showSuccessToast(t.created);
      await refetch();
    } catch (error) {
      const failure = readServerFailure(error);
      const text = serverMessage(failure, language, wrong);
      if (failure?.field === 'name') setNameError(text);
      else showErrorToast(text);
    }
  };

  const revokeToken = async (id: string) => {
    try {
      await revoke({ variables: { id } });
      showSuccessToast(t.revokedDone);
    } catch (error) {
      showErrorToast(serverMessage(readServerFailure(error), language, wrong));
    }
  };

  const tokens = data?.apiTokens ?? [];
  return (
    <Stack gap="md">
      <Text size="sm">{officeId ? t.officeIntro : t.intro}</Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t.name}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={nameError}
            maxLength={80}
          />
          <Checkbox.Group label={t.scopes} value={scopes} onChange={setScopes}>
            <Stack gap={4} mt={4}>
              {scopeOrder.map((scope) => (
                <Checkbox
                  key={scope}
                  value={scope}
                  label={
                    <>
                      {t.scope[scope]} <Code lang="en">{SCOPE_IDS[scope]}</Code>
                    </>
                  }
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <Select
            label={t.mode}
            value={mode}
            onChange={(value) => setMode((value as ApiTokenMode | null) ?? 'LIVE')}
            data={(['LIVE', 'TEST'] as const).map((value) => ({
              value,
              label: t.modeChoice[value] ?? value,
            }))}
            allowDeselect={false}
            w={380}
          />
          <Select
            label={t.expiry}
            value={expiry}
            onChange={(value) => setExpiry(value ?? 'never')}
            data={['30', '90', '365', 'never'].map((value) => ({
              value,
              label: t.expiryChoice[value] ?? value,
            }))}
            allowDeselect={false}
            w={220}
          />
          <Button type="submit" loading={creating.loading} w="fit-content" disabled={scopes.length === 0}>
            {t.create}
          </Button>
        </Stack>
      </form>
      {secret && (
        <Alert color="green" title={t.secretTitle}>
          <Stack gap="xs">
            <Text size="sm">{t.secretText}</Text>
            <Code block aria-label={t.secretLabel} data-testid="api-token-secret">
              {secret}
            </Code>
            <Group>
              <CopyButton value={secret}>
                {({ copied, copy }) => (
                  <Button variant="light" onClick={copy} color={copied ? 'teal' : undefined}>
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
      {tokens.length === 0 ? (
        <Text c="dimmed">{t.none}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label={t.tableLabel} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.columns.name}</Table.Th>
                <Table.Th>{t.columns.prefix}</Table.Th>
                <Table.Th>{t.columns.scopes}</Table.Th>
                <Table.Th>{t.columns.created}</Table.Th>
                <Table.Th>{t.columns.lastUsed}</Table.Th>
                <Table.Th>{t.columns.expires}</Table.Th>
                <Table.Th>{t.columns.actions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tokens.map((token) => (
                <Table.Tr key={token.id}>
                  <Table.Td>{token.name}</Table.Td>
                  <Table.Td>
                    <Code>{token.prefix}…</Code>
                    {token.mode === 'TEST' && (
                      <Badge ml={6} color="orange" variant="light" size="sm">
                        {t.testBadge}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {token.scopes.map((scope) => (
                        <Badge key={scope} variant="light" size="sm" tt="none" lang="en">
                          {SCOPE_IDS[scope as ScopeKey] ?? scope}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>{day(token.createdAt, '')}</Table.Td>
                  <Table.Td>{day(token.lastUsedAt, t.notUsed)}</Table.Td>
                  <Table.Td>{day(token.expiresAt, t.never)}</Table.Td>
                  <Table.Td>
                    {token.revokedAt ? (
                      <Badge color="gray">{t.revoked}</Badge>
                    ) : (
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        aria-label={t.revokeLabel(token.name)}
                        onClick={() => revokeToken(token.id)}
                      >
                        {t.revoke}
                      </Button>
                    )}
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
