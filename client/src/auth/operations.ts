import { graphql } from '../gql';

// Everything the signed-in screens read about the user; login returns the same shape so the
// cache can be filled without a second round trip.
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
    province
    district
    municipality
    municipalityType
    provinceId
    districtId
    localLevelId
    provinceSlug
    districtSlug
    profilePicUrl
    pendingEmail
    details {
      fullNameNe
      fullNameEn
      gender
      dateOfBirthBs
      fatherName
      motherName
      grandfatherName
      spouseName
      citizenshipNumber
      citizenshipIssueDistrict
      citizenshipIssueDateBs
      tole
    }
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
      messageCode
      params
    }
  }
`);
