import { useQuery } from '@apollo/client/react';
import { Badge, Card, Image, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';
import { LocationModal } from '../../components/LocationModal/LocationModal';
import { hasLocation } from '../../components/LocationForm/has-location';
import { ServiceAreasQuery } from './operations';

const PROMPTED_KEY = 'lekhapadi.locationPrompted';

/** The signed-in home: the service tiles, and the location modal on a first visit without one. */
export function DashboardHomePage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { data } = useQuery(ServiceAreasQuery);
  // Once per browser session, so dismissing it is respected while moving around.
  const [opened, setOpened] = useState(
    () => !hasLocation(user) && sessionStorage.getItem(PROMPTED_KEY) !== 'yes',
  );
  const close = () => {
    sessionStorage.setItem(PROMPTED_KEY, 'yes');
    setOpened(false);
  };

  return (
    <Stack>
      <Title order={1}>Generate Document</Title>
      {hasLocation(user) && (
        <Text c="dimmed">
          {user?.province}, {user?.district}, {user?.municipality} - {user?.ward}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }}>
        {(data?.serviceAreas ?? []).map((area) => (
          <UnstyledButton
            key={area.id}
            onClick={() => navigate(area.route, { state: { image: area.imageUrl } })}
            aria-label={area.nameEn}
          >
            <Card withBorder shadow="xs" padding="md" h="100%">
              <Card.Section>
                <Image
                  src={area.imageUrl}
                  alt=""
                  h={140}
                  fit="contain"
                  bg="var(--mantine-color-blue-light)"
                />
              </Card.Section>
              <Text fw={600} mt="sm">
                {area.nameEn}
              </Text>
              <Text size="sm" c="dimmed">
                {area.nameNe}
              </Text>
              {area.comingSoon && (
                <Badge mt="xs" variant="light" color="gray">
                  Coming Soon
                </Badge>
              )}
            </Card>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <LocationModal opened={opened} onClose={close} />
    </Stack>
  );
}
