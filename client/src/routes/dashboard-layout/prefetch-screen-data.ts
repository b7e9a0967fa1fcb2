import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { MeQuery } from '../../auth/operations';
import { RecentWorksQuery, ServiceAreasQuery } from '../dashboard/operations';
import { WorksOfAreaQuery } from '../lekhapadi/operations';
import { firstQueriesOf } from '../preload-path';
import type { FirstQuery, FirstQueryVariables } from '../route-entry';
import { MyOfficesQuery } from './office-switcher.operations';

/** The document of each query the route table may name (a name without one does not compile). */
const documents: {
  [Name in keyof FirstQueryVariables]: TypedDocumentNode<unknown, FirstQueryVariables[Name]>;
} = {
  Me: MeQuery,
  MyOffices: MyOfficesQuery,
  ServiceAreas: ServiceAreasQuery,
  RecentWorks: RecentWorksQuery,
  WorksOfArea: WorksOfAreaQuery,
};

/** Asks for one of a screen's first queries, as the screen itself will ask for it. */
function askAhead(client: ApolloClient, { operation, variables, fetchPolicy }: FirstQuery) {
  return client.query({
    query: documents[operation] as TypedDocumentNode<unknown, typeof variables>,
    variables,
    ...(fetchPolicy ? { fetchPolicy } : {}),
  });
}

/**
 * Asks for each screen's first data (its queries in the route table, routes/manifest.ts) as soon
 * as the frame shows it, into the cache its page reads (cache-first, so nothing is asked twice).
 * The frame holds its page back until the Devanagari font is in, and the page would only then
 * ask: on a slow line one more round trip, and on a slow phone one more render, between the tap
 * and the tiles or the works. A component of its own, so that following the address re-renders
 * only it, not the whole frame.
 */
export function PrefetchScreenData() {
  const client = useApolloClient();
  const { pathname } = useLocation();
  useEffect(() => {
    for (const query of firstQueriesOf(pathname)) void askAhead(client, query).catch(() => undefined);
  }, [client, pathname]);
  return null;
}
