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
