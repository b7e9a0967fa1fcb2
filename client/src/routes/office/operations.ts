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

export const OfficeUsageQuery = graphql(`
  query OfficeUsage($officeId: ID!, $month: String!) {
    officeUsage(officeId: $officeId, month: $month) {
      month
      documents
      freeDocumentsLeft
      plan
      planExpiresAt
      planDocuments
      planDocumentsLeft
      byMember {
        userId
        name
        documents
      }
      byWork {
        workKey
        nameNe
        nameEn
        documents
      }
      payments {
        id
        plan
        amount
        status
        paidBy
        createdAt
      }
    }
  }
`);
