import { useQuery } from '@apollo/client/react';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { rememberNextWork } from '../../auth/next-work';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';
import { useAccountModals } from '../../components/AccountModals/account-modals-context';
import { useLanguage, useTexts } from '../../i18n/language-context';
import { formatNumber } from '../../i18n/numbers';
import { namesFor } from '../../i18n/texts';
import { useScrollToHash } from '../../site/use-scroll-to-hash';
import { workPagePath } from '../work-page/paths';
import { ServicesCatalogueQuery } from './operations';
import { servicesTexts } from './services.texts';

type Category = 'ward' | 'municipality' | 'deed' | 'police';
const LEKHAPADI_CATEGORIES: Category[] = ['ward', 'municipality', 'deed'];

interface ServiceWork {
  key: string;
  nameNe: string;
  nameEn: string;
  category: string;
  serviceAreaId: number;
  price: number;
  /** The generation screen of its service area. */
  screen: string;
}

/** The service areas and their works, each one a click from its form (or from signing up). */
export function ServicesPage() {
  const t = useTexts(servicesTexts);
  const { data, loading, error } = useQuery(ServicesCatalogueQuery);
  useScrollToHash(Boolean(data));
  const works = data?.works ?? [];
  const comingSoon = (data?.serviceAreas ?? []).filter((area) => area.comingSoon);
  // Where a signed-in user fills in a work: its service area's screen, as the server names it.
  const screenOfArea = new Map((data?.serviceAreas ?? []).map((area) => [area.id, area.route]));
  const inCategory = (category: Category): ServiceWork[] =>
    works
      .filter((work) => work.category === category)
      .map((work) => ({ ...work, screen: screenOfArea.get(work.serviceAreaId) ?? '/dashboard' }));

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Stack gap="sm" maw={760}>
          <Title order={1}>{t.title}</Title>
          <Text size="lg">{t.intro}</Text>
        </Stack>
        {loading && <Text role="status">{t.loading}</Text>}
        {error && (
          <Text role="alert" c="red.8">
            {t.failed}
          </Text>
        )}
        {data && (
          <>
            <Box component="section" id="lekhapadi" aria-labelledby="area-lekhapadi">
              <Title order={2} id="area-lekhapadi" mb="md">
                {t.areas.lekhapadi}
              </Title>
              <Stack gap="xl">
                {LEKHAPADI_CATEGORIES.map((category) => (
                  <CategorySection key={category} category={category} works={inCategory(category)} />
                ))}
              </Stack>
            </Box>
            <Box component="section" aria-labelledby="area-police">
              <Title order={2} id="area-police" mb="md">
                {t.areas.police}
              </Title>
              <CategorySection category="police" works={inCategory('police')} />
            </Box>
            {comingSoon.length > 0 && (
              <Box component="section" aria-labelledby="more-services">
                <Title order={2} id="more-services" mb="md">
                  {t.otherServices}
                </Title>
                <Group>
                  {comingSoon.map((area) => (
                    <Badge key={area.id} size="lg" variant="light" color="gray">
                      {area.nameEn} · {area.nameNe} · {t.comingSoon}
                    </Badge>
                  ))}
                </Group>
              </Box>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}

function CategorySection({ category, works }: { category: Category; works: ServiceWork[] }) {
  const t = useTexts(servicesTexts);
  const heading = t.categories[category];
  return (
    <Box id={category}>
      <Title order={3} size="h4">
        {heading.title}
      </Title>
      <Text mb="sm">{heading.text}</Text>
      <SimpleGrid
        cols={{ base: 1, md: 2 }}
        spacing="sm"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {works.map((work) => (
          <WorkCard key={work.key} work={work} />
        ))}
      </SimpleGrid>
    </Box>
  );
}

function WorkCard({ work }: { work: ServiceWork }) {
  const t = useTexts(servicesTexts);
  const { language } = useLanguage();
  const signedIn = useAuth().status === 'authenticated';
  const modals = useAccountModals();
  const navigate = useNavigate();
  const { name, otherName, otherLanguage } = namesFor(work, language);
  const generate = () => {
    const screen = `${work.screen}?work=${work.key}`;
    if (signedIn) return navigate(screen);
    // Kept across registration and its code, which then lead straight to this work's form.
    rememberNextWork(screen);
    modals.openRegister();
  };

  return (
    <Card component="li" id={work.key} withBorder radius="md" padding="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          {/* The work's own page: what it is for, who signs it, where it goes, a sample. */}
          <Anchor component={Link} to={workPagePath(work.key, language)} fw={700}>
            {name}
          </Anchor>
          <Text size="sm" lang={otherLanguage}>
            {otherName}
          </Text>
          <Text size="sm">{t.price(formatNumber(work.price, language))}</Text>
        </Stack>
        <Button variant="light" onClick={generate} aria-label={t.generateLabel(name)}>
          {t.generate}
        </Button>
      </Group>
    </Card>
  );
}
