import { graphql } from '../../../gql';

// The annotation editor's operations, beside it (the print screen loads them with itself).

export const AnnotationVersionFields = graphql(`
  fragment AnnotationVersionFields on DocumentVersionType {
    id
    number
    createdAt
    downloadUrl
    annotations
  }
`);

/** The document's annotated versions, newest first, each with a freshly signed link. */
export const DocumentVersionsQuery = graphql(`
  query DocumentVersions($id: ID!) {
    document(id: $id) {
      id
      versions(first: 50) {
        ...AnnotationVersionFields
      }
    }
  }
`);

export const SaveAnnotationsMutation = graphql(`
  mutation SaveDocumentAnnotations($documentId: ID!, $annotations: [AnnotationInput!]!) {
    saveDocumentAnnotations(documentId: $documentId, annotations: $annotations) {
      ...AnnotationVersionFields
    }
  }
`);

export const MyStampImagesQuery = graphql(`
  query MyStampImages {
    myStampImages {
      id
      width
      height
      imageUrl
    }
  }
`);

export const UploadStampImageMutation = graphql(`
  mutation UploadStampImage($imageBase64: String!) {
    uploadStampImage(imageBase64: $imageBase64) {
      id
      width
      height
      imageUrl
    }
  }
`);
