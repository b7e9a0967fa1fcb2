import type { EntityManager } from '../../db/orm.js';
import type { User } from '../accounts/user.entity.js';
import { ApiTokenMode } from './api-token-mode.js';
import { ApiToken } from './api-token.entity.js';
import { authenticateBearer, bearerSecret } from './api-token.service.js';
import {
  type RequestAllowance,
  type TokenCaller,
  countTokenRequest,
  refuseOverRequestLimit,
} from './token-limits.js';

/**
 * The caller an Authorization value names: null without one; 401 for a token that is unknown,
 * revoked or expired; 429 past the token's requests per minute (after `onAllowance` was told, so
 * the refusal carries the RateLimit headers too).
 */
export async function authenticateApiCaller(
  em: EntityManager,
  authorization: unknown,
  onAllowance?: (allowance: RequestAllowance) => void,
): Promise<{ user: User; caller: TokenCaller } | null> {
  const secret = bearerSecret(authorization);
  if (!secret) return null;
  const token = await authenticateBearer(em, secret);
  const caller: TokenCaller = {
    id: token.id,
    prefix: token.prefix,
    scopes: token.scopes,
    officeId: token.office?.id ?? null,
    test: token.mode === ApiTokenMode.TEST,
    requestsPerMinute: token.requestsPerMinute,
    costPerMinute: token.costPerMinute,
    stillValid: (reader) => tokenStillValid(reader, token.id),
  };
  const allowance = await countTokenRequest(em, caller);
  onAllowance?.(allowance);
  refuseOverRequestLimit(allowance);
  return { user: token.user, caller };
}

/** Whether a token is neither revoked nor expired now. */
async function tokenStillValid(em: EntityManager, tokenId: string): Promise<boolean> {
  const live = await em.count(ApiToken, {
    id: tokenId,
    revokedAt: null,
    $or: [{ expiresAt: null }, { expiresAt: { $gt: new Date() } }],
  });
  return live === 1;
}
