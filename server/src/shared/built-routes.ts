/**
 * The route manifest the client's build writes (dist/client/.vite/routes.json, by
 * client/vite/route-manifest.ts from the route table client/src/routes/manifest.ts): for each of
 * the client's routes, whether it is drawn only for a signed-in person, the built files its frame
 * and screen need beyond the page's own script, and the queries they ask for first. The server
 * names those files in a signed-in page and runs those queries for it; it names no route itself.
 */
export interface BuiltRoutes {
  routes: BuiltRoute[];
}

export interface BuiltRoute {
  /** react-router's pattern: '/dashboard/:serviceSlug', '/*'. */
  path: string;
  signedIn: boolean;
  /** Built files (under dist/client), each chunk before the chunks it imports, once. */
  files: string[];
  /** The frame's first queries, then the screen's, as the client sends them. */
  queries: { operationName: string; variables: Record<string, unknown> }[];
  /** A page the server draws (RouteEntry.public): anyone may open it, search engines find it. */
  public?: true;
  /** A public page's screen's style sheets (under dist/client), linked in its head. */
  styles?: string[];
}

/** Where the build writes it, under the client's output folder. */
export const BUILT_ROUTES_FILE = '.vite/routes.json';
