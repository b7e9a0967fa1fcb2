/**
 * Whether a path is drawn in the signed-in frame (client/src/routes/dashboard-layout): the
 * dashboard's screens, joining an office and the profile. The client asks early for the fonts that
 * frame waits for, as its page script starts: before the route table (client/src/routes/manifest.ts)
 * could be loaded, as it imports every screen. client/vite/route-manifest.test.ts checks that this
 * agrees with the table.
 */
export function inSignedInFrame(pathname: string): boolean {
  return (
    pathname === '/dashboard' ||
    pathname.startsWith('/dashboard/') ||
    pathname === '/offices/join' ||
    pathname === '/profile' ||
    pathname.startsWith('/profile/')
  );
}
