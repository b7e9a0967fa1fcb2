import { Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';

export function ComingSoon({ service }: { service: string }) {
  return (
    <Center mih="50vh">
      <Stack align="center" gap="sm">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconHourglassHigh size={34} stroke={1.5} />
        </ThemeIcon>
        <Title order={1}>Coming Soon</Title>
        <Text c="dimmed">{service} will be available here soon.</Text>
      </Stack>
    </Center>
  );
}
