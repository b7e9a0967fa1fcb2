import { useQuery } from '@apollo/client/react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { ChosenClient } from './client-values';
import { ClientChoicesQuery } from './operations';

export interface ClientChooserProps {
  officeId: string;
  label: string;
  description?: string;
  placeholder: string;
  nothingFound: string;
  value: ChosenClient | null;
  onChange: (client: ChosenClient | null) => void;
  disabled?: boolean;
}

/** How a client is listed (and shown in the box once chosen): the name, and the citizenship number. */
const labelOf = (client: ChosenClient) =>
  client.citizenshipNumber ? `${client.fullName} (${client.citizenshipNumber})` : client.fullName;

/** Chooses one of the office's clients, searched on the server by name (either script) or citizenship number. */
export function ClientChooser(props: ClientChooserProps) {
  const { officeId, value, onChange } = props;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  // While a chosen client's name is shown in the box, the list is the unsearched one.
  const typed = value && debounced === labelOf(value) ? '' : debounced;
  const { data, previousData } = useQuery(ClientChoicesQuery, {
    variables: { officeId, search: typed || null },
  });
  const found = ((data ?? previousData)?.officeClients.edges ?? []).map((edge) => edge.node as ChosenClient);
  const clients = useMemo(() => {
    const byId = new Map(found.map((client) => [client.id, client]));
    if (value) byId.set(value.id, value);
    return byId;
  }, [found, value]);
  const options = [...clients.values()].map((client) => ({ value: client.id, label: labelOf(client) }));

  return (
    <Select
      label={props.label}
      description={props.description}
      placeholder={props.placeholder}
      nothingFoundMessage={props.nothingFound}
      leftSection={<IconSearch size={16} />}
      searchable
      clearable
      disabled={props.disabled}
      data={options}
      value={value?.id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has searched already (phonetically, in both scripts): show what it found.
      filter={({ options: all }) => all}
      onChange={(id) => onChange(id ? (clients.get(id) ?? null) : null)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
