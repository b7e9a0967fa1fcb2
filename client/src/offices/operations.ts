import { graphql } from '../gql';

/** A client as the generation form is filled from them. */
export const ClientChoiceFields = graphql(`
  fragment ClientChoiceFields on OfficeClient {
    id
    fullName
    fullNameEn
    gender
    dateOfBirthBs
    fatherName
    motherName
    grandfatherName
    spouseName
    tole
    citizenshipNumber
    citizenshipIssueDistrict
    citizenshipIssueDateBs
    mobile
    provinceSlug
    districtSlug
    localLevelId
    addressNe
  }
`);

export const ClientChoicesQuery = graphql(`
  query ClientChoices($officeId: ID!, $search: String) {
    officeClients(officeId: $officeId, search: $search, first: 20) {
      edges {
        node {
          ...ClientChoiceFields
        }
      }
    }
  }
`);
