import { Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { memo } from 'react';
import type { CurrentUser } from '../../auth/auth-context';
import { hasLocation } from '../../components/LocationForm/has-location';
import { placeLine } from '../../components/LocationForm/place-line';
import { useLanguage } from '../../i18n/language-context';
import { generationTexts } from './generation.texts';

/** The screen's title and where its documents are written for (the user's place). */
export const LocationBanner = memo(function LocationBanner({
  title,
  user,
}: {
  title: string;
  user: CurrentUser | null;
}) {
  const { language } = useLanguage();
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
          {hasLocation(user) ? placeLine(user, language) : generationTexts[language].locationNotSet}
        </Text>
      </Group>
    </Card>
  );
});
