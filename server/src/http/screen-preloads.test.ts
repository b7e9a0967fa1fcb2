import type { BuiltRoutes } from '../shared/built-routes.js';
import { signedInRoute, withPreloads } from './screen-preloads.js';

// The shape the client's build writes (client/vite/route-manifest.ts): a few of the client's routes.
const frame = ['assets/DashboardLayout-D.js', 'assets/Popover-C.js'];
const me = { operationName: 'Me', variables: {} };
const manifest: BuiltRoutes = {
  routes: [
    { path: '/', signedIn: false, files: [], queries: [] },
    { path: '/about', signedIn: false, files: ['assets/AboutPage-A.js'], queries: [] },
    { path: '/*', signedIn: false, files: ['assets/NotFoundPage-N.js'], queries: [] },
    {
      path: '/dashboard',
      signedIn: true,
      files: [...frame, 'assets/DashboardHomePage-E.js', 'assets/tiles-F.js'],
      queries: [me, { operationName: 'ServiceAreas', variables: {} }],
    },
    {
      path: '/dashboard/lekhapadi',
      signedIn: true,
      files: [...frame, 'assets/LekhapadiPage-L.js'],
      queries: [me],
    },
    {
      path: '/dashboard/:serviceSlug',
      signedIn: true,
      files: [...frame, 'assets/ServiceAreaPage-S.js'],
      queries: [me],
    },
    { path: '/profile', signedIn: true, files: [...frame, 'assets/ProfilePage-P.js'], queries: [me] },
  ],
};

test('a signed-in path opens its route of the manifest, as the client router chooses it', () => {
  expect(signedInRoute(manifest, '/dashboard')?.files).toContain('assets/DashboardHomePage-E.js');
  expect(signedInRoute(manifest, '/dashboard/')?.path).toBe('/dashboard');
  expect(signedInRoute(manifest, '/dashboard/lekhapadi')?.path).toBe('/dashboard/lekhapadi');
  expect(signedInRoute(manifest, '/Dashboard/Lekhapadi')?.path).toBe('/dashboard/lekhapadi');
  expect(signedInRoute(manifest, '/dashboard/kuruwa')?.path).toBe('/dashboard/:serviceSlug');
  expect(signedInRoute(manifest, '/profile')?.files).toEqual([...frame, 'assets/ProfilePage-P.js']);
});

test('a path only visitors see, or one the manifest does not have, names nothing', () => {
  for (const path of ['/', '/about', '/dashboardx', '/login', '/dashboard/lekhapadi/x', '/profile/x']) {
    expect({ path, route: signedInRoute(manifest, path) }).toEqual({ path, route: undefined });
  }
  // A client built without the manifest: the page goes out as it is.
  expect(signedInRoute(null, '/dashboard')).toBeUndefined();
});

test('the links go in the head, before the page script could ask for the same files', () => {
  const html =
    '<html><head><script type="module" src="/assets/index-A.js"></script></head><body></body></html>';
  const page = withPreloads(html, ['assets/DashboardLayout-D.js']);
  expect(page).toContain(
    '<link rel="modulepreload" crossorigin href="/assets/DashboardLayout-D.js">\n  </head>',
  );
  expect(page.indexOf('modulepreload')).toBeLessThan(page.indexOf('<body>'));
  expect(withPreloads(html, [])).toBe(html);
});
