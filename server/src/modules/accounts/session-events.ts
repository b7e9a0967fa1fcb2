import type { EventBus } from '../../events/event-bus.js';

/**
 * "These sessions ended" (a logout, a password reset, a recovery), told to every server instance
 * through the event bus, so each closes the WebSockets those sessions opened (graphql/session-sockets.ts).
 */
export const SESSIONS_ENDED_TOPIC = 'sessions-ended';

/** One session by the hash of its token, or every session of one account. */
export type SessionsEnded = { tokenHash: string } | { userId: string };

export function announceSessionsEnded(events: EventBus, ended: SessionsEnded): Promise<void> {
  return events.publish(SESSIONS_ENDED_TOPIC, ended);
}
