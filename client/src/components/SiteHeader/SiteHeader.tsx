import { Box, Burger, Button, Container, Group, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { lazyScreen } from '../../lazy-screen';
import { useAuth } from '../../auth/auth-context';
import { useAccountModals } from '../AccountModals/account-modals-context';
import { BrandLogo } from '../BrandLogo/BrandLogo';
import { ColorSchemeToggle } from '../ColorSchemeToggle/ColorSchemeToggle';
import classes from './SiteHeader.module.css';

const MobileMenu = lazyScreen(() => import('./MobileMenu'), 'MobileMenu');

// Popular papers, one click from every public page (their own screens come later; /services for now).
const topStripLinks = [
  { label: 'Police Report', to: '/dashboard/policereport' },
  { label: 'Namsari Kagaz', to: '/services' },
  { label: 'Rajinama Kagaz', to: '/services' },
];

const serviceCategories = [
  'Lekhapadhi Document',
  'Word Documents',
  'Municipality Documents',
  'Police Report Documents',
];

export function SiteHeader() {
  const [menuOpened, menu] = useDisclosure(false);
  const modals = useAccountModals();
  const { status } = useAuth();
  const signedIn = status === 'authenticated';

  // The drawer's code loads on the first tap and then stays mounted so closing can animate.
  const [menuEverOpened, setMenuEverOpened] = useState(false);

  return (
    <Box component="header" className={classes.header}>
      <Box className={classes.topStrip} visibleFrom="md">
        <Container size="lg">
          <Group justify="flex-end" gap="lg" h={30} component="nav" aria-label="Popular documents">
            {topStripLinks.map((link) => (
              <Link key={link.label} to={link.to} className={classes.topLink}>
                {link.label}
              </Link>
            ))}
          </Group>
        </Container>
      </Box>

      <Container size="lg">
        <Group justify="space-between" className={classes.bar} wrap="nowrap">
          <BrandLogo />

          <Group gap={4} visibleFrom="sm" component="nav" aria-label="Main">
            <NavLink to="/" end className={classes.link}>
              Home
            </NavLink>
            <NavLink to="/about" className={classes.link}>
              About
            </NavLink>
            <Menu trigger="hover" openDelay={50} closeDelay={150} position="bottom-start" withinPortal>
              <Menu.Target>
                <NavLink to="/services" className={classes.link}>
                  Services <IconChevronDown size={14} aria-hidden />
                </NavLink>
              </Menu.Target>
              <Menu.Dropdown>
                {serviceCategories.map((category) => (
                  <Menu.Item key={category} component={Link} to="/services">
                    {category}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </Group>

          <Group gap="xs" wrap="nowrap">
            {signedIn ? (
              <Button component={Link} to="/dashboard" visibleFrom="sm">
                Dashboard
              </Button>
            ) : (
              <>
                <Button
                  variant="default"
                  onClick={modals.openLogin}
                  onPointerEnter={modals.preload}
                  onFocus={modals.preload}
                  visibleFrom="sm"
                >
                  Login
                </Button>
                <Button
                  onClick={modals.openRegister}
                  onPointerEnter={modals.preload}
                  onFocus={modals.preload}
                  visibleFrom="sm"
                >
                  Sign in
                </Button>
              </>
            )}
            <ColorSchemeToggle />
            <Burger
              opened={menuOpened}
              onClick={() => {
                setMenuEverOpened(true);
                menu.toggle();
              }}
              hiddenFrom="sm"
              aria-label="Open menu"
            />
          </Group>
        </Group>
      </Container>

      {menuEverOpened && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpened} onClose={menu.close} />
        </Suspense>
      )}
    </Box>
  );
}
