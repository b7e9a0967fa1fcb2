import {
  ActionIcon,
  AppShell,
  Box,
  Burger,
  Drawer,
  Group,
  Text,
  Tooltip,
  useMantineTheme,
} from '@mantine/core';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/SkipLink/SkipLink';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconUserCircle } from '@tabler/icons-react';
import { Suspense, useRef } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';
import { BrandLogo } from '../../components/BrandLogo/BrandLogo';
import { ColorSchemeToggle } from '../../components/ColorSchemeToggle/ColorSchemeToggle';
import { useDevanagariFont } from '../../components/DevanagariFont/use-devanagari-font';
import { OfflineBanner } from '../../components/OfflineBanner/OfflineBanner';
import { PageLoader } from '../../components/PageLoader/PageLoader';
import { usePublishedHeaderHeight } from '../../components/Toasts/header-height';
import { useTexts } from '../../i18n/language-context';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { dashboardLayoutTexts } from './dashboard-layout.texts';
import { DashboardNav } from './DashboardNav';
import { OfficeSwitcher } from './OfficeSwitcher';
import { SubscriptionBadge } from './SubscriptionBadge';
import { PrefetchScreenData } from './prefetch-screen-data';
import { usePrefetchDashboardScreens } from './use-prefetch-screens';
import { WorkSearch } from './WorkSearch';

/** Frame of every signed-in screen (/dashboard/* and /profile). */
export function DashboardLayout() {
  const { user } = useAuth();
  const t = useTexts(dashboardLayoutTexts);
  const [drawerOpened, drawer] = useDisclosure(false);
  const fontReady = useDevanagariFont();
  usePrefetchDashboardScreens();
  const header = useRef<HTMLElement>(null);
  usePublishedHeaderHeight(header);
  // Below the sm breakpoint the navigation and the search live in the drawer. The column and the
  // header's search are then not drawn at all: hidden by CSS alone, they cost a slow phone about 180
  // components rendered on every visit (582 → 396 to the dashboard's tiles), and the column's links,
  // though off-screen, were still reached by Tab. Read at once, not after a first render.
  const wide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.sm})`, undefined, {
    getInitialValueInEffect: false,
  });

  return (
    <AppShell
      header={{ height: 64 }}
      // On phones the navigation lives in a drawer instead of a column.
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: true } }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header ref={header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={drawerOpened}
              onClick={drawer.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t.openMenu}
            />
            {/* Below 576 px the mark alone: the header must also hold the language switch. */}
            <BrandLogo to="/dashboard" wordmarkFrom="xs" />
          </Group>
          <Group gap={6} wrap="nowrap">
            <Box ta="right" visibleFrom="xs" maw={260}>
              <Text size="sm" fw={600} truncate>
                {user?.name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {user?.email}
              </Text>
            </Box>
            {wide && <WorkSearch />}
            <OfficeSwitcher />
            <LanguageSwitch />
            <SubscriptionBadge />
            <ColorSchemeToggle />
            <Tooltip label={t.profile}>
              <ActionIcon
                component={Link}
                to="/profile"
                variant="light"
                size="lg"
                radius="xl"
                aria-label={t.profile}
              >
                <IconUserCircle size={22} stroke={1.6} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </AppShell.Header>

      {wide && (
        <AppShell.Navbar p="sm">
          <DashboardNav />
        </AppShell.Navbar>
      )}

      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        hiddenFrom="sm"
        size="80%"
        title={<BrandLogo to="/dashboard" />}
      >
        <Box hiddenFrom="xs" mb="md">
          <Text size="sm" fw={600}>
            {user?.name}
          </Text>
          <Text size="xs" c="dimmed">
            {user?.email}
          </Text>
        </Box>
        {/* The header has no room for the search on phones: it lives here instead. */}
        <Box mb="md">
          <WorkSearch fullWidth onChosen={drawer.close} />
        </Box>
        <DashboardNav withLekhapadiLink onNavigate={drawer.close} />
      </Drawer>

      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: 'none' }}>
        <PrefetchScreenData />
        <OfflineBanner />
        <Suspense fallback={<PageLoader />}>{fontReady ? <Outlet /> : <PageLoader />}</Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
