import { graphql } from '../gql';

// Everything the signed-in screens read about the user; login returns the same shape so the
// cache can be filled without a second round trip. (Profile picture and the location fields join
// this fragment once the schema has them.)
export const CurrentUserFields = graphql(`
  fragment CurrentUserFields on User {
    id
    name
    email
    mobile
    emailVerified
    mobileVerified
    documentTokens
    isSubscribed
    subscriptionPlan
    documentCount
    ward
  }
`);

export const MeQuery = graphql(`
  query Me {
    me {
      ...CurrentUserFields
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout {
    logout {
      status
      message
    }
  }
`);
