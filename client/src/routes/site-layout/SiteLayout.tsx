import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';
import { AccountModalsProvider } from '../../components/AccountModals/AccountModalsProvider';
import { PageLoader } from '../../components/PageLoader/PageLoader';
import { SiteFooter } from '../../components/SiteFooter/SiteFooter';
import { SiteHeader } from '../../components/SiteHeader/SiteHeader';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/SkipLink/SkipLink';

/** Header, page, footer and the login/register popups of every public page. */
export function SiteLayout({ redirectWhenSignedIn = false }: { redirectWhenSignedIn?: boolean }) {
  const { status } = useAuth();
  if (redirectWhenSignedIn && status === 'authenticated') return <Navigate to="/dashboard" replace />;
  return (
    <AccountModalsProvider>
      <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
        <SkipLink />
        <SiteHeader />
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
        <SiteFooter />
      </Box>
    </AccountModalsProvider>
  );
}
