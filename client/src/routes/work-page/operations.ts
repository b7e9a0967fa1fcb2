import { graphql } from '../../gql';

export const WorkPageQuery = graphql(`
  query WorkPage($key: String!) {
    work(key: $key) {
      key
      nameNe
      nameEn
      category
      serviceAreaId
      descriptionNe
      descriptionEn
      signerNe
      signerEn
      officeNe
      officeEn
      price
      steps {
        key
        labelNe
        labelEn
      }
      fields {
        key
        labelNe
        labelEn
        required
        step
      }
    }
    serviceAreas {
      id
      route
    }
  }
`);
