import { Navigate, Outlet } from 'react-router-dom';
import { AppLoader } from '../components/AppLoader/AppLoader';
import { useAuth } from './auth-context';

/** Signed-in screens: visitors are sent to the home page, where they can log in. */
export function ProtectedRoute() {
  const { status } = useAuth();
  if (status === 'loading') return <AppLoader />;
  if (status === 'unauthenticated') return <Navigate to="/" replace />;
  return <Outlet />;
}
