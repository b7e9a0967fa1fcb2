import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useAuth } from '../../auth/auth-context';
import { hasLocation } from '../../components/LocationForm/has-location';
import { LocationModal } from '../../components/LocationModal/LocationModal';
import { AccountSection } from './AccountSection';
import { AvatarSection } from './AvatarSection';
import { DetailsSection } from './DetailsSection';
import { HistorySection } from './HistorySection';

export function ProfilePage() {
  const { user } = useAuth();
  const [locationOpen, setLocationOpen] = useState(false);
  return (
    <Stack maw={900}>
      <Title order={1}>Profile</Title>
      <Card withBorder padding="lg">
        <Stack>
          <AvatarSection />
          <AccountSection />
        </Stack>
      </Card>
      <Card withBorder padding="lg">
        <Group justify="space-between">
          <div>
            <Title order={3}>Location</Title>
            <Text data-testid="profile-location">
              {hasLocation(user)
                ? `${user?.province}, ${user?.district}, ${user?.municipality} (${user?.municipalityType}) - ${user?.ward}`
                : 'Not set'}
            </Text>
          </div>
          <Button variant="light" onClick={() => setLocationOpen(true)}>
            Change
          </Button>
        </Group>
      </Card>
      <Card withBorder padding="lg">
        <Title order={3} mb="sm">
          Details for your documents
        </Title>
        <DetailsSection />
      </Card>
      <Card withBorder padding="lg">
        <Title order={3} mb="sm">
          Generated Document History
        </Title>
        <HistorySection />
      </Card>
      <LocationModal opened={locationOpen} onClose={() => setLocationOpen(false)} />
    </Stack>
  );
}
