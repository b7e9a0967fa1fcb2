import { graphql } from '../../gql';

export const ServicesCatalogueQuery = graphql(`
  query ServicesCatalogue {
    serviceAreas {
      id
      nameEn
      nameNe
      route
      comingSoon
    }
    works {
      key
      nameNe
      nameEn
      category
      serviceAreaId
      price
    }
  }
`);
