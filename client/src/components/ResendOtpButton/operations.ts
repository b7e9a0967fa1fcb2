import { graphql } from '../../gql';

export const ResendOtpMutation = graphql(`
  mutation ResendOtp($email: String, $mobile: String) {
    resendOtp(email: $email, mobile: $mobile) {
      status
      message
      messageCode
      params
    }
  }
`);
