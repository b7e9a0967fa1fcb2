import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { whenSocketConnected } from '../../apollo/socket-state';
import { prefetchViewer } from '../../documents/prefetch-viewer';
import type { FormValues, WorkField } from '../../components/WorkForm/types';
import { whenOnline } from '../../offline/use-online';
import { payloadOf, profileDetailsFrom } from './form-values';
import { type GenerationFailure, readGenerationFailure } from './generation-failure';
import { GenerateDocumentMutation, SaveDetailsMutation } from './operations';
import { type GeneratedDocument, useDocumentProgress } from './use-document-progress';

export const FAILED_WITHOUT_REASON = 'The document could not be generated. Nothing was charged.';

/** How long a request waits for the subscription socket before it goes without it. */
const SOCKET_WAIT_MS = 4000;
/**
 * The print screen's code (react-pdf, pdf.js) is fetched this long after the form shows: sooner,
 * it would compete with the form's own downloads and scripts on a slow phone.
 */
const PREFETCH_VIEWER_AFTER_MS = 3000;

interface Generation {
  workKey: string;
  fields: WorkField[];
  values: FormValues;
  saveToProfile: boolean;
  /** For an office's client: the office, the client and a two-party deed's other party. */
  office?: { officeId: string; clientId: string; secondClientId: string | null } | null;
}

/** The request never reached the server: no answer at all, and the browser says it is offline. */
const lostConnection = (error: unknown) => !CombinedGraphQLErrors.is(error) && !navigator.onLine;

/**
 * Asks for a document and follows it: QUEUED → RENDERING → READY (then `onReady`) or FAILED (the
 * server gave back what it took, so what the user may do next is read again). The subscription is
 * open before the request leaves (`listening` while the form is shown). Offline, the request
 * waits for the connection and is sent when it returns.
 */
export function useGeneration({
  listening,
  onReady,
  onSettled,
}: {
  listening: boolean;
  onReady: (document: GeneratedDocument) => void;
  onSettled: () => void;
}) {
  const [generate] = useMutation(GenerateDocumentMutation);
  const [saveDetails] = useMutation(SaveDetailsMutation);
  const [sending, setSending] = useState(false);
  const [waitingForConnection, setWaitingForConnection] = useState(false);
  const [documentId, setDocumentId] = useState<string | null>(null);
  const [failure, setFailure] = useState<GenerationFailure | null>(null);
  const { document, remember } = useDocumentProgress(listening || Boolean(documentId), documentId);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!listening) return;
    const timer = setTimeout(prefetchViewer, PREFETCH_VIEWER_AFTER_MS);
    return () => clearTimeout(timer);
  }, [listening]);

  useEffect(() => {
    if (!document || handled.current === document.id) return;
    if (document.status === 'READY') {
      handled.current = document.id;
      onReady(document);
    } else if (document.status === 'FAILED') {
      handled.current = document.id;
      setFailure({ kind: 'other', message: document.failureReason ?? FAILED_WITHOUT_REASON });
      setDocumentId(null);
      onSettled();
    }
  }, [document, onReady, onSettled]);

  const send = async ({ workKey, fields, values, saveToProfile, office }: Generation) => {
    for (;;) {
      if (!navigator.onLine) {
        setWaitingForConnection(true);
        await whenOnline();
        setWaitingForConnection(false);
      }
      await whenSocketConnected(SOCKET_WAIT_MS);
      try {
        const details = saveToProfile ? profileDetailsFrom(fields, values) : {};
        if (Object.keys(details).length) {
          // The document matters more than the profile: a refused detail does not stop it.
          await saveDetails({ variables: { input: details } }).catch(() => undefined);
        }
        const result = await generate({
          variables: { input: { workKey, values: payloadOf(fields, values), ...(office ?? {}) } },
        });
        const created = result.data?.generateDocument;
        if (created) {
          remember(created);
          setDocumentId(created.id);
        }
        return;
      } catch (error) {
        if (lostConnection(error)) continue;
        throw error;
      }
    }
  };

  const start = async (generation: Generation) => {
    prefetchViewer();
    setFailure(null);
    setSending(true);
    try {
      await send(generation);
    } catch (error) {
      const refused = readGenerationFailure(error);
      setFailure(refused);
      if (refused.kind === 'payment') onSettled();
    } finally {
      setSending(false);
      setWaitingForConnection(false);
    }
  };

  const reset = () => {
    setFailure(null);
    setDocumentId(null);
  };

  const status = waitingForConnection
    ? 'OFFLINE'
    : documentId
      ? (document?.status ?? 'QUEUED')
      : sending
        ? 'SENDING'
        : null;
  return { start, reset, failure, status, busy: sending || Boolean(documentId) };
}
