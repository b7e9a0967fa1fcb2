import { peekNextWork } from './auth/next-work';
import { loadDevanagariFont } from './components/DevanagariFont/use-devanagari-font';
import {
  DashboardHomePage,
  DashboardLayout,
  JoinOfficePage,
  KuruwaPage,
  LekhapadiPage,
  NotaryPublicPage,
  OfficePage,
  PoliceReportPage,
  PrintDocumentPage,
  ProfilePage,
  ServiceAreaPage,
} from './screens';

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

/**
 * Where signing in lands (the work chosen before, or the dashboard), fetched while the person is
 * still typing their password or one-time code: its code, the generation screen most visits go on
 * to, and the Devanagari font the signed-in frame waits for. On a slow phone line these took about
 * a second and a half after the server's yes; fetched ahead, the dashboard is drawn at once.
 */
export function preloadSignInArrival() {
  const arrival = peekNextWork() ?? '/dashboard';
  preloadScreensFor(new URL(arrival, window.location.origin).pathname);
  LekhapadiPage.preload().catch(() => undefined);
  void loadDevanagariFont();
}
