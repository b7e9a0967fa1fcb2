import { routeTable } from './manifest';
import { publicPages } from './page-meta';

test('every public route of the table has its head, and every head a public route', () => {
  const publicPaths = routeTable.routes
    .filter((route) => 'public' in route && route.public)
    .map((route) => route.path);
  expect(publicPaths.length).toBeGreaterThan(5);
  for (const path of publicPaths)
    expect({ path, hasHead: path in publicPages }).toEqual({ path, hasHead: true });
  for (const path of Object.keys(publicPages)) expect(publicPaths).toContain(path);
});

test('no signed-in screen is public', () => {
  for (const route of routeTable.routes)
    if (route.frame === 'signedIn' || route.frame === 'signedInOrSite')
      expect({ path: route.path, public: 'public' in route }).toEqual({ path: route.path, public: false });
});
