import { useQuery } from '@apollo/client/react';
import {
  Anchor,
  Badge,
  Box,
  Button,
  Container,
  Group,
  List,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type MouseEvent, useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';
import { rememberNextWork } from '../../auth/next-work';
import { useAccountModals } from '../../components/AccountModals/account-modals-context';
import { useLanguage } from '../../i18n/language-context';
import { formatNumber } from '../../i18n/numbers';
import type { Language } from '../../i18n/texts';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { WorkPageQuery } from './operations';
import { isWorkKey, workPageLanguage } from './address';
import { workPagePath } from './paths';
import { workPageMeta } from './work-page-meta';
import { workPageTexts } from './work-page.texts';

/**
 * /ne/kagajat/:key and /en/documents/:key: a work's public page, in the language of its address
 * (the interface follows it; switching the interface's language moves to the other address). What
 * the paper is for, who signs it, where it goes, what the form asks, its price, a sample of the
 * real template, and the button into its form (through sign-in for a visitor).
 */
export function WorkPage() {
  const { key = '' } = useParams();
  const { pathname } = useLocation();
  const pageLanguage = workPageLanguage(pathname);
  useLanguageOfAddress(key, pageLanguage);
  const valid = isWorkKey(key);
  const { data, loading, error } = useQuery(WorkPageQuery, { variables: { key }, skip: !valid });
  const work = data?.work;
  const t = workPageTexts[pageLanguage];

  const title = work ? workPageMeta(work, pageLanguage).title : null;
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);

  if (!valid || (data && !work)) return <NotFoundPage />;
  if (loading && !data) {
    return (
      <Container size="lg" py="xl">
        <Loader aria-label={t.loading} />
      </Container>
    );
  }
  if (error || !work) {
    return (
      <Container size="lg" py="xl">
        <Text role="alert" c="red.8">
          {t.failed}
        </Text>
      </Container>
    );
  }

  const ne = pageLanguage === 'ne';
  const name = ne ? work.nameNe : work.nameEn;
  const otherLanguage: Language = ne ? 'en' : 'ne';
  const area = data?.serviceAreas.find((a) => a.id === work.serviceAreaId);
  const screen = `${area?.route ?? '/dashboard'}?work=${encodeURIComponent(work.key)}`;
  const label = (item: { labelNe: string; labelEn: string }) => (ne ? item.labelNe : item.labelEn);

  return (
    <Container size="lg" py="xl" lang={pageLanguage}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="lg">
          <Stack gap={6}>
            <Text size="sm" fw={700} c="dimmed" component="p">
              {t.kicker}
            </Text>
            <Title order={1}>{name}</Title>
            <Text size="sm" lang={otherLanguage}>
              {ne ? work.nameEn : work.nameNe}
            </Text>
          </Stack>
          <MakeButton screen={screen} name={name} language={pageLanguage} />

          <Fact id="work-purpose" title={t.purpose}>
            {ne ? work.descriptionNe : (work.descriptionEn ?? work.descriptionNe)}
          </Fact>
          <Fact id="work-signer" title={t.signer}>
            {ne ? work.signerNe : work.signerEn}
          </Fact>
          <Fact id="work-office" title={t.office}>
            {ne ? work.officeNe : work.officeEn}
          </Fact>
          <Fact id="work-price" title={t.price}>
            {t.priceText(formatNumber(work.price, pageLanguage))}
          </Fact>
          <Box component="section" aria-labelledby="work-needs">
            <Title order={2} size="h4" id="work-needs">
              {t.needs}
            </Title>
            <Text mb="sm">{t.needsIntro}</Text>
            <Stack gap="sm" component="ol" style={{ paddingInlineStart: '1.25rem', margin: 0 }}>
              {work.steps.map((step) => (
                <li key={step.key}>
                  <Text fw={700}>{label(step)}</Text>
                  <List size="sm" spacing={2}>
                    {work.fields
                      .filter((field) => field.step === step.key)
                      .map((field) => (
                        <List.Item key={field.key}>
                          {label(field)}
                          {field.required ? '' : ` (${t.ifAny})`}
                        </List.Item>
                      ))}
                  </List>
                </li>
              ))}
            </Stack>
          </Box>
          <Group gap="md">
            <Anchor component={Link} to={workPagePath(work.key, otherLanguage)} lang={otherLanguage}>
              {t.otherLanguage}
            </Anchor>
            <Anchor component={Link} to={`/services#${encodeURIComponent(work.key)}`}>
              {t.allServices}
            </Anchor>
          </Group>
        </Stack>

        <Box component="figure" m={0} aria-labelledby="work-sample">
          <Group gap="xs" mb="xs">
            <Title order={2} size="h4" id="work-sample">
              {t.sample}
            </Title>
            <Badge color="red" variant="light" aria-hidden>
              {ne ? 'नमुना' : 'Sample'}
            </Badge>
          </Group>
          <img
            src={`/specimens/${encodeURIComponent(work.key)}.webp`}
            alt={t.sampleAlt(name)}
            width={800}
            height={1132}
            loading="lazy"
            decoding="async"
            style={{
              display: 'block',
              width: '100%',
              height: 'auto',
              border: '1px solid var(--mantine-color-default-border)',
              background: '#fff',
            }}
          />
          <Text component="figcaption" size="sm" mt="xs">
            {t.sampleCaption}
          </Text>
        </Box>
      </SimpleGrid>
    </Container>
  );
}

/**
 * Into the work's form: a link for a signed-in person; for a visitor the sign-in popup, after which
 * (or after registering) the form opens (next-work.ts).
 */
function MakeButton({ screen, name, language }: { screen: string; name: string; language: Language }) {
  const t = workPageTexts[language];
  const signedIn = useAuth().status === 'authenticated';
  const modals = useAccountModals();
  if (signedIn) {
    return (
      <Button
        component={Link}
        to={screen}
        size="md"
        aria-label={t.makeLabel(name)}
        style={{ alignSelf: 'flex-start' }}
      >
        {t.make}
      </Button>
    );
  }
  const signIn = (event: MouseEvent) => {
    event.preventDefault();
    rememberNextWork(screen);
    modals.openLogin();
  };
  return (
    <Stack gap={4} align="flex-start">
      <Button
        component="a"
        href={screen}
        size="md"
        onClick={signIn}
        onMouseEnter={modals.preload}
        onFocus={modals.preload}
        aria-label={t.makeLabel(name)}
      >
        {t.make}
      </Button>
      <Text size="sm">{t.signInFirst}</Text>
    </Stack>
  );
}

/**
 * The address decides the language: opened at /ne/…, the interface speaks Nepali. A reader who
 * then switches the interface's language is taken to the page's address in that language.
 */
function useLanguageOfAddress(key: string, pageLanguage: Language) {
  const { language, setLanguage } = useLanguage();
  const navigate = useNavigate();
  const previous = useRef({ page: pageLanguage, reader: language });
  useEffect(() => {
    const before = previous.current;
    previous.current = { page: pageLanguage, reader: language };
    if (language === pageLanguage) return;
    if (before.page === pageLanguage && before.reader !== language) {
      navigate(workPagePath(key, language), { replace: true });
    } else {
      setLanguage(pageLanguage);
    }
  }, [key, language, pageLanguage, navigate, setLanguage]);
}

/** One fact of the page under its own heading (what it is for, who signs, where it goes, the price). */
function Fact({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      <Text>{children}</Text>
    </Box>
  );
}
