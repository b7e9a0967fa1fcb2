import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import type { GeneratedDocumentFieldsFragment } from '../../gql/graphql';
import { DocumentQuery, DocumentUpdatedSubscription } from './operations';

type Status = GeneratedDocumentFieldsFragment['status'];

/**
 * Follows one document until it is READY or FAILED: the documentUpdated subscription tells at
 * once; a poll every second covers a WebSocket that is not getting through.
 */
export function useDocumentProgress(documentId: string | null) {
  const client = useApolloClient();
  const [document, setDocument] = useState<GeneratedDocumentFieldsFragment | null>(null);
  const settled = document?.status === 'READY' || document?.status === 'FAILED';
  const settledRef = useRef(false);
  settledRef.current = settled;

  const { data } = useSubscription(DocumentUpdatedSubscription, { skip: !documentId || settled });
  useEffect(() => {
    const update = data?.documentUpdated;
    if (update && update.id === documentId) setDocument(update);
  }, [data, documentId]);

  useEffect(() => {
    if (!documentId) {
      setDocument(null);
      return;
    }
    const timer = setInterval(async () => {
      if (settledRef.current) return;
      try {
        const result = await client.query({
          query: DocumentQuery,
          variables: { id: documentId },
          fetchPolicy: 'network-only',
        });
        if (result.data?.document) setDocument(result.data.document);
      } catch {
        // The next tick tries again.
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [client, documentId]);

  return { document, status: (document?.status ?? (documentId ? 'QUEUED' : null)) as Status | null };
}
