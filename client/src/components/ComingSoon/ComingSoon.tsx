import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useTexts } from '../../i18n/language-context';
import { comingSoonTexts } from './coming-soon.texts';

export function ComingSoon({ service }: { service: string }) {
  const t = useTexts(comingSoonTexts);
  return (
    <Center mih="50vh">
      <Stack align="center" gap="sm">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconHourglassHigh size={34} stroke={1.5} />
        </ThemeIcon>
        <Title order={1}>{t.title}</Title>
        <Text c="dimmed">{t.text(service)}</Text>
      </Stack>
    </Center>
  );
}
