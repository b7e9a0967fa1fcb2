import type { User } from './user.entity.js';

/** A plan counts only for the month it was paid for. */
export function hasActiveSubscription(user: User, now = new Date()): boolean {
  return (
    user.subscriptionPlan != null && user.subscriptionExpiresAt != null && user.subscriptionExpiresAt > now
  );
}
