import { graphql } from '../../gql';

// The server's answer to "can this user generate this work now?"; the panel shows only this.
export const WorkEntitlementFields = graphql(`
  fragment WorkEntitlementFields on WorkEntitlement {
    canGenerate
    paidBy
    reason
    price
    documentCount
    freeDocumentsLeft
    freeDocuments
    planDocumentsLeft
    planDocuments
    paymentProviders
    plans {
      plan
      nameEn
      price
      documents
    }
  }
`);
