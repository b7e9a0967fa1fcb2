import { graphql } from '../../gql';

export const OfficeClientsQuery = graphql(`
  query OfficeClients($officeId: ID!, $search: String, $after: String) {
    officeClients(officeId: $officeId, search: $search, first: 20, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          fullName
          fullNameEn
          fatherName
          citizenshipNumber
          possibleDuplicates {
            id
          }
        }
      }
    }
  }
`);

export const CreateOfficeClientMutation = graphql(`
  mutation CreateOfficeClient($officeId: ID!, $input: OfficeClientInput!) {
    createOfficeClient(officeId: $officeId, input: $input) {
      id
      fullName
    }
  }
`);
