import { Button, Drawer, Group, Stack } from '@mantine/core';
import { Link, NavLink } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';
import { useTexts } from '../../i18n/language-context';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { useAccountModals } from '../AccountModals/account-modals-context';
import { BrandLogo } from '../BrandLogo/BrandLogo';
import classes from './SiteHeader.module.css';
import { siteHeaderTexts } from './SiteHeader.texts';

/** The full-screen menu behind the hamburger on small screens. Loaded on first open. */
export function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useTexts(siteHeaderTexts);
  const modals = useAccountModals();
  const signedIn = useAuth().status === 'authenticated';
  const closeThen = (open: () => void) => () => {
    onClose();
    open();
  };
  const links = [
    { to: '/', label: t.nav.home, end: true },
    { to: '/about', label: t.nav.about },
    { to: '/blogs', label: t.nav.blogs },
    { to: '/services', label: t.nav.services },
  ];

  return (
    <Drawer opened={opened} onClose={onClose} size="100%" hiddenFrom="sm" title={<BrandLogo />}>
      <Stack gap={0} component="nav" aria-label={t.nav.mobileLabel}>
        {links.map((link) => (
          <NavLink key={link.to} to={link.to} end={link.end} className={classes.mobileLink} onClick={onClose}>
            {link.label}
          </NavLink>
        ))}
      </Stack>
      <Stack mt="xl">
        {signedIn ? (
          <Button component={Link} to="/dashboard" size="md" onClick={onClose}>
            {t.nav.dashboard}
          </Button>
        ) : (
          <>
            <Button variant="default" size="md" onClick={closeThen(modals.openLogin)}>
              {t.nav.login}
            </Button>
            <Button size="md" onClick={closeThen(modals.openRegister)}>
              {t.nav.register}
            </Button>
          </>
        )}
        <Group justify="center">
          <LanguageSwitch size="md" />
        </Group>
      </Stack>
    </Drawer>
  );
}
