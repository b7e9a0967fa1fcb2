import { ActionIcon, AppShell, Box, Burger, Drawer, Group, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserCircle } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';
import { BrandLogo } from '../../components/BrandLogo/BrandLogo';
import { ColorSchemeToggle } from '../../components/ColorSchemeToggle/ColorSchemeToggle';
import { useDevanagariFont } from '../../components/DevanagariFont/use-devanagari-font';
import { PageLoader } from '../../components/PageLoader/PageLoader';
import { DashboardNav } from './DashboardNav';
import { SubscriptionBadge } from './SubscriptionBadge';
import { WorkSearch } from './WorkSearch';

/** Frame of every signed-in screen (/dashboard/* and /profile). */
export function DashboardLayout() {
  const { user } = useAuth();
  const [drawerOpened, drawer] = useDisclosure(false);
  const fontReady = useDevanagariFont();

  return (
    <AppShell
      header={{ height: 64 }}
      // On phones the navigation lives in a drawer instead of a column.
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: true } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={drawerOpened}
              onClick={drawer.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Open menu"
            />
            <BrandLogo to="/dashboard" />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Box ta="right" visibleFrom="xs" maw={260}>
              <Text size="sm" fw={600} truncate>
                {user?.name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {user?.email}
              </Text>
            </Box>
            <Box visibleFrom="sm">
              <WorkSearch />
            </Box>
            <SubscriptionBadge />
            <ColorSchemeToggle />
            <Tooltip label="Profile">
              <ActionIcon
                component={Link}
                to="/profile"
                variant="light"
                size="lg"
                radius="xl"
                aria-label="Profile"
              >
                <IconUserCircle size={22} stroke={1.6} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm">
        <DashboardNav />
      </AppShell.Navbar>

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

      <AppShell.Main>
        <Suspense fallback={<PageLoader />}>{fontReady ? <Outlet /> : <PageLoader />}</Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
