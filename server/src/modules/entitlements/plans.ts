import { SubscriptionPlan } from '../accounts/user.entity.js';

/** Documents anyone may generate before paying (the payment panel shows from the 10th on). */
export const FREE_DOCUMENTS = 10;

export interface PlanTerms {
  plan: SubscriptionPlan;
  /** Price in rupees for one month. */
  price: number;
  /** Documents the plan allows in its month. */
  documents: number;
  nameEn: string;
}

/** The monthly plans (spec §9), in one place for pricing, payment and entitlement. */
export const PLANS: Record<SubscriptionPlan, PlanTerms> = {
  [SubscriptionPlan.basic]: { plan: SubscriptionPlan.basic, price: 100, documents: 100, nameEn: 'Basic' },
  [SubscriptionPlan.silver]: { plan: SubscriptionPlan.silver, price: 150, documents: 300, nameEn: 'Silver' },
  [SubscriptionPlan.premium]: {
    plan: SubscriptionPlan.premium,
    price: 250,
    documents: 500,
    nameEn: 'Premium',
  },
};

/** A plan covers one month from its payment. */
export function planPeriodEnd(start: Date): Date {
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}
