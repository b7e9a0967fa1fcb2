import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { DocumentQuery } from '../../documents/operations';
import type { GeneratedDocumentFieldsFragment } from '../../gql/graphql';
import { DocumentUpdatedSubscription } from './operations';

export type GeneratedDocument = GeneratedDocumentFieldsFragment;
const POLL_EVERY_MS = 1000;

/**
 * Follows one document until it is READY or FAILED. The documentUpdated subscription says so at
 * once; a poll of document(id) every second covers a WebSocket that is not getting through (a
 * proxy without upgrades) and shows the RENDERING step, which the subscription does not send.
 */
export function useDocumentProgress(documentId: string | null): GeneratedDocument | null {
  const client = useApolloClient();
  const [document, setDocument] = useState<GeneratedDocument | null>(null);
  const settledRef = useRef(false);
  settledRef.current = document?.status === 'READY' || document?.status === 'FAILED';

  const { data } = useSubscription(DocumentUpdatedSubscription, {
    skip: !documentId || settledRef.current,
  });
  useEffect(() => {
    const update = data?.documentUpdated;
    if (update && update.id === documentId) setDocument(update);
  }, [data, documentId]);

  useEffect(() => {
    setDocument(null);
    if (!documentId) return;
    let stopped = false;
    const timer = setInterval(async () => {
      if (settledRef.current) return;
      try {
        const result = await client.query({
          query: DocumentQuery,
          variables: { id: documentId },
          fetchPolicy: 'network-only',
        });
        // A late answer must not undo what the subscription already settled.
        if (!stopped && !settledRef.current && result.data?.document) setDocument(result.data.document);
      } catch {
        // The next tick tries again.
      }
    }, POLL_EVERY_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [client, documentId]);

  return document;
}
