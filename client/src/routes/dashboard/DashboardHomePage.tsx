import { useQuery } from '@apollo/client/react';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useAuth } from '../../auth/auth-context';
import { hasLocation } from '../../components/LocationForm/has-location';
import { LocationModal } from '../../components/LocationModal/LocationModal';
import { placeLine } from '../../components/LocationForm/place-line';
import { useLanguage, useTexts } from '../../i18n/language-context';
import { dashboardTexts } from './dashboard.texts';
import { ServiceAreasQuery } from './operations';
import { ServiceTile } from './ServiceTile';

const PROMPTED_KEY = 'lekhapadi.locationPrompted';

/** The signed-in home: the service tiles, and the location modal on a first visit without one. */
export function DashboardHomePage() {
  const { user } = useAuth();
  const { language } = useLanguage();
  const t = useTexts(dashboardTexts);
  const { data } = useQuery(ServiceAreasQuery);
  // Once per browser session: a dismissed modal stays dismissed while the user moves around.
  const [opened, setOpened] = useState(
    () => !hasLocation(user) && sessionStorage.getItem(PROMPTED_KEY) !== 'yes',
  );
  const close = () => {
    sessionStorage.setItem(PROMPTED_KEY, 'yes');
    setOpened(false);
  };

  return (
    <Stack>
      <div>
        <Title order={1}>{t.title}</Title>
        {hasLocation(user) && (
          <Text c="dimmed" data-testid="dashboard-location">
            {placeLine(user, language)}
          </Text>
        )}
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }}>
        {(data?.serviceAreas ?? []).map((area) => (
          <ServiceTile key={area.id} area={area} />
        ))}
      </SimpleGrid>
      <LocationModal opened={opened} onClose={close} />
    </Stack>
  );
}
