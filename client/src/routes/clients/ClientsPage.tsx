import { useQuery } from '@apollo/client/react';
import { Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../i18n/language-context';
import { useActiveOfficeId } from '../../offices/active-office';
import { clientsTexts } from './clients.texts';
import { NewClientForm } from './NewClientForm';
import { newClientTexts } from './new-client.texts';
import { OfficeClientsQuery } from './operations';

/** The active office's clients, searchable in either script or by citizenship number. */
export function ClientsPage() {
  const t = useTexts(clientsTexts);
  const officeId = useActiveOfficeId();
  const adding = useTexts(newClientTexts);
  const [search, setSearch] = useState('');
  const [formOpen, setFormOpen] = useState(false);
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const { data } = useQuery(OfficeClientsQuery, {
    variables: { officeId: officeId ?? '', search: debounced || null },
    skip: !officeId,
  });

  if (!officeId) {
    return (
      <Stack>
        <Title order={1}>{t.title}</Title>
        <Text>{t.personal}</Text>
      </Stack>
    );
  }
  const page = data?.officeClients;
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1}>{t.title}</Title>
        {!formOpen && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setFormOpen(true)}>
            {adding.add}
          </Button>
        )}
      </Group>
      {formOpen && (
        <Card withBorder padding="md">
          <NewClientForm officeId={officeId} onDone={() => setFormOpen(false)} />
        </Card>
      )}
      <TextInput
        label={t.search}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {page && <Text c="dimmed">{t.count(page.totalCount)}</Text>}
      {page && page.edges.length === 0 && <Text>{t.none}</Text>}
      <Stack gap="xs" component="ul" p={0} style={{ listStyle: 'none' }}>
        {page?.edges.map(({ node }) => (
          <Card key={node.id} component="li" withBorder padding="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>{node.fullName}</Text>
                {node.fullNameEn && (
                  <Text size="sm" c="dimmed">
                    {node.fullNameEn}
                  </Text>
                )}
              </div>
              {node.possibleDuplicates.length > 0 && <Badge color="orange">{t.duplicate}</Badge>}
            </Group>
            <Text size="sm">
              {t.father}: {node.fatherName}
            </Text>
            {node.citizenshipNumber && (
              <Text size="sm">
                {t.citizenship}: {node.citizenshipNumber}
              </Text>
            )}
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
