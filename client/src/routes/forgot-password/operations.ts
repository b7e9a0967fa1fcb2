import { graphql } from '../../gql';

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String, $mobile: String) {
    requestPasswordReset(email: $email, mobile: $mobile) {
      status
      message
      messageCode
      params
    }
  }
`);
