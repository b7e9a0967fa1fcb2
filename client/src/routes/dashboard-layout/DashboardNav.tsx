import { NavLink, Stack } from '@mantine/core';
import {
  IconBuilding,
  IconCertificate,
  IconFileText,
  IconFiles,
  IconLogout,
  IconNotebook,
  IconPencilPlus,
  IconUsers,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';
import { useTexts } from '../../i18n/language-context';
import { useActiveOfficeId } from '../../offices/active-office';
import { dashboardLayoutTexts } from './dashboard-layout.texts';

const comingSoonPaths = ['/dashboard/kuruwa', '/dashboard/notarypublic'];
const officePaths = ['/dashboard/clients', '/dashboard/office-documents', '/dashboard/office'];

/** Side navigation; the phone drawer adds a direct link to the generation screen. */
export function DashboardNav({ onNavigate, withLekhapadiLink = false }: DashboardNavProps) {
  const { pathname } = useLocation();
  const { logout } = useAuth();
  const t = useTexts(dashboardLayoutTexts).nav;
  // Every generation-related screen (tiles, Lekhapadi, print) belongs to "Generate Document".
  const generating =
    pathname.startsWith('/dashboard') &&
    !comingSoonPaths.includes(pathname) &&
    !officePaths.includes(pathname);
  const officeId = useActiveOfficeId();

  return (
    <Stack gap={4} component="nav" aria-label={t.label}>
      <NavLink
        component={Link}
        to="/dashboard"
        label={t.generate}
        leftSection={<IconFileText size={18} />}
        active={generating && (!withLekhapadiLink || pathname !== '/dashboard/lekhapadi')}
        onClick={onNavigate}
      />
      {withLekhapadiLink && (
        <NavLink
          component={Link}
          to="/dashboard/lekhapadi"
          label={t.lekhapadi}
          leftSection={<IconPencilPlus size={18} />}
          active={pathname === '/dashboard/lekhapadi'}
          onClick={onNavigate}
        />
      )}
      {officeId && (
        <NavLink
          component={Link}
          to="/dashboard/clients"
          label={t.clients}
          leftSection={<IconUsers size={18} />}
          active={pathname === '/dashboard/clients'}
          onClick={onNavigate}
        />
      )}
      {officeId && (
        <NavLink
          component={Link}
          to="/dashboard/office-documents"
          label={t.officeDocuments}
          leftSection={<IconFiles size={18} />}
          active={pathname === '/dashboard/office-documents'}
          onClick={onNavigate}
        />
      )}
      {/* Always there: someone in no office opens one here. */}
      <NavLink
        component={Link}
        to="/dashboard/office"
        label={t.office}
        leftSection={<IconBuilding size={18} />}
        active={pathname === '/dashboard/office'}
        onClick={onNavigate}
      />
      <NavLink
        component={Link}
        to="/dashboard/kuruwa"
        label={t.kuruwa}
        leftSection={<IconNotebook size={18} />}
        active={pathname === '/dashboard/kuruwa'}
        onClick={onNavigate}
      />
      <NavLink
        component={Link}
        to="/dashboard/notarypublic"
        label={t.notaryPublic}
        leftSection={<IconCertificate size={18} />}
        active={pathname === '/dashboard/notarypublic'}
        onClick={onNavigate}
      />
      <NavLink
        component="button"
        type="button"
        label={t.logOut}
        // red.8 on white and red.4 on dark both read at more than 4.5:1 (red.6 on white did not).
        c="light-dark(var(--mantine-color-red-8), var(--mantine-color-red-4))"
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
