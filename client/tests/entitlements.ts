import type { WorkEntitlementFieldsFragment } from '../src/gql/graphql';

const PLANS = [
  { __typename: 'Plan', plan: 'basic', nameEn: 'Basic', price: 100, documents: 100 },
  { __typename: 'Plan', plan: 'silver', nameEn: 'Silver', price: 150, documents: 300 },
  { __typename: 'Plan', plan: 'premium', nameEn: 'Premium', price: 250, documents: 500 },
] as unknown as WorkEntitlementFieldsFragment['plans'];

/** A work's entitlement answer as the API returns it: by default, must pay for one document. */
export function buildEntitlement(
  overrides: Partial<WorkEntitlementFieldsFragment> = {},
): WorkEntitlementFieldsFragment & { __typename: 'WorkEntitlement' } {
  return {
    __typename: 'WorkEntitlement',
    canGenerate: false,
    paidBy: null,
    reason: 'FREE_DOCUMENTS_USED',
    price: 40,
    documentCount: 12,
    freeDocumentsLeft: 0,
    freeDocuments: 10,
    planDocumentsLeft: null,
    planDocuments: null,
    paymentProviders: ['ESEWA', 'KHALTI'],
    plans: PLANS,
    ...overrides,
  };
}

/** The answer for someone who can generate (free documents left unless told otherwise). */
export const canGenerate = (overrides: Partial<WorkEntitlementFieldsFragment> = {}) =>
  buildEntitlement({
    canGenerate: true,
    paidBy: 'FREE',
    reason: null,
    documentCount: 0,
    freeDocumentsLeft: 10,
    paymentProviders: [],
    plans: [],
    ...overrides,
  });
