import { randomBytes, randomUUID } from 'node:crypto';
import type { RequestContext } from '../../context.js';
import type { EntityManager } from '../../db/orm.js';
import { AppError, badInput, notFound } from '../../errors.js';
import {
  API_TOKEN_MAX_DAYS,
  API_TOKEN_NAME_MAX,
  API_TOKEN_PREFIX,
  API_TOKEN_VISIBLE_CHARACTERS,
  type ApiTokenScope,
  OFFICE_TOKEN_SCOPES,
  PERSONAL_TOKEN_SCOPES,
  isApiTokenScope,
} from '../../shared/api-token-scopes.js';
import { requireUser } from '../accounts/current-user.js';
import { sha256 } from '../accounts/tokens.js';
import type { Office } from '../offices/office.entities.js';
import { isUuid, officeAccess } from '../offices/office-policy.js';
import { API_TOKEN_TEST_PREFIX } from '../../shared/api-token-mode.js';
import { ApiToken } from './api-token.entity.js';
import { ApiTokenMode } from './api-token-mode.js';

/** Last use is written at most this often per token: not one UPDATE per request. */
const LAST_USED_RESOLUTION_MS = 60_000;

export interface NewApiToken {
  name: string;
  scopes: readonly string[];
  expiresAt?: Date | null;
  /** Make it an office's token (the caller must be allowed tokens.manage there). */
  officeId?: string | null;
  /** TEST: its documents are specimens; LIVE when absent. */
  mode?: ApiTokenMode | null;
}

/** A person in the browser makes a token; the secret is returned this once and never again. */
export async function createApiToken(
  ctx: RequestContext,
  input: NewApiToken,
): Promise<{ token: ApiToken; secret: string }> {
  const user = requireUser(ctx);
  const name = input.name.trim();
  if (!name) throw badInput('name', 'token.nameRequired');
  if (name.length > API_TOKEN_NAME_MAX) {
    throw badInput('name', { code: 'token.nameTooLong', params: { max: API_TOKEN_NAME_MAX } });
  }
  const office = input.officeId ? (await officeAccess(ctx, input.officeId, 'tokens.manage')).office : null;
  const scopes = [...new Set(input.scopes)].filter(isApiTokenScope);
  if (scopes.length === 0) throw badInput('scopes', 'token.scopesRequired');
  // An office's token holds the office's scopes only; a person's token has no use for clients.
  const allowed = office ? OFFICE_TOKEN_SCOPES : PERSONAL_TOKEN_SCOPES;
  const misplaced = scopes.find((scope) => !allowed.includes(scope));
  if (misplaced) {
    throw badInput('scopes', {
      code: office ? 'token.scopeNotForOffice' : 'token.scopeNeedsOffice',
      params: { scope: misplaced },
    });
  }
  const expiresAt = input.expiresAt ?? null;
  if (expiresAt && expiresAt.getTime() <= Date.now()) throw badInput('expiresAt', 'token.expiryPast');
  if (expiresAt && expiresAt.getTime() > Date.now() + API_TOKEN_MAX_DAYS * 86_400_000) {
    throw badInput('expiresAt', { code: 'token.expiryTooFar', params: { days: API_TOKEN_MAX_DAYS } });
  }
  const mode = input.mode ?? ApiTokenMode.LIVE;
  const start = mode === ApiTokenMode.TEST ? API_TOKEN_TEST_PREFIX : API_TOKEN_PREFIX;
  const secret = `${start}${randomBytes(30).toString('base64url')}`;
  const token = ctx.em.create(ApiToken, {
    id: randomUUID(),
    user,
    office,
    name,
    mode,
    prefix: secret.slice(0, start.length + API_TOKEN_VISIBLE_CHARACTERS),
    tokenHash: sha256(secret),
    scopes: scopes satisfies ApiTokenScope[],
    requestsPerMinute: ctx.services.config.API_TOKEN_REQUESTS_PER_MINUTE,
    costPerMinute: ctx.services.config.API_TOKEN_COST_PER_MINUTE,
    expiresAt,
  });
  await ctx.em.flush();
  return { token, secret };
}

/**
 * The signed-in user's own tokens, or an office's (for those allowed tokens.manage there, whoever
 * made each), newest first, revoked ones included (their history matters).
 */
export async function listApiTokens(ctx: RequestContext, officeId?: string | null): Promise<ApiToken[]> {
  const user = requireUser(ctx);
  const whose = officeId
    ? { office: (await officeAccess(ctx, officeId, 'tokens.manage')).office }
    : { user, office: null };
  return ctx.em.find(ApiToken, whose, { orderBy: { createdAt: 'desc', id: 'asc' } });
}

/** An office's token is revoked by the office's owners (its creator may have left); a person's by them. */
export async function revokeApiToken(ctx: RequestContext, id: string): Promise<ApiToken> {
  const user = requireUser(ctx);
  const token = isUuid(id) ? await ctx.em.findOne(ApiToken, { id }) : null;
  if (!token) throw notFound('token.notFound');
  if (token.office) {
    await officeAccess(ctx, (token.office as Office).id, 'tokens.manage').catch(() => {
      throw notFound('token.notFound');
    });
  } else if (token.user.id !== user.id) {
    throw notFound('token.notFound');
  }
  token.revokedAt ??= new Date();
  await ctx.em.flush();
  return token;
}

/** The token an `Authorization: Bearer …` value names, or 401 saying why not. */
export async function authenticateBearer(em: EntityManager, secret: string): Promise<ApiToken> {
  if (!secret.startsWith(API_TOKEN_PREFIX) || secret.length > 200) {
    throw new AppError('UNAUTHENTICATED', 'token.unknown');
  }
  const token = await em.findOne(ApiToken, { tokenHash: sha256(secret) }, { populate: ['user'] });
  if (!token) throw new AppError('UNAUTHENTICATED', 'token.unknown');
  if (token.revokedAt) throw new AppError('UNAUTHENTICATED', 'token.revoked');
  if (token.expiresAt && token.expiresAt.getTime() <= Date.now()) {
    throw new AppError('UNAUTHENTICATED', 'token.expired');
  }
  const now = Date.now();
  if (!token.lastUsedAt || now - token.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    // Straight to the table: the loaded entity stays clean, so no later flush writes it again.
    await em.nativeUpdate(ApiToken, { id: token.id }, { lastUsedAt: new Date(now) });
  }
  return token;
}

/** The secret of an Authorization header value; undefined without one, 401 when it is no Bearer. */
export function bearerSecret(header: unknown): string | undefined {
  if (header === undefined || header === null || header === '') return undefined;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match?.[1]) throw new AppError('UNAUTHENTICATED', 'token.malformed');
  return match[1];
}
