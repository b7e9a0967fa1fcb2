import { graphql } from '../../gql';

export const MyOfficesQuery = graphql(`
  query MyOffices {
    myOffices {
      role
      office {
        id
        nameNe
        nameEn
      }
    }
  }
`);
