// The Word copy of a generated document (DOCX), saved for a deed writer to edit before printing.
import type { ApolloClient } from '@apollo/client';
import { DocumentQuery } from './operations';
import { fetchableUrl, saveBlob } from './pdf-file';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The PDF's name with .docx, as the server names the Word copy: 'जन्म-मिति-प्रमाणित-२०८३-०८-०८.docx'. */
const docxFileName = (pdfFileName: string) => `${pdfFileName.replace(/\.pdf$/i, '')}.docx`;

/**
 * Asks for a freshly signed link (the one on screen may have expired), fetches the Word copy and
 * saves it. The file is fetched rather than linked to: a browser ignores the download name of a
 * link to another host (a bucket), and a missed file must not be saved as a page of HTML.
 */
export async function saveDocx(client: ApolloClient, documentId: string): Promise<void> {
  const result = await client.query({
    query: DocumentQuery,
    variables: { id: documentId },
    fetchPolicy: 'network-only',
  });
  const document = result.data?.document;
  if (!document?.docxDownloadUrl) throw new Error('This document has no Word copy.');
  const response = await fetch(fetchableUrl(document.docxDownloadUrl), { credentials: 'omit' });
  if (!response.ok) throw new Error(`The Word file could not be fetched (${response.status}).`);
  if ((response.headers.get('content-type') ?? '').startsWith('text/html'))
    throw new Error('The link led to a page, not to the Word file.');
  const blob = await response.blob();
  saveBlob(blob.type ? blob : new Blob([blob], { type: DOCX_TYPE }), docxFileName(document.fileName));
}
