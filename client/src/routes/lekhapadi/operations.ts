import type { FormPlace } from '../../components/LocationForm/has-location';
import { graphql } from '../../gql';

export const WorksOfAreaQuery = graphql(`
  query WorksOfArea($serviceAreaId: Int!) {
    works(serviceAreaId: $serviceAreaId) {
      key
      nameNe
      nameEn
      price
    }
  }
`);

export const WorkFieldParts = graphql(`
  fragment WorkFieldParts on WorkField {
    key
    type
    labelNe
    labelEn
    required
    placeholder
    maxLength
    multiline
    min
    max
    integer
    pattern
    patternMessage
    dateRange
    options {
      value
      labelNe
      labelEn
    }
    minRows
    maxRows
    profileKey
    step
  }
`);

export const WorkFieldsQuery = graphql(`
  query WorkFields($workKey: String!, $provinceSlug: String!, $districtSlug: String!, $localLevel: String) {
    workFields(workKey: $workKey, provinceSlug: $provinceSlug, districtSlug: $districtSlug, localLevel: $localLevel) {
      ...WorkFieldParts
      columns {
        ...WorkFieldParts
      }
    }
    # The steps come in the same request: the guided form adds no round trip.
    work(key: $workKey) {
      key
      steps {
        key
        labelNe
        labelEn
      }
    }
  }
`);

/**
 * WorkFieldsQuery's variables: a work's form for a place. The generation screen asks with them,
 * and the dashboard asks ahead with the same, so the screen finds the answer in the cache.
 */
export const workFieldsVariables = (workKey: string, place: FormPlace | null) => ({
  workKey,
  provinceSlug: place?.provinceSlug ?? '',
  districtSlug: place?.districtSlug ?? '',
  localLevel: place?.localLevelId ? String(place.localLevelId) : null,
});

export const GenerateDocumentMutation = graphql(`
  mutation GenerateDocument($input: GenerateDocumentInput!) {
    generateDocument(input: $input) {
      ...GeneratedDocumentFields
    }
  }
`);

export const DocumentUpdatedSubscription = graphql(`
  subscription DocumentUpdated {
    documentUpdated {
      ...GeneratedDocumentFields
    }
  }
`);

export const SaveDetailsMutation = graphql(`
  mutation SaveProfileDetails($input: ProfileDetailsInput!) {
    updateProfileDetails(input: $input) {
      ...CurrentUserFields
    }
  }
`);

export const WorkEntitlementQuery = graphql(`
  query WorkEntitlement($workKey: String!, $officeId: ID) {
    work(key: $workKey) {
      key
      entitlement(officeId: $officeId) {
        ...WorkEntitlementFields
      }
    }
  }
`);
