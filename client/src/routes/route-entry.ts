import type { ComponentType } from 'react';
import type {
  MeQueryVariables,
  MyOfficesQueryVariables,
  RecentWorksQueryVariables,
  ServiceAreasQueryVariables,
  WorksOfAreaQueryVariables,
} from '../gql/graphql';
import type { LazyScreen } from '../lazy-screen';

// The shape of the route table (manifest.ts). A module of types only, so that the modules reading
// the table at run time (preload-path.ts) need not import it: the table imports every screen.

/** The queries a screen may ask for first, by operation name, with their variables. */
export interface FirstQueryVariables {
  Me: MeQueryVariables;
  MyOffices: MyOfficesQueryVariables;
  ServiceAreas: ServiceAreasQueryVariables;
  RecentWorks: RecentWorksQueryVariables;
  WorksOfArea: WorksOfAreaQueryVariables;
}

/**
 * One query a screen asks for first: the client asks for it ahead of the screen, and a signed-in
 * page carries its answer (server/src/http/boot-data.ts). Written as plain values: the build reads
 * them from the table's source (client/vite/route-manifest.ts).
 */
export type FirstQuery = {
  [Name in keyof FirstQueryVariables]: {
    operation: Name;
    variables?: FirstQueryVariables[Name];
    /** 'network-only': asked afresh on every visit (the client only; a page's answer is fresh). */
    fetchPolicy?: 'network-only';
  };
}[keyof FirstQueryVariables];

/** A screen: a chunk of its own (lazyScreen), or a component in the first download. */
export type Screen = LazyScreen<object> | ComponentType;

/** The frame a screen is drawn in. */
interface Frame {
  /** Only a signed-in person sees it: the server names its chunks in the page and brings its answers. */
  signedIn?: true;
  /** The frame's own chunk, loaded before its screens. */
  screen?: Screen;
  /** What the frame asks for first, on every screen in it. */
  queries?: readonly FirstQuery[];
}

export interface RouteEntry<FrameName extends string = string> {
  /** react-router's pattern, from the root: '/dashboard/:serviceSlug', '/*'. */
  path: string;
  frame: FrameName;
  screen: Screen;
  /** What the screen asks for first: the frame asks for these as soon as it shows the screen. */
  queries?: readonly FirstQuery[];
  /**
   * A screen visits open first (the dashboard, the generation screen): its signed-in page names
   * its chunk for preloading and carries its first answers. Any other signed-in page names only
   * its frame's chunk and carries only its frame's answers; its screen's chunk is fetched as the
   * page's script starts (preload-path.ts). A link beside the page's script shares the line with
   * it, so it is only worth it where measured (docs/architecture.md, "Routes").
   */
  firstScreen?: true;
  /**
   * A page anyone may open and search engines may find: the server draws it as HTML, in the
   * reader's language, and lists it in the sitemap (its head: routes/page-meta.ts).
   */
  public?: true;
}

export interface RouteTable<FrameName extends string = string> {
  frames: Record<FrameName, Frame>;
  routes: readonly RouteEntry<FrameName>[];
}
