import { badInput } from '../../errors.js';
import { SubscriptionPlan } from '../accounts/user.entity.js';
import { PLANS } from '../entitlements/plans.js';
import { findWork } from '../works/index.js';

export interface Purchase {
  workKey?: string | null;
  plan?: string | null;
}

/**
 * What the server charges for a purchase: one document of a work at its price, or a plan at its
 * monthly price. Whatever amount a browser sends is never read.
 */
export function priceOf(purchase: Purchase): {
  amount: number;
  name: string;
  workKey: string | null;
  plan: SubscriptionPlan | null;
} {
  if (purchase.workKey && purchase.plan)
    throw badInput('plan', 'Buy either one document or a plan, not both.');
  if (purchase.plan) {
    const plan = purchase.plan.toLowerCase() as SubscriptionPlan;
    if (!Object.values(SubscriptionPlan).includes(plan))
      throw badInput('plan', 'plan must be basic, silver or premium');
    return { amount: PLANS[plan].price, name: `${PLANS[plan].nameEn} plan (1 month)`, workKey: null, plan };
  }
  if (purchase.workKey) {
    const work = findWork(purchase.workKey);
    if (!work) throw badInput('work', `No work called "${purchase.workKey}".`);
    return { amount: work.price, name: work.nameEn, workKey: work.key, plan: null };
  }
  throw badInput('work', 'Say what is bought: a work or a plan.');
}
