import { Stack } from '@mantine/core';
import { ComingSoon } from '../../components/ComingSoon/ComingSoon';
import { comingSoonTexts } from '../../components/ComingSoon/coming-soon.texts';
import { TileImage } from '../../components/TileImage/TileImage';
import { useTexts } from '../../i18n/language-context';

export function NotaryPublicPage() {
  const service = useTexts(comingSoonTexts).notaryPublic;
  return (
    <Stack gap={0}>
      <TileImage alt={service} />
      <ComingSoon service={service} />
    </Stack>
  );
}
