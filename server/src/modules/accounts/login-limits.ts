import type { RequestContext } from '../../context.js';
import { consumeRateLimit, limits, refundRateLimit } from '../rate-limit/rate-limit.js';
import { type Identifier, identifierKey } from './account-input.js';
import { trustedDeviceHash } from './trusted-devices.js';
import type { User } from './user.entity.js';

/**
 * The login limits, which count failures only (each attempt is counted first and given back when
 * it succeeds, exact under concurrency): per client address, and per account, except that a
 * browser which signed in to the account before (its device cookie) is counted on its own. An
 * attacker's failures lock out the attacker's browsers, never the owner's.
 */
export async function countLoginAttempt(ctx: RequestContext, id: Identifier, account: User | null) {
  const device = await trustedDeviceHash(ctx, account);
  const keys: [string, { max: number; windowSeconds: number }][] = [
    [`login:ip:${ctx.ip}`, limits.loginPerIp],
    device
      ? [`login:device:${device}`, limits.loginPerDevice]
      : [`login:${identifierKey(id)}`, limits.loginPerAccount],
  ];
  const counted: string[] = [];
  try {
    for (const [key, limit] of keys) {
      counted.push(key);
      await consumeRateLimit(ctx.em, key, limit);
    }
  } catch (error) {
    // A refused attempt is no failure of the password: it does not count against the others.
    await Promise.all(counted.slice(0, -1).map((key) => refundRateLimit(ctx.em, key)));
    throw error;
  }
  return {
    /** The attempt succeeded: it does not count. */
    succeeded: () => Promise.all(counted.map((key) => refundRateLimit(ctx.em, key))).then(() => undefined),
  };
}
