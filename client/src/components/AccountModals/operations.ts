import { graphql } from '../../gql';

export const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      status
      message
      messageCode
      params
      verificationRequired
      user {
        ...CurrentUserFields
      }
    }
  }
`);

export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      status
      message
      messageCode
      params
    }
  }
`);
