import { graphql } from '../../gql';

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      status
      message
      messageCode
      params
    }
  }
`);
