import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import type { FormValues, WorkField } from '../../components/WorkForm/types';
import { payloadOf, profileDetailsFrom } from './form-values';
import { type GenerationFailure, readGenerationFailure } from './generation-failure';
import { GenerateDocumentMutation, SaveDetailsMutation } from './operations';
import { type GeneratedDocument, useDocumentProgress } from './use-document-progress';

export const FAILED_WITHOUT_REASON = 'The document could not be generated. Nothing was charged.';

interface Generation {
  workKey: string;
  fields: WorkField[];
  values: FormValues;
  saveToProfile: boolean;
}

/**
 * Asks for a document and follows it: QUEUED → RENDERING → READY (then `onReady`) or FAILED (the
 * server gave back what it took, so the profile's counts are read again).
 */
export function useGeneration({
  onReady,
  onSettled,
}: {
  onReady: (document: GeneratedDocument) => void;
  onSettled: () => void;
}) {
  const [generate] = useMutation(GenerateDocumentMutation);
  const [saveDetails] = useMutation(SaveDetailsMutation);
  const [sending, setSending] = useState(false);
  const [documentId, setDocumentId] = useState<string | null>(null);
  const [failure, setFailure] = useState<GenerationFailure | null>(null);
  const document = useDocumentProgress(documentId);
  const handled = useRef<string | null>(null);

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

  const start = async ({ workKey, fields, values, saveToProfile }: Generation) => {
    setFailure(null);
    setSending(true);
    try {
      const details = saveToProfile ? profileDetailsFrom(fields, values) : {};
      if (Object.keys(details).length) {
        // The document matters more than the profile: a refused detail does not stop it.
        await saveDetails({ variables: { input: details } }).catch(() => undefined);
      }
      const result = await generate({ variables: { input: { workKey, values: payloadOf(fields, values) } } });
      if (result.data?.generateDocument) setDocumentId(result.data.generateDocument.id);
    } catch (error) {
      setFailure(readGenerationFailure(error));
    } finally {
      setSending(false);
    }
  };

  const reset = () => {
    setFailure(null);
    setDocumentId(null);
  };

  const status = documentId ? (document?.status ?? 'QUEUED') : null;
  return { start, reset, failure, status, busy: sending || Boolean(documentId) };
}
