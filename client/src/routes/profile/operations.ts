import { graphql } from '../../gql';

export const UpdateAccountMutation = graphql(`
  mutation UpdateAccount($name: String!, $email: String!) {
    updateAccount(name: $name, email: $email) {
      status
      message
    }
  }
`);

export const ConfirmEmailChangeMutation = graphql(`
  mutation ConfirmEmailChange($otp: String!) {
    confirmEmailChange(otp: $otp) {
      status
      message
    }
  }
`);

export const HistoryQuery = graphql(`
  query DocumentHistory($after: String) {
    documents(first: 10, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          status
          workNameNe
          workNameEn
          createdAt
        }
      }
    }
  }
`);
