import { lazyScreen } from './lazy-screen';

// Every screen's chunk, in one place: the router renders them, and the screens that fetch the next
// screen's code ahead use the same `preload`, so that the screen, once here, renders at once.
// The landing shell (site layout + home) is in the first download; every other screen is a chunk.
export const AboutPage = lazyScreen(() => import('./routes/about/AboutPage'), 'AboutPage');
export const ServicesPage = lazyScreen(() => import('./routes/services/ServicesPage'), 'ServicesPage');
export const BlogsPage = lazyScreen(() => import('./routes/blogs/BlogsPage'), 'BlogsPage');
export const BlogArticlePage = lazyScreen(() => import('./routes/blogs/BlogArticlePage'), 'BlogArticlePage');
export const PricingPage = lazyScreen(() => import('./routes/pricing/PricingPage'), 'PricingPage');
export const PaymentPage = lazyScreen(() => import('./routes/payment/PaymentPage'), 'PaymentPage');
export const PaymentSuccessPage = lazyScreen(
  () => import('./routes/payment-success/PaymentSuccessPage'),
  'PaymentSuccessPage',
);
export const PlanSuccessPage = lazyScreen(
  () => import('./routes/plan-success/PlanSuccessPage'),
  'PlanSuccessPage',
);
export const PaymentFailurePage = lazyScreen(
  () => import('./routes/payment-failure/PaymentFailurePage'),
  'PaymentFailurePage',
);
export const VerifyEmailPage = lazyScreen(
  () => import('./routes/verify-email/VerifyEmailPage'),
  'VerifyEmailPage',
);
export const OtpVerificationPage = lazyScreen(
  () => import('./routes/otp-verification/OtpVerificationPage'),
  'OtpVerificationPage',
);
export const ForgotPasswordPage = lazyScreen(
  () => import('./routes/forgot-password/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
export const ResetPasswordPage = lazyScreen(
  () => import('./routes/reset-password/ResetPasswordPage'),
  'ResetPasswordPage',
);
export const VerifyPage = lazyScreen(() => import('./routes/verify/VerifyPage'), 'VerifyPage');
export const NotFoundPage = lazyScreen(() => import('./routes/not-found/NotFoundPage'), 'NotFoundPage');

export const DashboardLayout = lazyScreen(
  () => import('./routes/dashboard-layout/DashboardLayout'),
  'DashboardLayout',
);
export const DashboardHomePage = lazyScreen(
  () => import('./routes/dashboard/DashboardHomePage'),
  'DashboardHomePage',
);
export const LekhapadiPage = lazyScreen(() => import('./routes/lekhapadi/LekhapadiPage'), 'LekhapadiPage');
export const PoliceReportPage = lazyScreen(
  () => import('./routes/police-report/PoliceReportPage'),
  'PoliceReportPage',
);
export const KuruwaPage = lazyScreen(() => import('./routes/kuruwa/KuruwaPage'), 'KuruwaPage');
export const NotaryPublicPage = lazyScreen(
  () => import('./routes/notary-public/NotaryPublicPage'),
  'NotaryPublicPage',
);
export const PrintDocumentPage = lazyScreen(
  () => import('./routes/print-document/PrintDocumentPage'),
  'PrintDocumentPage',
);
export const ServiceAreaPage = lazyScreen(
  () => import('./routes/service-area/ServiceAreaPage'),
  'ServiceAreaPage',
);
export const ClientsPage = lazyScreen(() => import('./routes/clients/ClientsPage'), 'ClientsPage');
export const OfficeDocumentsPage = lazyScreen(
  () => import('./routes/office-documents/OfficeDocumentsPage'),
  'OfficeDocumentsPage',
);
export const OfficePage = lazyScreen(() => import('./routes/office/OfficePage'), 'OfficePage');
export const JoinOfficePage = lazyScreen(
  () => import('./routes/office-join/JoinOfficePage'),
  'JoinOfficePage',
);
export const ProfilePage = lazyScreen(() => import('./routes/profile/ProfilePage'), 'ProfilePage');
