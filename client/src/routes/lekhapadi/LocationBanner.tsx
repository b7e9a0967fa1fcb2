import { Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { CurrentUser } from '../../auth/auth-context';
import { hasLocation } from '../../components/LocationForm/has-location';

/** The screen's title and where its documents are written for (the user's place). */
export function LocationBanner({ title, user }: { title: string; user: CurrentUser | null }) {
  return (
    <Card withBorder padding="md" radius="md" bg="var(--mantine-color-nepalBlue-light)">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Group gap={6} mt={4} wrap="nowrap">
        <ThemeIcon variant="transparent" size="sm" color="crimson">
          <IconMapPin size={16} />
        </ThemeIcon>
        <Text size="sm" data-testid="location-banner">
          {hasLocation(user)
            ? `${user?.province}, ${user?.district}, ${user?.municipality} - ${user?.ward}`
            : 'Location not set'}
        </Text>
      </Group>
    </Card>
  );
}
