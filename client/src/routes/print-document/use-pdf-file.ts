import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { CurrentDocument } from '../../documents/current-document';
import { DocumentQuery } from '../../documents/operations';
import { fetchPdf } from '../../documents/pdf-file';

export type PdfFile =
  | { state: 'loading'; progress: number | null }
  | { state: 'failed' }
  | { state: 'ready'; blob: Blob; objectUrl: string };

/**
 * The stored document's PDF as a blob (one download serves the viewer, Print and Download). The
 * stored signed link is tried first; once it has expired (15 minutes), document(id) signs a new one.
 */
export function usePdfFile(current: Pick<CurrentDocument, 'id' | 'downloadUrl'> | null): PdfFile {
  const client = useApolloClient();
  const [file, setFile] = useState<PdfFile>({ state: 'loading', progress: null });
  const id = current?.id;
  const storedUrl = current?.downloadUrl;

  useEffect(() => {
    if (!id) return;
    let cancelled = false;
    let objectUrl: string | null = null;
    const freshUrl = async () => {
      const result = await client.query({
        query: DocumentQuery,
        variables: { id },
        fetchPolicy: 'network-only',
      });
      const url = result.data?.document?.downloadUrl;
      if (!url) throw new Error('The document has no file.');
      return url;
    };
    // A share of the file, 0 to 1, for the skeleton's bar; null while its size is unknown.
    const onProgress = (loaded: number, total: number | null) => {
      if (!cancelled) setFile({ state: 'loading', progress: total ? Math.min(loaded / total, 1) : null });
    };
    setFile({ state: 'loading', progress: null });
    (async () => {
      let blob: Blob;
      try {
        blob = await fetchPdf(storedUrl ?? (await freshUrl()), onProgress);
      } catch {
        blob = await fetchPdf(await freshUrl(), onProgress);
      }
      if (cancelled) return;
      objectUrl = URL.createObjectURL(blob);
      setFile({ state: 'ready', blob, objectUrl });
    })().catch(() => {
      if (!cancelled) setFile({ state: 'failed' });
    });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [client, id, storedUrl]);

  return file;
}
