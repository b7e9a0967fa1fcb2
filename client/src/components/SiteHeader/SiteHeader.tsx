import { Box, Burger, Button, Container, Group } from '@mantine/core';
import { Suspense, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';
import { useLanguage, useTexts } from '../../i18n/language-context';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { lazyScreen } from '../../lazy-screen';
import { useAccountModals } from '../AccountModals/account-modals-context';
import { BrandLogo } from '../BrandLogo/BrandLogo';
import { ColorSchemeToggle } from '../ColorSchemeToggle/ColorSchemeToggle';
import { usePublishedHeaderHeight } from '../Toasts/header-height';
import classes from './SiteHeader.module.css';
import { siteHeaderTexts, topStripLinks } from './SiteHeader.texts';
import { ServicesMenu } from './ServicesMenu';

const MobileMenu = lazyScreen(() => import('./MobileMenu'), 'MobileMenu');

export function SiteHeader() {
  const t = useTexts(siteHeaderTexts);
  const { language } = useLanguage();
  const [menuOpened, setMenuOpened] = useState(false);
  // The drawer's code loads on the first tap and then stays mounted so closing can animate.
  const [menuEverOpened, setMenuEverOpened] = useState(false);
  const modals = useAccountModals();
  const signedIn = useAuth().status === 'authenticated';
  const header = useRef<HTMLElement>(null);
  usePublishedHeaderHeight(header);

  return (
    <Box component="header" className={classes.header} ref={header}>
      <Box className={classes.topStrip} visibleFrom="md">
        <Container size="lg">
          <Group justify="flex-end" gap="lg" h={30} component="nav" aria-label={t.topStrip.label}>
            {topStripLinks.map((link) => (
              <Link key={link.key} to={link.to(language)} className={classes.topLink}>
                {t.topStrip[link.key]}
              </Link>
            ))}
          </Group>
        </Container>
      </Box>

      <Container size="lg">
        <Group justify="space-between" className={classes.bar} wrap="nowrap">
          <BrandLogo />

          <Group gap={4} visibleFrom="sm" component="nav" aria-label={t.nav.label}>
            <NavLink to="/" end className={classes.link}>
              {t.nav.home}
            </NavLink>
            <NavLink to="/about" className={classes.link}>
              {t.nav.about}
            </NavLink>
            <ServicesMenu />
          </Group>

          <Group gap={6} wrap="nowrap">
            {signedIn ? (
              <Button component={Link} to="/dashboard" visibleFrom="sm">
                {t.nav.dashboard}
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
                  {t.nav.login}
                </Button>
                <Button
                  onClick={modals.openRegister}
                  onPointerEnter={modals.preload}
                  onFocus={modals.preload}
                  visibleFrom="sm"
                >
                  {t.nav.register}
                </Button>
              </>
            )}
            <LanguageSwitch />
            <ColorSchemeToggle />
            <Burger
              opened={menuOpened}
              onClick={() => {
                setMenuEverOpened(true);
                setMenuOpened((open) => !open);
              }}
              hiddenFrom="sm"
              aria-label={t.nav.openMenu}
            />
          </Group>
        </Group>
      </Container>

      {menuEverOpened && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpened} onClose={() => setMenuOpened(false)} />
        </Suspense>
      )}
    </Box>
  );
}
