import { matchRoute } from '@shared/route-paths';
import type { FirstQuery, RouteEntry, RouteTable, Screen } from './route-entry';

// The route table's answers for a path, for the screens that fetch the next screen ahead. The
// table itself imports every screen, and a screen that imported it would tie them all into one
// import circle; so the router hands the table over here (router.tsx) and screens ask this module.

let table: RouteTable | undefined;

/** Called once, by the router, with the table it is made from. */
export function provideRouteTable(routeTable: RouteTable): void {
  table = routeTable;
}

/** The route a path opens (a query string or hash is ignored), as the router would choose it. */
function routeFor(path: string): RouteEntry | undefined {
  return table && matchRoute(table.routes, new URL(path, 'http://app.invalid').pathname);
}

const preload = (screen: Screen | undefined): Promise<unknown> =>
  screen && 'preload' in screen ? screen.preload() : Promise.resolve();

/**
 * Starts downloading the code a path opens: its frame's chunk and its screen's chunk, each once.
 * Rendering the route later finds them here and draws at once (lazy-screen.ts). Resolves to
 * whether both arrived; never rejects: a failed early download is not an error, as rendering the
 * route asks again.
 */
export function preloadPath(path: string): Promise<boolean> {
  const route = routeFor(path);
  if (!route || !table) return Promise.resolve(false);
  return Promise.all([preload(table.frames[route.frame]?.screen), preload(route.screen)]).then(
    () => true,
    () => false,
  );
}

/** The queries the screen a path opens asks for first (not its frame's: the frame asks for those). */
export function firstQueriesOf(path: string): readonly FirstQuery[] {
  return routeFor(path)?.queries ?? [];
}
