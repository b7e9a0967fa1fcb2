import { NavLink, Stack } from '@mantine/core';
import { IconFileText, IconLogout, IconNotebook, IconPencilPlus, IconCertificate } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';

const comingSoonPaths = ['/dashboard/kuruwa', '/dashboard/notarypublic'];

/** Side navigation; the phone drawer adds a direct link to the generation screen. */
export function DashboardNav({ onNavigate, withLekhapadiLink = false }: DashboardNavProps) {
  const { pathname } = useLocation();
  const { logout } = useAuth();
  // Every generation-related screen (tiles, Lekhapadi, print) belongs to "Generate Document".
  const generating = pathname.startsWith('/dashboard') && !comingSoonPaths.includes(pathname);

  return (
    <Stack gap={4} component="nav" aria-label="Dashboard">
      <NavLink
        component={Link}
        to="/dashboard"
        label="Generate Document"
        leftSection={<IconFileText size={18} />}
        active={generating && (!withLekhapadiLink || pathname !== '/dashboard/lekhapadi')}
        onClick={onNavigate}
      />
      {withLekhapadiLink && (
        <NavLink
          component={Link}
          to="/dashboard/lekhapadi"
          label="Lekhapadi"
          leftSection={<IconPencilPlus size={18} />}
          active={pathname === '/dashboard/lekhapadi'}
          onClick={onNavigate}
        />
      )}
      <NavLink
        component={Link}
        to="/dashboard/kuruwa"
        label="Kuruwa"
        leftSection={<IconNotebook size={18} />}
        active={pathname === '/dashboard/kuruwa'}
        onClick={onNavigate}
      />
      <NavLink
        component={Link}
        to="/dashboard/notarypublic"
        label="Notary Public"
        leftSection={<IconCertificate size={18} />}
        active={pathname === '/dashboard/notarypublic'}
        onClick={onNavigate}
      />
      <NavLink
        component="button"
        type="button"
        label="Log out"
        c="red"
        leftSection={<IconLogout size={18} />}
        onClick={() => {
          onNavigate?.();
          void logout();
        }}
      />
    </Stack>
  );
}

interface DashboardNavProps {
  onNavigate?: () => void;
  withLekhapadiLink?: boolean;
}
