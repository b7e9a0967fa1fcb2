import { graphql } from '../../gql';

export const VerifyEmailMutation = graphql(`
  mutation VerifyEmail($email: String!, $otp: String!) {
    verifyEmail(email: $email, otp: $otp) {
      status
      message
      messageCode
      params
      user {
        id
      }
    }
  }
`);
