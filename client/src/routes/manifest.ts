import { lazyScreen } from '../lazy-screen';
import { HomePage } from './home/HomePage';
import type { RouteTable } from './route-entry';

// Every screen of the app, once: its path, the chunk its code is in, and the queries it asks for
// first. The router is made from this table (router.tsx), `preloadPath` finds a path's chunks in
// it (preload-path.ts), the signed-in frame asks each screen's first queries ahead of it
// (dashboard-layout/prefetch-screen-data.ts), and the build writes it out as JSON with the built
// files of each chunk (client/vite/route-manifest.ts), from which the server names a signed-in
// page's chunks for preloading and runs its first queries. A new screen is one entry here.
//
// The build reads this file's source, not its code: every value is written out (a string, a
// number, a `lazyScreen(() => import('…'), 'Name')`, or a constant of this file that is one).
// The landing shell (site layout + home) is in the first download; every other screen is a chunk.

/** The service areas whose screens list their works: ids fixed by the spec (server/src/modules/works/service-areas.ts). */
const LEKHAPADI_AREA = 1;
const POLICE_REPORT_AREA = 2;

/** A work's public page, at its address in each language (routes/work-page/paths.ts). */
const WorkPage = lazyScreen(() => import('./work-page/WorkPage'), 'WorkPage');

/** One screen for two paths (with and without the document): the same component, kept mounted. */
const PrintDocumentPage = lazyScreen(() => import('./print-document/PrintDocumentPage'), 'PrintDocumentPage');

export const routeTable = {
  frames: {
    /** The marketing pages: a signed-in visitor belongs on the dashboard instead. */
    landing: {},
    /** Pages both visitors and signed-in users reach (guides, links from mail), in the site's frame. */
    site: {},
    /**
     * A person's own pages a visitor may land on too (paying, a wallet's return): a signed-in
     * person keeps the signed-in frame, its menu and header; a visitor sees the site's.
     */
    signedInOrSite: {},
    /** The dashboard's frame: its menu, the work search and the office switcher. */
    signedIn: {
      signedIn: true,
      screen: lazyScreen(() => import('./dashboard-layout/DashboardLayout'), 'DashboardLayout'),
      queries: [{ operation: 'Me' }, { operation: 'MyOffices' }],
    },
  },
  routes: [
    { path: '/', frame: 'landing', public: true, screen: HomePage },
    {
      path: '/about',
      frame: 'landing',
      public: true,
      screen: lazyScreen(() => import('./about/AboutPage'), 'AboutPage'),
    },
    {
      path: '/services',
      public: true,
      frame: 'landing',
      screen: lazyScreen(() => import('./services/ServicesPage'), 'ServicesPage'),
    },

    {
      path: '/blogs',
      frame: 'site',
      public: true,
      screen: lazyScreen(() => import('./blogs/BlogsPage'), 'BlogsPage'),
    },
    {
      path: '/blogs/:slug',
      public: true,
      frame: 'site',
      screen: lazyScreen(() => import('./blogs/BlogArticlePage'), 'BlogArticlePage'),
    },
    {
      path: '/pricing',
      public: true,
      frame: 'site',
      screen: lazyScreen(() => import('./pricing/PricingPage'), 'PricingPage'),
    },
    {
      path: '/payment',
      frame: 'signedInOrSite',
      screen: lazyScreen(() => import('./payment/PaymentPage'), 'PaymentPage'),
    },
    {
      path: '/success',
      frame: 'signedInOrSite',
      screen: lazyScreen(() => import('./payment-success/PaymentSuccessPage'), 'PaymentSuccessPage'),
    },
    {
      path: '/successpageforplans',
      frame: 'signedInOrSite',
      screen: lazyScreen(() => import('./plan-success/PlanSuccessPage'), 'PlanSuccessPage'),
    },
    {
      path: '/failure',
      frame: 'signedInOrSite',
      screen: lazyScreen(() => import('./payment-failure/PaymentFailurePage'), 'PaymentFailurePage'),
    },
    {
      path: '/verify-email',
      frame: 'site',
      screen: lazyScreen(() => import('./verify-email/VerifyEmailPage'), 'VerifyEmailPage'),
    },
    {
      path: '/otp-verification',
      frame: 'site',
      screen: lazyScreen(() => import('./otp-verification/OtpVerificationPage'), 'OtpVerificationPage'),
    },
    {
      path: '/forgotpasswordrequest',
      frame: 'site',
      screen: lazyScreen(() => import('./forgot-password/ForgotPasswordPage'), 'ForgotPasswordPage'),
    },
    {
      path: '/reset-password',
      frame: 'site',
      screen: lazyScreen(() => import('./reset-password/ResetPasswordPage'), 'ResetPasswordPage'),
    },
    { path: '/ne/kagajat/:key', frame: 'site', public: true, screen: WorkPage },
    { path: '/en/documents/:key', frame: 'site', public: true, screen: WorkPage },
    // A document's QR code opens this: offices check papers without an account.
    {
      path: '/verify/:code',
      public: true,
      frame: 'site',
      screen: lazyScreen(() => import('./verify/VerifyPage'), 'VerifyPage'),
    },
    {
      path: '/*',
      public: true,
      frame: 'site',
      screen: lazyScreen(() => import('./not-found/NotFoundPage'), 'NotFoundPage'),
    },

    {
      // The tiles, the works of the latest documents (to make again), and the Lekhapadi works
      // most visits go on to pick from.
      path: '/dashboard',
      frame: 'signedIn',
      firstScreen: true,
      screen: lazyScreen(() => import('./dashboard/DashboardHomePage'), 'DashboardHomePage'),
      queries: [
        { operation: 'ServiceAreas' },
        // Afresh on every visit: a document made since then is the first to make again.
        { operation: 'RecentWorks', fetchPolicy: 'network-only' },
        { operation: 'WorksOfArea', variables: { serviceAreaId: LEKHAPADI_AREA } },
      ],
    },
    {
      path: '/dashboard/lekhapadi',
      frame: 'signedIn',
      firstScreen: true,
      screen: lazyScreen(() => import('./lekhapadi/LekhapadiPage'), 'LekhapadiPage'),
      queries: [{ operation: 'WorksOfArea', variables: { serviceAreaId: LEKHAPADI_AREA } }],
    },
    {
      path: '/dashboard/policereport',
      frame: 'signedIn',
      screen: lazyScreen(() => import('./police-report/PoliceReportPage'), 'PoliceReportPage'),
      queries: [{ operation: 'WorksOfArea', variables: { serviceAreaId: POLICE_REPORT_AREA } }],
    },
    {
      path: '/dashboard/kuruwa',
      frame: 'signedIn',
      screen: lazyScreen(() => import('./kuruwa/KuruwaPage'), 'KuruwaPage'),
    },
    {
      path: '/dashboard/notarypublic',
      frame: 'signedIn',
      screen: lazyScreen(() => import('./notary-public/NotaryPublicPage'), 'NotaryPublicPage'),
    },
    { path: '/dashboard/printdocument', frame: 'signedIn', screen: PrintDocumentPage },
    { path: '/dashboard/printdocument/:id', frame: 'signedIn', screen: PrintDocumentPage },
    {
      path: '/dashboard/clients',
      frame: 'signedIn',
      screen: lazyScreen(() => import('./clients/ClientsPage'), 'ClientsPage'),
    },
    {
      path: '/dashboard/office-documents',
      frame: 'signedIn',
      screen: lazyScreen(() => import('./office-documents/OfficeDocumentsPage'), 'OfficeDocumentsPage'),
    },
    {
      path: '/dashboard/office',
      frame: 'signedIn',
      screen: lazyScreen(() => import('./office/OfficePage'), 'OfficePage'),
    },
    {
      path: '/offices/join',
      frame: 'signedIn',
      screen: lazyScreen(() => import('./office-join/JoinOfficePage'), 'JoinOfficePage'),
    },
    {
      path: '/dashboard/:serviceSlug',
      frame: 'signedIn',
      screen: lazyScreen(() => import('./service-area/ServiceAreaPage'), 'ServiceAreaPage'),
    },
    {
      path: '/profile',
      frame: 'signedIn',
      screen: lazyScreen(() => import('./profile/ProfilePage'), 'ProfilePage'),
    },
    {
      path: '/profile/developer',
      frame: 'signedIn',
      screen: lazyScreen(() => import('./developer/DeveloperPage'), 'DeveloperPage'),
    },
  ],
} satisfies RouteTable<'landing' | 'site' | 'signedInOrSite' | 'signedIn'>;
