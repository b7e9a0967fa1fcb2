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

/** What the print screen shows of a document opened by its address (/dashboard/printdocument/:id). */
export const PrintDocumentQuery = graphql(`
  query PrintDocument($id: ID!) {
    document(id: $id) {
      ...GeneratedDocumentFields
      place
    }
  }
`);
