import { graphql } from '../../gql';

export const AcceptInvitationMutation = graphql(`
  mutation AcceptInvitation($token: String!) {
    acceptInvitation(token: $token) {
      role
      office {
        id
        nameNe
        nameEn
      }
    }
  }
`);
