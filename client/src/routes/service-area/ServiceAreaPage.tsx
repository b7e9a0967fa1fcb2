import { useQuery } from '@apollo/client/react';
import { Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { comingSoonTexts } from '../../components/ComingSoon/coming-soon.texts';
import { TileImage } from '../../components/TileImage/TileImage';
import { useLanguage } from '../../i18n/language-context';
import { namesFor } from '../../i18n/texts';
import { ServiceAreasQuery } from '../dashboard/operations';

/** Target of a dashboard service tile: /dashboard/{service name lowercased, spaces removed}. */
export function ServiceAreaPage() {
  const { serviceSlug = '' } = useParams();
  const { language } = useLanguage();
  const { data } = useQuery(ServiceAreasQuery);
  // Named as its tile names it; an address no tile leads to keeps its own words.
  const area = data?.serviceAreas.find((a) => a.route === `/dashboard/${serviceSlug}`);
  const name = area ? namesFor(area, language).name : serviceSlug;
  return (
    <Stack align="center" py="xl" gap="sm">
      <TileImage alt={name} />
      <Title order={1}>{name}</Title>
      <Text c="dimmed">{comingSoonTexts[language].noDocuments}</Text>
    </Stack>
  );
}
