import { graphql } from '../gql';

// What every screen that follows or shows a generated document reads about it.
export const GeneratedDocumentFields = graphql(`
  fragment GeneratedDocumentFields on GeneratedDocument {
    id
    status
    workKey
    workNameNe
    workNameEn
    createdAt
    failureReason
    downloadUrl
    docxDownloadUrl
    fileName
  }
`);

/** One of the user's documents; each answer carries a freshly signed downloadUrl. */
export const DocumentQuery = graphql(`
  query DocumentById($id: ID!) {
    document(id: $id) {
      ...GeneratedDocumentFields
    }
  }
`);

/**
 * The PDF a person means when they print or download a document from a list: its newest annotated
 * version when there is one (as the viewer's Print and Download give), else the original. Both
 * links freshly signed.
 */
export const LatestPdfQuery = graphql(`
  query LatestPdf($id: ID!) {
    document(id: $id) {
      id
      fileName
      downloadUrl
      versions(first: 1) {
        id
        number
        downloadUrl
      }
    }
  }
`);

/** What the print screen shows of a document opened by its address (/dashboard/printdocument/:id). */
export const PrintDocumentQuery = graphql(`
  query PrintDocument($id: ID!) {
    document(id: $id) {
      ...GeneratedDocumentFields
      place
    }
  }
`);
