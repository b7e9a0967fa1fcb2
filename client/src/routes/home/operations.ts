import { graphql } from '../../gql';

export const WorkCatalogueQuery = graphql(`
  query WorkCatalogue {
    works {
      key
      nameNe
      nameEn
      category
      generatedCount
    }
  }
`);

export const SendContactMessageMutation = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      status
      message
      messageCode
      params
    }
  }
`);
