import type { SubscriptionPlan } from '../gql/graphql';

// The server names the plans in English; a Nepali reader sees them transliterated.
const nepaliPlanNames: Record<SubscriptionPlan, string> = {
  basic: 'बेसिक',
  silver: 'सिल्भर',
  premium: 'प्रिमियम',
};

/** A plan's name in Nepali (a plan this build does not know stays as it came). */
export const nepaliPlanName = (plan: string): string => nepaliPlanNames[plan as SubscriptionPlan] ?? plan;
