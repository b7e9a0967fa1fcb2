import { peekNextWork, rememberNextWork, takeNextWork } from './auth/next-work';
import { loadDevanagariFont } from './components/DevanagariFont/use-devanagari-font';
import type { LazyScreen } from './lazy-screen';
import { preloadSignInArrival } from './preload-screens';
import { routeTable } from './routes/manifest';
import { provideRouteTable } from './routes/preload-path';

jest.mock('./components/DevanagariFont/use-devanagari-font', () => ({
  loadDevanagariFont: jest.fn(() => Promise.resolve()),
}));

/** Every lazy chunk of the table, by the path it is drawn at ('frame' for the signed-in frame). */
const chunks = new Map<string, LazyScreen<object>>([['frame', routeTable.frames.signedIn.screen]]);
for (const route of routeTable.routes) if ('preload' in route.screen) chunks.set(route.path, route.screen);
const preloads = new Map([...chunks].map(([path, screen]) => [path, jest.spyOn(screen, 'preload')]));

/** The chunks whose code was asked for. */
const preloaded = () =>
  [...preloads]
    .filter(([, spy]) => spy.mock.calls.length > 0)
    .map(([path]) => path)
    .sort();

describe('what signing in opens, fetched while the person types', () => {
  beforeAll(() => provideRouteTable(routeTable));
  beforeEach(() => {
    jest.clearAllMocks();
    for (const spy of preloads.values()) spy.mockImplementation(() => Promise.resolve());
    localStorage.clear();
  });

  it('is the dashboard, the generation screen and the Devanagari font the frame waits for', () => {
    preloadSignInArrival();
    expect(preloaded()).toEqual(['/dashboard', '/dashboard/lekhapadi', 'frame']);
    expect(loadDevanagariFont).toHaveBeenCalledTimes(1);
  });

  it('is the work chosen before signing in, which stays remembered for the sign-in to take', () => {
    rememberNextWork('/dashboard/policereport?work=theft-report');
    preloadSignInArrival();
    expect(preloaded()).toEqual(['/dashboard/lekhapadi', '/dashboard/policereport', 'frame']);
    expect(peekNextWork()).toBe('/dashboard/policereport?work=theft-report');
    expect(takeNextWork()).toBe('/dashboard/policereport?work=theft-report');
    expect(peekNextWork()).toBeNull();
  });

  it('shrugs off a download that fails: the route asks again when it renders', async () => {
    const failing = jest.fn(() => Promise.reject(new Error('offline')));
    preloads.get('frame')?.mockImplementationOnce(failing);
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    preloadSignInArrival();
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(failing).toHaveBeenCalled();
    expect(unhandled).not.toHaveBeenCalled();
  });
});
