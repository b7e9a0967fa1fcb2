import { useApolloClient, useQuery } from '@apollo/client/react';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useAuth } from '../../auth/auth-context';
import { formPlaceOf, hasLocation } from '../../components/LocationForm/has-location';
import { LocationModal } from '../../components/LocationModal/LocationModal';
import { WorkList } from '../../components/WorkList/WorkList';
import { placeLine } from '../../components/LocationForm/place-line';
import { useLanguage, useTexts } from '../../i18n/language-context';
import { dashboardTexts } from './dashboard.texts';
import { AllowanceQuery, RecentWorksQuery, ServiceAreasQuery } from './operations';
import { DocumentsLeft } from '../../components/DocumentsLeft/DocumentsLeft';
import { useActiveOfficeId } from '../../offices/active-office';
import { WorkFieldsQuery, workFieldsVariables } from '../lekhapadi/operations';
import { recentWorks } from './recent-works';
import { ServiceTile } from './ServiceTile';

const PROMPTED_KEY = 'lekhapadi.locationPrompted';

/** The signed-in home: the service tiles, and the location modal on a first visit without one. */
export function DashboardHomePage() {
  const { user } = useAuth();
  const { language } = useLanguage();
  const t = useTexts(dashboardTexts);
  const { data } = useQuery(ServiceAreasQuery);
  // Asked for with the tiles (prefetch-screen-data.ts), afresh on each visit to the dashboard.
  const recent = useQuery(RecentWorksQuery);
  // Afresh on each visit: a plan just bought or a document just made changes it.
  const allowance = useQuery(AllowanceQuery, {
    variables: { officeId: useActiveOfficeId() },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  }).data?.allowance;
  const again = useMemo(
    () =>
      recentWorks(
        recent.data?.documents.edges.map((edge) => edge.node) ?? [],
        new Map((data?.serviceAreas ?? []).map((area) => [area.id, area.route])),
      ),
    [recent.data, data],
  );
  // The first work to make again is the likeliest next screen: its form is asked for now, so a
  // tap on it finds the fields in the cache instead of one more round trip away.
  const client = useApolloClient();
  const next = again[0]?.key;
  const { provinceSlug, districtSlug, localLevelId } = formPlaceOf(user) ?? {};
  useEffect(() => {
    if (!next || !provinceSlug || !districtSlug) return;
    const variables = workFieldsVariables(next, { provinceSlug, districtSlug, localLevelId });
    void client.query({ query: WorkFieldsQuery, variables }).catch(() => undefined);
  }, [client, next, provinceSlug, districtSlug, localLevelId]);
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
      {allowance && <DocumentsLeft counts={allowance} showPlans />}
      {again.length > 0 && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t.makeAgain}
          </Title>
          <WorkList works={again} label={t.makeAgain} />
        </Stack>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }}>
        {(data?.serviceAreas ?? []).map((area) => (
          <ServiceTile key={area.id} area={area} />
        ))}
      </SimpleGrid>
      <LocationModal opened={opened} onClose={close} />
    </Stack>
  );
}
