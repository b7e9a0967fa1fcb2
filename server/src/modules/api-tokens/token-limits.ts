import type { EntityManager } from '../../db/orm.js';
import { AppError } from '../../errors.js';
import { countInWindow, giveBack } from '../rate-limit/rate-limit.js';

/** The token a request authenticated with, as the rest of the request needs it. */
export interface TokenCaller {
  id: string;
  prefix: string;
  scopes: readonly string[];
  /** The office an office's token acts for; null for a person's own token. */
  officeId: string | null;
  /** A test token: the documents it generates are specimens. */
  test: boolean;
  requestsPerMinute: number;
  costPerMinute: number;
  /**
   * Whether the token is neither revoked nor expired now: asked again by what outlives the request
   * it was admitted with (a subscription's events, documents/event-document.ts).
   */
  stillValid(em: EntityManager): Promise<boolean>;
  /** What is left of the cost budget after this request's operation spent its cost (set once spent). */
  costBudget?: CostBudget;
}

/** The token's cost budget this minute, as `extensions.costBudget` tells it after each operation. */
export interface CostBudget {
  limit: number;
  remaining: number;
  resetSeconds: number;
}

/** What the RateLimit-* response headers say about a token's requests this minute. */
export interface RequestAllowance {
  limit: number;
  remaining: number;
  resetSeconds: number;
  /** This request went past the limit. */
  exceeded: boolean;
}

const WINDOW_SECONDS = 60;

/** Counts one request of the token (every instance shares the count): 429 past its limit. */
export async function countTokenRequest(em: EntityManager, token: TokenCaller): Promise<RequestAllowance> {
  const { hits, resetSeconds } = await countInWindow(em, `api-token:${token.id}:requests`, WINDOW_SECONDS);
  const limit = token.requestsPerMinute;
  return { limit, remaining: Math.max(0, limit - hits), resetSeconds, exceeded: hits > limit };
}

export function refuseOverRequestLimit(allowance: RequestAllowance): void {
  if (!allowance.exceeded) return;
  throw new AppError(
    'RATE_LIMITED',
    { code: 'token.requestsPerMinute', params: { limit: allowance.limit, seconds: allowance.resetSeconds } },
    { retryAfterSeconds: allowance.resetSeconds, budget: 'requestsPerMinute', limit: allowance.limit },
  );
}

/**
 * Spends an operation's cost from the token's budget for this minute, or refuses it (429 naming
 * the budget) without spending: a refused operation costs nothing, so a partner that waits gets on.
 */
export async function spendTokenCost(
  em: EntityManager,
  token: TokenCaller,
  cost: number,
): Promise<CostBudget | undefined> {
  if (cost <= 0) return undefined;
  const key = `api-token:${token.id}:cost`;
  const { hits, resetSeconds } = await countInWindow(em, key, WINDOW_SECONDS, cost);
  if (hits <= token.costPerMinute) {
    return { limit: token.costPerMinute, remaining: token.costPerMinute - hits, resetSeconds };
  }
  await giveBack(em, key, cost);
  throw new AppError(
    'RATE_LIMITED',
    {
      code: 'token.costPerMinute',
      params: { limit: token.costPerMinute, cost, seconds: resetSeconds },
    },
    { retryAfterSeconds: resetSeconds, budget: 'costPerMinute', limit: token.costPerMinute, cost },
  );
}
