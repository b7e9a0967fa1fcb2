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

/** The latest documents' works, for the dashboard's "make again" links (recent-works.ts). */
export const RecentWorksQuery = graphql(`
  query RecentWorks {
    documents(first: 10) {
      edges {
        node {
          id
          workKey
          workNameNe
          workNameEn
          serviceAreaId
        }
      }
    }
  }
`);

/** What is left to generate: the person's own, or the active office's (its plan pays there). */
export const AllowanceQuery = graphql(`
  query Allowance($officeId: ID) {
    allowance(officeId: $officeId) {
      freeDocuments
      freeDocumentsLeft
      plan
      planDocuments
      planDocumentsLeft
    }
  }
`);
