import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { fetchPdf } from '../../../documents/pdf-file';
import { DocumentVersionsQuery } from './operations';

export interface PrintableFile {
  blob: Blob;
  objectUrl: string;
  /** The version's number; 0 is the original. */
  version: number;
}

/**
 * What Print and Download give: the latest annotated version once there is one (fetched when a
 * save makes a new one), else the original the viewer already holds.
 */
export function usePrintableFile(
  documentId: string,
  original: { blob: Blob; objectUrl: string } | null,
): PrintableFile | null {
  const { data } = useQuery(DocumentVersionsQuery, {
    variables: { id: documentId },
    fetchPolicy: 'cache-first',
  });
  const latest = data?.document?.versions[0] ?? null;
  const [file, setFile] = useState<PrintableFile | null>(null);
  const latestId = latest?.id;
  const latestUrl = latest?.downloadUrl;
  const latestNumber = latest?.number ?? 0;

  // A new version has a new id; a refetch re-signs the same version's link without a new file.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the version, not by its link
  useEffect(() => {
    if (!latestId || !latestUrl) {
      setFile(null);
      return;
    }
    let cancelled = false;
    let objectUrl: string | null = null;
    fetchPdf(latestUrl)
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setFile({ blob, objectUrl, version: latestNumber });
      })
      .catch(() => {
        if (!cancelled) setFile(null);
      });
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [latestId]);

  if (latestId) return file && file.version === latestNumber ? file : null;
  return original ? { ...original, version: 0 } : null;
}
