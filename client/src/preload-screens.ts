import { peekNextWork } from './auth/next-work';
import { loadDevanagariFont } from './components/DevanagariFont/use-devanagari-font';
import { preloadPath } from './routes/preload-path';

/** The generation screen most visits go on to. */
const GENERATION_SCREEN = '/dashboard/lekhapadi';

/**
 * Where signing in lands (the work chosen before, or the dashboard), fetched while the person is
 * still typing their password or one-time code: its code, the generation screen most visits go on
 * to, and the Devanagari font the signed-in frame waits for. On a slow phone line these took about
 * a second and a half after the server's yes; fetched ahead, the dashboard is drawn at once.
 */
export function preloadSignInArrival() {
  void preloadPath(peekNextWork() ?? '/dashboard');
  void preloadPath(GENERATION_SCREEN);
  void loadDevanagariFont();
}
