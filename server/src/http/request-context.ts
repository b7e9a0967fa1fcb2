import { readerLanguage } from '../shared/reader-language.js';
import type { Request, Response } from 'express';
import type { RequestContext, Services, SessionCookie } from '../context.js';
import { entityManager } from '../db/orm.js';
import { findLiveSession } from '../modules/accounts/session.service.js';
import { sha256 } from '../modules/accounts/tokens.js';
import { authenticateApiCaller } from '../modules/api-tokens/token-authentication.js';
import type { RequestAllowance } from '../modules/api-tokens/token-limits.js';
import { createLocationLoaders } from '../modules/locations/location.loaders.js';
import { currentRequest } from '../request-scope.js';

const SESSION_COOKIE = 'lekhapadi_session';
const DEVICE_COOKIE = 'lekhapadi_device';

/** Reads a cookie from a raw Cookie header (WebSocket upgrades have no cookie parser). */
function cookieFromHeader(header: string | undefined, cookie: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === cookie) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export const sessionTokenFromHeader = (header: string | undefined) =>
  cookieFromHeader(header, SESSION_COOKIE);

/** Builds the context of one request: a forked EntityManager and the user its cookie names. */
export async function createRequestContext(
  services: Services,
  options: {
    ip: string;
    sessionToken?: string;
    deviceToken?: string;
    cookie: SessionCookie;
    /** The Authorization header (or the WebSocket's connection_init `Authorization`). */
    authorization?: unknown;
    /** Told a token's request allowance, before a request past it is refused. */
    onAllowance?: (allowance: RequestAllowance) => void;
    /** The Accept-Language header. */
    acceptLanguage?: string;
  },
): Promise<RequestContext> {
  const em = entityManager(services.orm);
  const request = currentRequest();
  const token = await authenticateApiCaller(em, options.authorization, options.onAllowance);
  // A token speaks for its owner alone: a session cookie sent beside it is ignored.
  const session = token ? null : await findLiveSession(em, options.sessionToken);
  const user = token?.user ?? session?.user ?? null;
  if (request && user) request.userId = user.id;
  return {
    em,
    services,
    ip: options.ip,
    user,
    sessionTokenHash: session ? sha256(options.sessionToken as string) : null,
    cookie: options.cookie,
    apiToken: token?.caller ?? null,
    deviceToken: options.deviceToken,
    loaders: createLocationLoaders(services.locations),
    logger: request?.logger ?? services.logger,
    language: readerLanguage(options.acceptLanguage),
  };
}

function cookieFor(services: Services, req: Request, res: Response): SessionCookie {
  const base = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: services.config.secureCookies || req.secure,
    path: '/',
  };
  return {
    set: (token, expiresAt) => res.cookie(SESSION_COOKIE, token, { ...base, expires: expiresAt }),
    clear: () => res.clearCookie(SESSION_COOKIE, base),
    setDevice: (token, expiresAt) => res.cookie(DEVICE_COOKIE, token, { ...base, expires: expiresAt }),
  };
}

export function requestContextFor(services: Services, req: Request, res: Response): Promise<RequestContext> {
  return createRequestContext(services, {
    ip: req.ip ?? 'unknown',
    sessionToken: sessionTokenFromHeader(req.headers.cookie),
    deviceToken: cookieFromHeader(req.headers.cookie, DEVICE_COOKIE),
    cookie: cookieFor(services, req, res),
    authorization: req.headers.authorization,
    acceptLanguage: req.get('accept-language'),
    onAllowance: (allowance) => {
      res.setHeader('RateLimit-Limit', String(allowance.limit));
      res.setHeader('RateLimit-Remaining', String(allowance.remaining));
      res.setHeader('RateLimit-Reset', String(allowance.resetSeconds));
    },
  });
}
