import type { LazyScreen } from '../src/lazy-screen';
import { routeTable } from '../src/routes/manifest';

/** The lazy screen the route table draws at a path pattern (for spying on its preload). */
export function screenAt(path: string): LazyScreen<object> {
  const screen = routeTable.routes.find((route) => route.path === path)?.screen;
  if (!screen || !('preload' in screen)) throw new Error(`no lazy screen at ${path} in the route table`);
  return screen;
}

/** The signed-in frame's own lazy chunk (the dashboard layout). */
export const signedInFrame = (): LazyScreen<object> => routeTable.frames.signedIn.screen;
