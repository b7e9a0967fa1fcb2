import type { EventBus } from '../../events/event-bus.js';

/** Said when a member leaves or is removed from an office: their open office subscriptions end. */
export interface MembershipEnded {
  officeId: string;
  userId: string;
}

export const membershipTopic = (userId: string) => `memberships:${userId}`;

export const publishMembershipEnded = (events: Pick<EventBus, 'publish'>, ended: MembershipEnded) =>
  events.publish(membershipTopic(ended.userId), ended);
