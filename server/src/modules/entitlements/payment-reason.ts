import { registerEnumType } from 'type-graphql';

/** Why nothing pays for one more document of a work. */
export enum PaymentReason {
  /** The free documents are used and there is no plan. */
  FREE_DOCUMENTS_USED = 'FREE_DOCUMENTS_USED',
  /** The active plan's documents for this month are used. */
  PLAN_DOCUMENTS_USED = 'PLAN_DOCUMENTS_USED',
  /** The free documents are used and the plan's month has ended. */
  PLAN_EXPIRED = 'PLAN_EXPIRED',
}
registerEnumType(PaymentReason, {
  name: 'PaymentReason',
  description: 'Why the user must pay before generating this work.',
  valuesConfig: {
    FREE_DOCUMENTS_USED: { description: 'The free documents are used and there is no plan.' },
    PLAN_DOCUMENTS_USED: { description: 'The active plan’s documents for this month are used.' },
    PLAN_EXPIRED: { description: 'The free documents are used and the plan’s month has ended.' },
  },
});
