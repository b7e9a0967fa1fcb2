import type { RequestContext } from '../../context.js';
import { AppError, notFound } from '../../errors.js';
import { requireUser } from '../accounts/current-user.js';
import { Office, OfficeMembership, OfficeRole } from './office.entities.js';

// Who may do what in an office, in one place. Every service that touches an office's data asks
// `officeAccess` first, with the office id taken from the stored row it is about to read or change
// (a client's office, later a document's or a token's), never only from the request.

/** Everything a member can do in an office. Documents and tokens plug in here when they arrive. */
export type OfficeAction =
  | 'office.read'
  | 'members.manage'
  | 'billing.manage'
  | 'clients.read'
  | 'clients.write'
  | 'documents.read'
  | 'documents.generate'
  | 'tokens.manage';

const ROLE_ALLOWS: Readonly<Record<OfficeRole, ReadonlySet<OfficeAction>>> = {
  [OfficeRole.owner]: new Set<OfficeAction>([
    'office.read',
    'members.manage',
    'billing.manage',
    'clients.read',
    'clients.write',
    'documents.read',
    'documents.generate',
    'tokens.manage',
  ]),
  [OfficeRole.writer]: new Set<OfficeAction>([
    'office.read',
    'clients.read',
    'clients.write',
    'documents.read',
    'documents.generate',
  ]),
  [OfficeRole.viewer]: new Set<OfficeAction>(['office.read', 'clients.read', 'documents.read']),
};

/** The Nepali names of the roles, for messages that name one. */
export const ROLE_NAMES_NE: Readonly<Record<OfficeRole, string>> = {
  [OfficeRole.owner]: 'सञ्चालक',
  [OfficeRole.writer]: 'लेखक',
  [OfficeRole.viewer]: 'दर्शक',
};

export const roleAllows = (role: OfficeRole, action: OfficeAction): boolean => ROLE_ALLOWS[role].has(action);

/**
 * What an office's API token may do there: its scopes, mapped to the actions they stand for.
 * Members, billing and tokens stay with the people in the browser.
 */
// One scope, one action, as the gate in front (api-tokens/token-access.ts) matches scopes exactly.
const SCOPE_ALLOWS: Readonly<Record<string, readonly OfficeAction[]>> = {
  'clients:read': ['office.read', 'clients.read'],
  'clients:write': ['office.read', 'clients.write'],
  'documents:read': ['office.read', 'documents.read'],
  'documents:write': ['office.read', 'documents.generate'],
  // The office and its members; which fields each scope reads is api-tokens/token-access.ts's
  // officeFieldAccess.
  'members:read': ['office.read'],
};

const scopesAllow = (scopes: readonly string[], action: OfficeAction): boolean =>
  scopes.some((scope) => SCOPE_ALLOWS[scope]?.includes(action));

/**
 * A caller's standing in one office, as checked for this request: a member (with a role), or the
 * office's own API token (no membership, no role: its scopes decided).
 */
export interface OfficeAccess {
  office: Office;
  membership: OfficeMembership | null;
  role: OfficeRole | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (text: string) => UUID.test(text);

/**
 * The signed-in user's access to an office for one action. The membership is read from the
 * database on every call, so a removed member or a changed role counts from the next request on.
 * Someone outside the office learns nothing: to them every office is "not found". A member whose
 * role does not allow the action is FORBIDDEN.
 */
export async function officeAccess(
  ctx: RequestContext,
  officeId: string,
  action: OfficeAction,
): Promise<OfficeAccess> {
  const user = requireUser(ctx);
  if (ctx.apiToken) return tokenAccess(ctx, officeId, action);
  const membership = isUuid(officeId)
    ? await ctx.em.findOne(
        OfficeMembership,
        { office: officeId, user: user.id },
        { populate: ['office'], refresh: true },
      )
    : null;
  if (!membership) throw notFound('office.notFound');
  if (!roleAllows(membership.role, action)) {
    throw new AppError('FORBIDDEN', {
      code: 'office.roleForbids',
      params: { role: membership.role, roleNe: ROLE_NAMES_NE[membership.role] },
    });
  }
  return { office: membership.office as Office, membership, role: membership.role };
}

/**
 * An API token in an office: a person's own token reaches no office; an office's token reaches
 * its own office alone (any other is "not found"), for the actions its scopes stand for. It does
 * not lean on its creator's membership: the token keeps working after the creator leaves, until
 * an owner revokes it.
 */
async function tokenAccess(
  ctx: RequestContext,
  officeId: string,
  action: OfficeAction,
): Promise<OfficeAccess> {
  const token = ctx.apiToken;
  if (!token?.officeId || token.officeId !== officeId || !isUuid(officeId)) throw notFound('office.notFound');
  if (!scopesAllow(token.scopes, action)) {
    throw new AppError('FORBIDDEN', { code: 'office.tokenScopeForbids', params: { action } });
  }
  const office = await ctx.em.findOne(Office, { id: officeId });
  if (!office) throw notFound('office.notFound');
  return { office, membership: null, role: null };
}
