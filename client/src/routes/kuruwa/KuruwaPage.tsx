import { Stack } from '@mantine/core';
import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { TileImage } from '../../components/TileImage/TileImage';

export function KuruwaPage() {
  return (
    <Stack gap={0}>
      <TileImage alt="Kuruwa" />
      <ComingSoon service="Kuruwa" />
    </Stack>
  );
}
