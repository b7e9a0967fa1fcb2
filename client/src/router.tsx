import { createElement, type ReactElement, Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { useAuth } from './auth/auth-context';
import { ProtectedRoute } from './auth/ProtectedRoute';
import { AppLoader } from './components/AppLoader/AppLoader';
import { RouteErrorPage } from './components/RouteError/RouteErrorPage';
import { routeTable } from './routes/manifest';
import { preloadPath, provideRouteTable } from './routes/preload-path';
import type { Screen } from './routes/route-entry';
import { SiteLayout } from './routes/site-layout/SiteLayout';

type FrameName = keyof typeof routeTable.frames;

/** Waits for the first "who is signed in?" answer before any route decides where to go. */
function RootRoute() {
  const { status } = useAuth();
  if (status === 'loading') return <AppLoader />;
  return <Outlet />;
}

/** The dashboard chunk itself loads lazily, so it needs a boundary of its own. */
function FrameBoundary({ frame }: { frame: Screen }) {
  return <Suspense fallback={<AppLoader />}>{createElement(frame)}</Suspense>;
}

/** The signed-in frame for a signed-in person, the site's for a visitor (signedInOrSite). */
function SignedInOrSiteFrame() {
  const { status } = useAuth();
  if (status === 'authenticated') return <FrameBoundary frame={routeTable.frames.signedIn.screen} />;
  return <SiteLayout />;
}

/** The elements each frame of the table is drawn with, around its screens. */
const frameElements: Record<FrameName, (screens: RouteObject[]) => RouteObject> = {
  landing: (children) => ({ element: <SiteLayout redirectWhenSignedIn />, children }),
  site: (children) => ({ element: <SiteLayout />, children }),
  signedInOrSite: (children) => ({ element: <SignedInOrSiteFrame />, children }),
  signedIn: (children) => ({
    element: <ProtectedRoute />,
    children: [{ element: <FrameBoundary frame={routeTable.frames.signedIn.screen} />, children }],
  }),
};

const screenRoute = (path: string, screen: Screen): RouteObject => {
  const element: ReactElement = createElement(screen);
  return path === '/' ? { index: true, element } : { path, element };
};

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootRoute />,
    errorElement: <RouteErrorPage />,
    children: (Object.keys(frameElements) as FrameName[]).map((frame) =>
      frameElements[frame](
        routeTable.routes
          .filter((route) => route.frame === frame)
          .map((route) => screenRoute(route.path, route.screen)),
      ),
    ),
  },
];

provideRouteTable(routeTable);

export const createAppRouter = () => {
  // A deep link's chunks are fetched at start-up, side by side with the "who is signed in?"
  // question, rather than one after another once it is answered (on a slow phone line each round
  // trip in that chain cost about a second).
  void preloadPath(window.location.pathname);
  return createBrowserRouter(routes);
};
