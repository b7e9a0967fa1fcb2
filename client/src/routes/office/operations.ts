import { graphql } from '../../gql';

export const OfficeTeamQuery = graphql(`
  query OfficeTeam($id: ID!) {
    office(id: $id) {
      id
      nameNe
      nameEn
      myRole
      members {
        id
        userId
        name
        role
      }
    }
  }
`);

export const CreateOfficeMutation = graphql(`
  mutation CreateOffice($input: CreateOfficeInput!) {
    createOffice(input: $input) {
      role
      office {
        id
        nameNe
        nameEn
      }
    }
  }
`);

export const InviteMemberMutation = graphql(`
  mutation InviteMember($input: InviteMemberInput!) {
    inviteMember(input: $input) {
      id
      email
      role
    }
  }
`);
