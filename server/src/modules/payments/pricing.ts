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
/** The plans' names as a Nepali reader sees them (transliterated). */
const planNamesNe: Record<SubscriptionPlan, string> = {
  [SubscriptionPlan.basic]: 'बेसिक',
  [SubscriptionPlan.silver]: 'सिल्भर',
  [SubscriptionPlan.premium]: 'प्रिमियम',
};

export function priceOf(purchase: Purchase): {
  amount: number;
  /** For the provider's records (Khalti's purchase_order_name). */
  name: string;
  nameEn: string;
  nameNe: string;
  workKey: string | null;
  plan: SubscriptionPlan | null;
} {
  if (purchase.workKey && purchase.plan) throw badInput('plan', 'payment.bothKinds');
  if (purchase.plan) {
    const plan = purchase.plan.toLowerCase() as SubscriptionPlan;
    if (!Object.values(SubscriptionPlan).includes(plan)) throw badInput('plan', 'payment.unknownPlan');
    return {
      amount: PLANS[plan].price,
      name: `${PLANS[plan].nameEn} plan (1 month)`,
      nameEn: PLANS[plan].nameEn,
      nameNe: planNamesNe[plan],
      workKey: null,
      plan,
    };
  }
  if (purchase.workKey) {
    const work = findWork(purchase.workKey);
    if (!work) throw badInput('work', { code: 'work.notFound', params: { work: purchase.workKey } });
    return {
      amount: work.price,
      name: work.nameEn,
      nameEn: work.nameEn,
      nameNe: work.nameNe,
      workKey: work.key,
      plan: null,
    };
  }
  throw badInput('work', 'payment.nothing');
}
