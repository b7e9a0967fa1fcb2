import type { WebSocket } from 'ws';
import type { Services } from '../context.js';
import { entityManager } from '../db/orm.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { SESSIONS_ENDED_TOPIC, type SessionsEnded } from '../modules/accounts/session-events.js';
import { findLiveSession } from '../modules/accounts/session.service.js';
import { sha256 } from '../modules/accounts/tokens.js';

/** The close code a socket gets when its session ends (4401: graphql-ws's range for apps). */
const SESSION_ENDED_CLOSE_CODE = 4401;

interface SocketOwner {
  tokenHash: string;
  userId: string;
}

/**
 * The WebSockets this instance holds for signed-in sessions. When a session ends anywhere (logout,
 * password reset, recovery: the event bus tells every instance), its sockets close at once, and
 * with them every subscription they carried.
 */
export function createSessionSockets(services: Services) {
  const sockets = new Map<WebSocket, SocketOwner>();
  const ended = services.events.subscribe<SessionsEnded>(SESSIONS_ENDED_TOPIC);
  const matches = (owner: SocketOwner, event: SessionsEnded) =>
    'tokenHash' in event ? owner.tokenHash === event.tokenHash : owner.userId === event.userId;

  void (async () => {
    for await (const event of ended) {
      for (const [socket, owner] of sockets) {
        if (matches(owner, event)) socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
      }
    }
  })().catch((error) => services.logger.error({ err: error }, 'session socket watch stopped'));

  return {
    /** Notes which session opened this socket (none for a visitor's). */
    async track(socket: WebSocket, sessionToken: string | undefined): Promise<void> {
      if (!sessionToken) return;
      let userId = '';
      try {
        const session = await findLiveSession(entityManager(services.orm), sessionToken);
        if (!session) return;
        userId = session.user.id;
      } catch (error) {
        // With the database away the socket still opens, so that its operations can answer
        // SERVICE_UNAVAILABLE; it is watched by its session alone until it is used again (every
        // operation checks the session anew).
        if (!isDatabaseUnavailable(error)) throw error;
      }
      sockets.set(socket, { tokenHash: sha256(sessionToken), userId });
      socket.once('close', () => sockets.delete(socket));
    },
    async close(): Promise<void> {
      await ended.return?.();
    },
  };
}
