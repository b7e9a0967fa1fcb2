import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { RecentWorksQuery, ServiceAreasQuery } from '../dashboard/operations';
import { WorksOfAreaQuery } from '../lekhapadi/operations';

/** The service areas whose screens open on a list of works (client/src/router.tsx). */
const WORK_SCREENS: Record<string, number> = {
  '/dashboard/lekhapadi': 1,
  '/dashboard/policereport': 2,
};
const LEKHAPADI = 1;

/** One query a screen asks for first, asked for ahead of it. */
type Prefetch = (client: ApolloClient) => Promise<unknown>;
const serviceAreas: Prefetch = (client) => client.query({ query: ServiceAreasQuery });
// Afresh on every visit: a document made since then is the first to make again.
const recentWorks: Prefetch = (client) =>
  client.query({ query: RecentWorksQuery, fetchPolicy: 'network-only' });
const worksOf =
  (serviceAreaId: number): Prefetch =>
  (client) =>
    client.query({ query: WorksOfAreaQuery, variables: { serviceAreaId } });

/**
 * The first data a signed-in screen asks for, by its path. The home screen's tiles, the works
 * of the latest documents (to make again), and the Lekhapadi works most visits go on to pick
 * from; a works screen, its works.
 */
export function screenData(pathname: string): Prefetch[] {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/dashboard') return [serviceAreas, recentWorks, worksOf(LEKHAPADI)];
  const serviceAreaId = WORK_SCREENS[path];
  return serviceAreaId ? [worksOf(serviceAreaId)] : [];
}

/**
 * Asks for each screen's first data as soon as the frame shows it, into the cache its page reads
 * (cache-first, so nothing is asked twice). The frame holds its page back until the Devanagari
 * font is in, and the page would only then ask: on a slow line one more round trip, and on a
 * slow phone one more render, between the tap and the tiles or the works. A component of its
 * own, so that following the address re-renders only it, not the whole frame.
 */
export function PrefetchScreenData() {
  const client = useApolloClient();
  const { pathname } = useLocation();
  useEffect(() => {
    for (const prefetch of screenData(pathname)) void prefetch(client).catch(() => undefined);
  }, [client, pathname]);
  return null;
}
