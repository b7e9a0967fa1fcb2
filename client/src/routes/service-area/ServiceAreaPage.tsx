import { Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { TileImage } from '../../components/TileImage/TileImage';

/** Target of a dashboard service tile: /dashboard/{service name lowercased, spaces removed}. */
export function ServiceAreaPage() {
  const { serviceSlug = '' } = useParams();
  return (
    <Stack align="center" py="xl" gap="sm">
      <TileImage alt={serviceSlug} />
      <Title order={1}>{serviceSlug}</Title>
      <Text c="dimmed">This service has no documents yet.</Text>
    </Stack>
  );
}
