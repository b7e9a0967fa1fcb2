import { peekNextWork, rememberNextWork, takeNextWork } from './auth/next-work';
import { loadDevanagariFont } from './components/DevanagariFont/use-devanagari-font';
import { preloadSignInArrival } from './preload-screens';
import * as screens from './screens';

jest.mock('./screens', () => {
  const screen = () => ({ preload: jest.fn(() => Promise.resolve()) });
  return {
    DashboardHomePage: screen(),
    DashboardLayout: screen(),
    JoinOfficePage: screen(),
    KuruwaPage: screen(),
    LekhapadiPage: screen(),
    NotaryPublicPage: screen(),
    OfficePage: screen(),
    PoliceReportPage: screen(),
    PrintDocumentPage: screen(),
    ProfilePage: screen(),
    ServiceAreaPage: screen(),
  };
});
jest.mock('./components/DevanagariFont/use-devanagari-font', () => ({
  loadDevanagariFont: jest.fn(() => Promise.resolve()),
}));

/** The screens whose code was asked for, by name. */
const preloaded = () =>
  Object.entries(screens as unknown as Record<string, { preload?: jest.Mock }>)
    .filter(([, screen]) => (screen.preload?.mock.calls.length ?? 0) > 0)
    .map(([name]) => name)
    .sort();

describe('what signing in opens, fetched while the person types', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    localStorage.clear();
  });

  it('is the dashboard, the generation screen and the Devanagari font the frame waits for', () => {
    preloadSignInArrival();
    expect(preloaded()).toEqual(['DashboardHomePage', 'DashboardLayout', 'LekhapadiPage']);
    expect(loadDevanagariFont).toHaveBeenCalledTimes(1);
  });

  it('is the work chosen before signing in, which stays remembered for the sign-in to take', () => {
    rememberNextWork('/dashboard/policereport?work=theft-report');
    preloadSignInArrival();
    expect(preloaded()).toEqual(['DashboardLayout', 'LekhapadiPage', 'PoliceReportPage']);
    expect(peekNextWork()).toBe('/dashboard/policereport?work=theft-report');
    expect(takeNextWork()).toBe('/dashboard/policereport?work=theft-report');
    expect(peekNextWork()).toBeNull();
  });

  it('shrugs off a download that fails: the route asks again when it renders', async () => {
    const failing = jest.fn(() => Promise.reject(new Error('offline')));
    (screens.DashboardLayout.preload as jest.Mock).mockImplementationOnce(failing);
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    preloadSignInArrival();
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(failing).toHaveBeenCalled();
    expect(unhandled).not.toHaveBeenCalled();
  });
});
