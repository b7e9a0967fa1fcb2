import { Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { useAuth } from './auth/auth-context';
import { ProtectedRoute } from './auth/ProtectedRoute';
import { AppLoader } from './components/AppLoader/AppLoader';
import { RouteErrorPage } from './components/RouteError/RouteErrorPage';
import { lazyScreen } from './lazy-screen';
import { HomePage } from './routes/home/HomePage';
import { SiteLayout } from './routes/site-layout/SiteLayout';

// The landing shell (site layout + home) is in the first download; every other screen is a chunk.
const AboutPage = lazyScreen(() => import('./routes/about/AboutPage'), 'AboutPage');
const ServicesPage = lazyScreen(() => import('./routes/services/ServicesPage'), 'ServicesPage');
const BlogsPage = lazyScreen(() => import('./routes/blogs/BlogsPage'), 'BlogsPage');
const BlogArticlePage = lazyScreen(() => import('./routes/blogs/BlogArticlePage'), 'BlogArticlePage');
const PricingPage = lazyScreen(() => import('./routes/pricing/PricingPage'), 'PricingPage');
const PaymentPage = lazyScreen(() => import('./routes/payment/PaymentPage'), 'PaymentPage');
const PaymentSuccessPage = lazyScreen(
  () => import('./routes/payment-success/PaymentSuccessPage'),
  'PaymentSuccessPage',
);
const PlanSuccessPage = lazyScreen(() => import('./routes/plan-success/PlanSuccessPage'), 'PlanSuccessPage');
const PaymentFailurePage = lazyScreen(
  () => import('./routes/payment-failure/PaymentFailurePage'),
  'PaymentFailurePage',
);
const VerifyEmailPage = lazyScreen(() => import('./routes/verify-email/VerifyEmailPage'), 'VerifyEmailPage');
const OtpVerificationPage = lazyScreen(
  () => import('./routes/otp-verification/OtpVerificationPage'),
  'OtpVerificationPage',
);
const ForgotPasswordPage = lazyScreen(
  () => import('./routes/forgot-password/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyScreen(
  () => import('./routes/reset-password/ResetPasswordPage'),
  'ResetPasswordPage',
);
const VerifyPage = lazyScreen(() => import('./routes/verify/VerifyPage'), 'VerifyPage');
const NotFoundPage = lazyScreen(() => import('./routes/not-found/NotFoundPage'), 'NotFoundPage');

const DashboardLayout = lazyScreen(
  () => import('./routes/dashboard-layout/DashboardLayout'),
  'DashboardLayout',
);
const DashboardHomePage = lazyScreen(
  () => import('./routes/dashboard/DashboardHomePage'),
  'DashboardHomePage',
);
const LekhapadiPage = lazyScreen(() => import('./routes/lekhapadi/LekhapadiPage'), 'LekhapadiPage');
const PoliceReportPage = lazyScreen(
  () => import('./routes/police-report/PoliceReportPage'),
  'PoliceReportPage',
);
const KuruwaPage = lazyScreen(() => import('./routes/kuruwa/KuruwaPage'), 'KuruwaPage');
const NotaryPublicPage = lazyScreen(
  () => import('./routes/notary-public/NotaryPublicPage'),
  'NotaryPublicPage',
);
const PrintDocumentPage = lazyScreen(
  () => import('./routes/print-document/PrintDocumentPage'),
  'PrintDocumentPage',
);
const ServiceAreaPage = lazyScreen(() => import('./routes/service-area/ServiceAreaPage'), 'ServiceAreaPage');
const ClientsPage = lazyScreen(() => import('./routes/clients/ClientsPage'), 'ClientsPage');
const OfficeDocumentsPage = lazyScreen(
  () => import('./routes/office-documents/OfficeDocumentsPage'),
  'OfficeDocumentsPage',
);
const OfficePage = lazyScreen(() => import('./routes/office/OfficePage'), 'OfficePage');
const JoinOfficePage = lazyScreen(() => import('./routes/office-join/JoinOfficePage'), 'JoinOfficePage');
const ProfilePage = lazyScreen(() => import('./routes/profile/ProfilePage'), 'ProfilePage');

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

/**
 * The signed-in screens a deep link opens, by path: their chunks are fetched at start-up, side by
 * side with the "who is signed in?" question, rather than one after another once it is answered
 * (on a slow phone line each round trip in that chain cost about a second).
 */
const signedInScreens: [RegExp, { preload(): Promise<unknown> }][] = [
  [/^\/dashboard\/?$/, DashboardHomePage],
  [/^\/dashboard\/lekhapadi/, LekhapadiPage],
  [/^\/dashboard\/policereport/, PoliceReportPage],
  [/^\/dashboard\/kuruwa/, KuruwaPage],
  [/^\/dashboard\/notarypublic/, NotaryPublicPage],
  [/^\/dashboard\/printdocument/, PrintDocumentPage],
  [/^\/dashboard\/office$/, OfficePage],
  [/^\/offices\/join/, JoinOfficePage],
  [/^\/dashboard\/[^/]+/, ServiceAreaPage],
  [/^\/profile/, ProfilePage],
];

export function preloadScreensFor(pathname: string) {
  const screen = signedInScreens.find(([path]) => path.test(pathname))?.[1];
  if (!screen) return;
  // A failed early download is not an error: rendering the route asks again.
  DashboardLayout.preload().catch(() => undefined);
  screen.preload().catch(() => undefined);
}

export const createAppRouter = () => {
  preloadScreensFor(window.location.pathname);
  return createBrowserRouter(routes);
};
