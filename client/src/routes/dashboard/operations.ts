import { graphql } from '../../gql';

export const ServiceAreasQuery = graphql(`
  query ServiceAreas {
    serviceAreas {
      id
      nameEn
      nameNe
      imageUrl
      route
      comingSoon
    }
  }
`);
