import { graphql } from '../../gql';

export const DistrictChoicesQuery = graphql(`
  query DistrictChoices {
    provinces {
      id
      districts {
        id
        slug
        nameNe
        nameEn
      }
    }
  }
`);
