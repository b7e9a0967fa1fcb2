import { Center, Image, Stack, Text } from '@mantine/core';
import loadingLogo from '../../assets/loading-logo.svg';
import { useTexts } from '../../i18n/language-context';
import { appLoaderTexts } from './AppLoader.texts';

/** Shown while the app asks the server whether someone is signed in. */
export function AppLoader() {
  const t = useTexts(appLoaderTexts);
  return (
    <Center h="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Image src={loadingLogo} w={88} h={88} alt="" />
        <Text c="dimmed" size="sm">
          {t.loading}
        </Text>
      </Stack>
    </Center>
  );
}
