import type { RequestContext } from '../../context.js';
import type { EntityManager } from '../../db/orm.js';
import { newSessionToken, sha256 } from './tokens.js';
import { TrustedDevice } from './trusted-device.entity.js';
import type { User } from './user.entity.js';

const TRUSTED_DEVICE_DAYS = 180;

/** Gives this browser a device cookie for the account (or keeps the one it has for it). */
export async function rememberDevice(ctx: RequestContext, user: User): Promise<void> {
  if (await trustedDeviceHash(ctx, user)) return;
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + TRUSTED_DEVICE_DAYS * 86_400_000);
  ctx.em.create(TrustedDevice, { tokenHash: sha256(token), user, expiresAt });
  await ctx.em.flush();
  ctx.cookie.setDevice(token, expiresAt);
  ctx.deviceToken = token;
}

/** The hash of this browser's device cookie when it signed in to `user` before, else null. */
export async function trustedDeviceHash(ctx: RequestContext, user: User | null): Promise<string | null> {
  const token = ctx.deviceToken;
  if (!user || !token || token.length > 200) return null;
  const tokenHash = sha256(token);
  const device = await ctx.em.findOne(TrustedDevice, {
    tokenHash,
    user: user.id,
    expiresAt: { $gt: new Date() },
  });
  return device ? tokenHash : null;
}

/** After a recovery nobody's earlier browser is trusted any more: the attacker's may be among them. */
export async function forgetDevices(em: EntityManager, user: User): Promise<void> {
  await em.nativeDelete(TrustedDevice, { user });
}
