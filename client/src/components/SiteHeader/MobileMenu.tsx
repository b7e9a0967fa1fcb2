import { Button, Drawer, Stack } from '@mantine/core';
import { Link, NavLink } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';
import { useAccountModals } from '../AccountModals/account-modals-context';
import { BrandLogo } from '../BrandLogo/BrandLogo';
import classes from './SiteHeader.module.css';

/** The full-screen menu behind the hamburger on small screens. Loaded on first open. */
export function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const modals = useAccountModals();
  const signedIn = useAuth().status === 'authenticated';
  const closeThen = (open: () => void) => () => {
    onClose();
    open();
  };

  return (
    <Drawer opened={opened} onClose={onClose} size="100%" hiddenFrom="sm" title={<BrandLogo />}>
      <Stack gap={0} component="nav" aria-label="Mobile">
        <NavLink to="/" end className={classes.mobileLink} onClick={onClose}>
          Home
        </NavLink>
        <NavLink to="/about" className={classes.mobileLink} onClick={onClose}>
          About
        </NavLink>
        <NavLink to="/blogs" className={classes.mobileLink} onClick={onClose}>
          Blogs
        </NavLink>
        <NavLink to="/services" className={classes.mobileLink} onClick={onClose}>
          Services
        </NavLink>
      </Stack>
      <Stack mt="xl">
        {signedIn ? (
          <Button component={Link} to="/dashboard" size="md" onClick={onClose}>
            Dashboard
          </Button>
        ) : (
          <>
            <Button variant="default" size="md" onClick={closeThen(modals.openLogin)}>
              Login
            </Button>
            <Button size="md" onClick={closeThen(modals.openRegister)}>
              Sign in
            </Button>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
