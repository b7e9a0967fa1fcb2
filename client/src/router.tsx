import { Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { useAuth } from './auth/auth-context';
import { ProtectedRoute } from './auth/ProtectedRoute';
import { AppLoader } from './components/AppLoader/AppLoader';
import { RouteErrorPage } from './components/RouteError/RouteErrorPage';
import { HomePage } from './routes/home/HomePage';
import { SiteLayout } from './routes/site-layout/SiteLayout';
import { preloadScreensFor } from './preload-screens';
import {
  AboutPage,
  BlogArticlePage,
  BlogsPage,
  ClientsPage,
  DashboardHomePage,
  DashboardLayout,
  ForgotPasswordPage,
  JoinOfficePage,
  KuruwaPage,
  LekhapadiPage,
  NotFoundPage,
  NotaryPublicPage,
  OfficeDocumentsPage,
  OfficePage,
  OtpVerificationPage,
  PaymentFailurePage,
  PaymentPage,
  PaymentSuccessPage,
  PlanSuccessPage,
  PoliceReportPage,
  PricingPage,
  PrintDocumentPage,
  ProfilePage,
  ResetPasswordPage,
  ServiceAreaPage,
  ServicesPage,
  VerifyEmailPage,
  VerifyPage,
} from './screens';

/** Waits for the first "who is signed in?" answer before any route decides where to go. */
function RootRoute() {
  const { status } = useAuth();
  if (status === 'loading') return <AppLoader />;
  return <Outlet />;
}

/** The dashboard chunk itself loads lazily, so it needs a boundary of its own. */
function DashboardBoundary() {
  return (
    <Suspense fallback={<AppLoader />}>
      <DashboardLayout />
    </Suspense>
  );
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootRoute />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // Marketing pages: a signed-in visitor belongs on the dashboard instead.
        element: <SiteLayout redirectWhenSignedIn />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'about', element: <AboutPage /> },
          { path: 'services', element: <ServicesPage /> },
        ],
      },
      {
        // Pages both visitors and signed-in users reach (payment returns, account links from mail).
        element: <SiteLayout />,
        children: [
          // The guides help signed-in users too.
          { path: 'blogs', element: <BlogsPage /> },
          { path: 'blogs/:slug', element: <BlogArticlePage /> },
          { path: 'pricing', element: <PricingPage /> },
          { path: 'payment', element: <PaymentPage /> },
          { path: 'success', element: <PaymentSuccessPage /> },
          { path: 'successpageforplans', element: <PlanSuccessPage /> },
          { path: 'failure', element: <PaymentFailurePage /> },
          { path: 'verify-email', element: <VerifyEmailPage /> },
          { path: 'otp-verification', element: <OtpVerificationPage /> },
          { path: 'forgotpasswordrequest', element: <ForgotPasswordPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
          // A document's QR code opens this: offices check papers without an account.
          { path: 'verify/:code', element: <VerifyPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <ProtectedRoute />,
        children: [
          {
            element: <DashboardBoundary />,
            children: [
              { path: 'dashboard', element: <DashboardHomePage /> },
              { path: 'dashboard/lekhapadi', element: <LekhapadiPage /> },
              { path: 'dashboard/policereport', element: <PoliceReportPage /> },
              { path: 'dashboard/kuruwa', element: <KuruwaPage /> },
              { path: 'dashboard/notarypublic', element: <NotaryPublicPage /> },
              { path: 'dashboard/printdocument', element: <PrintDocumentPage /> },
              { path: 'dashboard/printdocument/:id', element: <PrintDocumentPage /> },
              { path: 'dashboard/clients', element: <ClientsPage /> },
              { path: 'dashboard/office-documents', element: <OfficeDocumentsPage /> },
              { path: 'dashboard/office', element: <OfficePage /> },
              { path: 'offices/join', element: <JoinOfficePage /> },
              { path: 'dashboard/:serviceSlug', element: <ServiceAreaPage /> },
              { path: 'profile', element: <ProfilePage /> },
            ],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => {
  preloadScreensFor(window.location.pathname);
  return createBrowserRouter(routes);
};
