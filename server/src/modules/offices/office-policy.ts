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

/** A member's standing in one office, as checked for this request. */
export interface OfficeAccess {
  office: Office;
  membership: OfficeMembership;
  role: OfficeRole;
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
  // A personal API token acts for its owner alone and reaches no office (office tokens, with
  // scopes of their own, are still to come).
  if (ctx.apiToken) throw notFound('office.notFound');
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
