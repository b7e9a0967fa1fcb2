/**
 * Whether a path is drawn in the signed-in frame (client/src/routes/dashboard-layout): the
 * dashboard's screens and the profile. The server names their chunks for preloading; the client
 * asks early for the fonts that frame waits for.
 */
export function inSignedInFrame(pathname: string): boolean {
  return pathname === '/dashboard' || pathname.startsWith('/dashboard/') || pathname === '/profile';
}
