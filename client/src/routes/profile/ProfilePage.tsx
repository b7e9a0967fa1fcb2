import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { developerTexts } from '../developer/developer.texts';
import { useAuth } from '../../auth/auth-context';
import { hasLocation } from '../../components/LocationForm/has-location';
import { LocationModal } from '../../components/LocationModal/LocationModal';
import { placeLine } from '../../components/LocationForm/place-line';
import { useLanguage } from '../../i18n/language-context';
import { AccountSection } from './AccountSection';
import { AvatarSection } from './AvatarSection';
import { DetailsSection } from './DetailsSection';
import { HistorySection } from './HistorySection';
import { profileTexts } from './profile.texts';

export function ProfilePage() {
  const { user } = useAuth();
  const { language } = useLanguage();
  const t = profileTexts[language];
  const developer = developerTexts[language];
  const [locationOpen, setLocationOpen] = useState(false);
  return (
    <Stack maw={900}>
      <Title order={1}>{t.title}</Title>
      <Card withBorder padding="lg">
        <Stack>
          <AvatarSection />
          <AccountSection />
        </Stack>
      </Card>
      <Card withBorder padding="lg">
        <Group justify="space-between">
          <div>
            <Title order={2} size="h3">
              {t.location}
            </Title>
            <Text data-testid="profile-location">
              {hasLocation(user) ? placeLine(user, language, true) : t.notSet}
            </Text>
          </div>
          <Button variant="light" onClick={() => setLocationOpen(true)}>
            {t.change}
          </Button>
        </Group>
      </Card>
      <Card withBorder padding="lg">
        <Title order={2} size="h3" mb="sm">
          {t.details}
        </Title>
        <DetailsSection />
      </Card>
      <Card withBorder padding="lg">
        <Title order={2} size="h3" mb="sm">
          {t.history}
        </Title>
        <HistorySection />
      </Card>
      {/* Developer tools (API tokens, webhooks) live on their own page, for those who ask. */}
      <Card withBorder padding="lg">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Title order={2} size="h3">
              {developer.cardTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {developer.cardText}
            </Text>
          </div>
          <Button component={Link} to="/profile/developer" variant="default">
            {developer.open}
          </Button>
        </Group>
      </Card>
      <LocationModal opened={locationOpen} onClose={() => setLocationOpen(false)} />
    </Stack>
  );
}
