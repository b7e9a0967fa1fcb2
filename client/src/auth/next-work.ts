// The work a visitor chose before they had an account (on the Services page, say). Kept on the
// device across the detour through registration and the one-time code, which may happen in
// another tab (the code's e-mail link), and taken once they are signed in.
const KEY = 'lekhapadi.nextWork';
const KEPT_MS = 24 * 3_600_000;

/** Only a screen of the signed-in app: a kept value never sends anyone off the site. */
const isAppPath = (path: string) => path.startsWith('/dashboard') && !path.startsWith('//');

export function rememberNextWork(path: string): void {
  if (!isAppPath(path)) return;
  try {
    localStorage.setItem(KEY, JSON.stringify({ path, at: Date.now() }));
  } catch {
    // Storage refused (private mode, full): the user lands on the dashboard instead.
  }
}

/** The remembered screen (forgotten once taken), or null. */
export function takeNextWork(): string | null {
  const path = peekNextWork();
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
  return path;
}

/** The remembered screen, left in place, or null. */
export function peekNextWork(): string | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const { path, at } = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof path !== 'string' || typeof at !== 'number' || Date.now() - at > KEPT_MS) return null;
    return isAppPath(path) ? path : null;
  } catch {
    return null;
  }
}
