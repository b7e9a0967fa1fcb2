import { useQuery } from '@apollo/client/react';
import { Autocomplete } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../gql';
import { useTexts } from '../../i18n/language-context';
import { dashboardLayoutTexts } from './dashboard-layout.texts';

const AllWorksQuery = graphql(`
  query AllWorks {
    works {
      key
      nameNe
      nameEn
      serviceAreaId
    }
    serviceAreas {
      id
      route
    }
  }
`);

/** Finds works as you type (Nepali or English name); choosing one opens its form, preselected. */
export function WorkSearch({ fullWidth = false, onChosen }: { fullWidth?: boolean; onChosen?: () => void }) {
  const { data } = useQuery(AllWorksQuery);
  const t = useTexts(dashboardLayoutTexts);
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  // Autocomplete writes the chosen label into the box right after onOptionSubmit; the box should
  // be empty instead, ready for the next search.
  const chose = useRef(false);
  const works = data?.works ?? [];
  // A work's form is on its service area's screen, as the server names it (as on the services page).
  const routeOfArea = new Map((data?.serviceAreas ?? []).map((area) => [area.id, area.route]));
  const labelOf = (work: (typeof works)[number]) => `${work.nameNe} — ${work.nameEn}`;
  return (
    <Autocomplete
      aria-label={t.search}
      placeholder={t.search}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(next) => {
        setValue(chose.current ? '' : next);
        chose.current = false;
      }}
      data={works.map(labelOf)}
      limit={8}
      w={fullWidth ? '100%' : { base: 160, sm: 220, md: 280 }}
      comboboxProps={{ keepMounted: false }}
      onOptionSubmit={(label) => {
        const work = works.find((w) => labelOf(w) === label);
        if (!work) return;
        const screen = routeOfArea.get(work.serviceAreaId);
        if (!screen) return;
        chose.current = true;
        navigate(`${screen}?work=${encodeURIComponent(work.key)}`);
        onChosen?.();
      }}
    />
  );
}
