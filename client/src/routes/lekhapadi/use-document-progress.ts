import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { preloadSubscriptionTransport } from '../../apollo/client';
import { onSocketStateChange, socketConnections, socketState } from '../../apollo/socket-state';
import { DocumentQuery } from '../../documents/operations';
import type { GeneratedDocumentFieldsFragment } from '../../gql/graphql';
import { DocumentUpdatedSubscription } from './operations';

export type GeneratedDocument = GeneratedDocumentFieldsFragment;

/** While the socket is down (or never comes up, as behind a proxy without upgrades). */
const READ_WHILE_SOCKET_DOWN_MS = 5000;

const STEP: Record<string, number> = { QUEUED: 0, RENDERING: 1, READY: 2, FAILED: 2 };

/** The later of two states of one document: a late answer never undoes a newer one. */
function later(known: GeneratedDocument | undefined, next: GeneratedDocument): GeneratedDocument {
  if (!known) return next;
  return (STEP[next.status] ?? 0) >= (STEP[known.status] ?? 0) ? next : known;
}

const settled = (document: GeneratedDocument | null | undefined) =>
  document?.status === 'READY' || document?.status === 'FAILED';

/**
 * The user's documents as documentUpdated reports them. The subscription is open whenever
 * `listening` (the form is on screen), so it is already listening when a document is asked for.
 * Events sent while the socket was down are not replayed: after each reconnect the followed
 * document is read once, and while the socket stays down it is read every few seconds.
 */
export function useDocumentProgress(listening: boolean, documentId: string | null) {
  const client = useApolloClient();
  const [documents, setDocuments] = useState<Record<string, GeneratedDocument>>({});
  const remember = useCallback(
    (document: GeneratedDocument) =>
      setDocuments((known) => ({ ...known, [document.id]: later(known[document.id], document) })),
    [],
  );

  // The form will listen as soon as it is on screen: fetch the socket's code while it loads.
  useEffect(preloadSubscriptionTransport, []);

  useEffect(() => {
    if (!listening) return;
    const subscription = client.subscribe({ query: DocumentUpdatedSubscription }).subscribe({
      next: (result) => {
        if (result.data?.documentUpdated) remember(result.data.documentUpdated);
      },
      error: () => undefined,
    });
    return () => subscription.unsubscribe();
  }, [client, listening, remember]);

  const document = documentId ? (documents[documentId] ?? null) : null;
  const settledRef = useRef(false);
  settledRef.current = settled(document);

  useEffect(() => {
    if (!documentId) return;
    let stopped = false;
    const readOnce = async () => {
      if (stopped || settledRef.current) return;
      try {
        const result = await client.query({
          query: DocumentQuery,
          variables: { id: documentId },
          fetchPolicy: 'network-only',
        });
        if (!stopped && result.data?.document) remember(result.data.document);
      } catch {
        // The next reconnect or tick reads again.
      }
    };
    let connections = socketConnections();
    const stopWatching = onSocketStateChange(() => {
      if (socketConnections() === connections) return;
      connections = socketConnections();
      void readOnce();
    });
    window.addEventListener('online', readOnce);
    const timer = setInterval(() => {
      if (socketState() !== 'connected') void readOnce();
    }, READ_WHILE_SOCKET_DOWN_MS);
    return () => {
      stopped = true;
      stopWatching();
      window.removeEventListener('online', readOnce);
      clearInterval(timer);
    };
  }, [client, documentId, remember]);

  return { document, remember };
}
