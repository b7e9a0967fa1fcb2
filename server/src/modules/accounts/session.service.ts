import type { RequestContext, Services } from '../../context.js';
import type { EntityManager } from '../../db/orm.js';
import { readLiveSession } from './live-session-query.js';
import { announceSessionsEnded } from './session-events.js';
import { Session } from './session.entity.js';
import { newSessionToken, sha256 } from './tokens.js';
import { rememberDevice } from './trusted-devices.js';
import type { User } from './user.entity.js';

/**
 * Signs the user in on this browser with a brand-new session id (never reusing the one the
 * browser came with, which defeats session fixation); the old one is revoked. The browser is
 * remembered as one that signed in to this account (its device cookie).
 */
export async function startSession(ctx: RequestContext, user: User): Promise<void> {
  const { em, services } = ctx;
  if (ctx.sessionTokenHash) await revokeSession(ctx, ctx.sessionTokenHash);
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + services.config.SESSION_DAYS * 86_400_000);
  em.create(Session, { tokenHash: sha256(token), user, expiresAt, ip: ctx.ip.slice(0, 64) });
  await em.flush();
  ctx.cookie.set(token, expiresAt);
  ctx.sessionTokenHash = sha256(token);
  ctx.user = user;
  await rememberDevice(ctx, user);
}

export async function endSession(ctx: RequestContext): Promise<void> {
  if (ctx.sessionTokenHash) await revokeSession(ctx, ctx.sessionTokenHash);
  ctx.cookie.clear();
  ctx.sessionTokenHash = null;
  ctx.user = null;
}

async function revokeSession(ctx: { em: EntityManager; services: Services }, tokenHash: string) {
  await ctx.em.nativeUpdate(Session, { tokenHash, revokedAt: null }, { revokedAt: new Date() });
  await announceSessionsEnded(ctx.services.events, { tokenHash });
}

/** Ends every session of the account, on every instance, WebSockets included. */
export async function revokeAllSessions(ctx: { em: EntityManager; services: Services }, user: User) {
  await ctx.em.nativeUpdate(Session, { user, revokedAt: null }, { revokedAt: new Date() });
  await announceSessionsEnded(ctx.services.events, { userId: user.id });
}

/** The live session a cookie token names, with its user, or null. */
export async function findLiveSession(em: EntityManager, token: string | undefined) {
  if (!token || token.length > 200) return null;
  return readLiveSession(em, sha256(token), new Date());
}
