import { matchRoute } from './route-paths.js';

const routes = [
  { path: '/' },
  { path: '/about' },
  { path: '/blogs/:slug' },
  { path: '/*' },
  { path: '/dashboard' },
  { path: '/dashboard/lekhapadi' },
  { path: '/dashboard/printdocument/:id' },
  { path: '/dashboard/:serviceSlug' },
];
const opened = (pathname: string) => matchRoute(routes, pathname)?.path;

test('whole segments match, a static one before a :name, and * takes what nothing else does', () => {
  expect(opened('/')).toBe('/');
  expect(opened('')).toBe('/');
  expect(opened('/dashboard')).toBe('/dashboard');
  expect(opened('/dashboard/')).toBe('/dashboard');
  expect(opened('/dashboard/lekhapadi')).toBe('/dashboard/lekhapadi');
  expect(opened('/dashboard/kuruwa')).toBe('/dashboard/:serviceSlug');
  expect(opened('/dashboard/printdocument/7')).toBe('/dashboard/printdocument/:id');
  expect(opened('/blogs/a-guide')).toBe('/blogs/:slug');
  for (const path of ['/dashboardx', '/dashboard/lekhapadi/more', '/blogs', '/login', '/about/x']) {
    expect({ path, opened: opened(path) }).toEqual({ path, opened: '/*' });
  }
});

test('static segments ignore case and percent-encoding, as the router does', () => {
  expect(opened('/DashBoard/LEKHAPADI')).toBe('/dashboard/lekhapadi');
  expect(opened('/%61bout')).toBe('/about');
  // A broken escape is a segment like any other, not an error.
  expect(opened('/%E0%A4')).toBe('/*');
});

test('without a splat route a path nothing matches opens nothing', () => {
  expect(matchRoute([{ path: '/dashboard' }], '/profile')).toBeUndefined();
  expect(matchRoute([], '/')).toBeUndefined();
});
