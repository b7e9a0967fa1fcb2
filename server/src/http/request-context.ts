import type { Request, Response } from 'express';
import type { RequestContext, Services, SessionCookie } from '../context.js';
import { entityManager } from '../db/orm.js';
import { findLiveSession } from '../modules/accounts/session.service.js';
import { sha256 } from '../modules/accounts/tokens.js';
import { createLocationLoaders } from '../modules/locations/location.loaders.js';

export const SESSION_COOKIE = 'lekhapadi_session';

/** Reads the session cookie from a raw Cookie header (WebSocket upgrades have no cookie parser). */
export function sessionTokenFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** Builds the context of one request: a forked EntityManager and the user its cookie names. */
export async function createRequestContext(
  services: Services,
  options: { ip: string; sessionToken?: string; cookie: SessionCookie },
): Promise<RequestContext> {
  const em = entityManager(services.orm);
  const session = await findLiveSession(em, options.sessionToken);
  return {
    em,
    services,
    ip: options.ip,
    user: session?.user ?? null,
    sessionTokenHash: session ? sha256(options.sessionToken as string) : null,
    cookie: options.cookie,
    loaders: createLocationLoaders(services.locations),
  };
}

export function cookieFor(services: Services, req: Request, res: Response): SessionCookie {
  const base = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: services.config.secureCookies || req.secure,
    path: '/',
  };
  return {
    set: (token, expiresAt) => res.cookie(SESSION_COOKIE, token, { ...base, expires: expiresAt }),
    clear: () => res.clearCookie(SESSION_COOKIE, base),
  };
}

export function requestContextFor(services: Services, req: Request, res: Response): Promise<RequestContext> {
  return createRequestContext(services, {
    ip: req.ip ?? 'unknown',
    sessionToken: sessionTokenFromHeader(req.headers.cookie),
    cookie: cookieFor(services, req, res),
  });
}
