import { graphql } from '../../gql';

export const VerifyEmailOtpMutation = graphql(`
  mutation VerifyEmailOtp($email: String!, $otp: String!) {
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

export const VerifyMobileOtpMutation = graphql(`
  mutation VerifyMobileOtp($mobile: String!, $otp: String!) {
    verifyMobile(mobile: $mobile, otp: $otp) {
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
