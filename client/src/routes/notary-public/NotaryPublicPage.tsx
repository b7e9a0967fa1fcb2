import { Stack } from '@mantine/core';
import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { TileImage } from '../../components/TileImage/TileImage';

export function NotaryPublicPage() {
  return (
    <Stack gap={0}>
      <TileImage alt="Notary Public" />
      <ComingSoon service="Notary Public" />
    </Stack>
  );
}
