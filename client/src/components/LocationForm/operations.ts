import { graphql } from '../../gql';

export const ProvincesQuery = graphql(`
  query Provinces {
    provinces {
      id
      nameNe
      nameEn
    }
  }
`);

export const DistrictsQuery = graphql(`
  query ProvinceDistricts($id: Int!) {
    province(id: $id) {
      id
      districts {
        id
        nameNe
        nameEn
      }
    }
  }
`);

export const LocalLevelsQuery = graphql(`
  query DistrictLocalLevels($id: Int!) {
    district(id: $id) {
      id
      localLevels {
        id
        nameNe
        nameEn
        typeLabelNe
        wardCount
      }
    }
  }
`);

export const UpdateLocationMutation = graphql(`
  mutation UpdateLocation($input: UpdateLocationInput!) {
    updateLocation(input: $input) {
      ...CurrentUserFields
    }
  }
`);
