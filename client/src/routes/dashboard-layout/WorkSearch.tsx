import { useQuery } from '@apollo/client/react';
import { Autocomplete } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../gql';

export const AllWorksQuery = graphql(`
  query AllWorks {
    works {
      key
      nameNe
      nameEn
      serviceAreaId
    }
  }
`);

/** Finds works as you type (Nepali or English name); choosing one opens its form. */
export function WorkSearch() {
  const { data } = useQuery(AllWorksQuery);
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const works = data?.works ?? [];
  const labelOf = (work: (typeof works)[number]) => `${work.nameNe} — ${work.nameEn}`;
  return (
    <Autocomplete
      aria-label="Search documents"
      placeholder="Search documents"
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={setValue}
      data={works.map(labelOf)}
      limit={8}
      w={{ base: 160, sm: 260 }}
      onOptionSubmit={(label) => {
        const work = works.find((w) => labelOf(w) === label);
        if (!work) return;
        setValue('');
        const screen = work.serviceAreaId === 2 ? '/dashboard/policereport' : '/dashboard/lekhapadi';
        navigate(`${screen}?work=${encodeURIComponent(work.key)}`);
      }}
    />
  );
}
