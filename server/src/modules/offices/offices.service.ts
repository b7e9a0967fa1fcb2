import { LockMode } from '@mikro-orm/core';
import type { RequestContext } from '../../context.js';
import { publishMembershipEnded } from './membership-events.js';
import { AppError, badInput, notFound } from '../../errors.js';
import { requireUser } from '../accounts/current-user.js';
import { checkLocationConsistency } from '../locations/locations.catalog.js';
import { Office, OfficeMembership, OfficeRole } from './office.entities.js';
import { isUuid, officeAccess } from './office-policy.js';
import type { CreateOfficeInput } from './offices.inputs.js';
import {
  normaliseContactNumber,
  normaliseOfficeName,
  validateOfficeContact,
  validateOfficeNameEn,
  validateOfficeNameNe,
} from '../../shared/office-rules.js';

const REGISTRATION_PATTERN = /^[A-Za-z0-9०-९/-]{1,40}$/;

function cleanOfficeName(value: string, field: 'nameNe' | 'nameEn'): string {
  const said = field === 'nameNe' ? validateOfficeNameNe(value) : validateOfficeNameEn(value);
  if (said) throw badInput(field, said);
  return normaliseOfficeName(value);
}

/** Creates an office with the signed-in user as its first owner. */
export async function createOffice(ctx: RequestContext, input: CreateOfficeInput): Promise<OfficeMembership> {
  const user = requireUser(ctx);
  const nameNe = cleanOfficeName(input.nameNe, 'nameNe');
  const nameEn = cleanOfficeName(input.nameEn, 'nameEn');
  const registrationNumber = input.registrationNumber?.trim() || null;
  if (registrationNumber && !REGISTRATION_PATTERN.test(registrationNumber)) {
    throw badInput('registrationNumber', 'office.registrationNumber');
  }
  const contactSaid = validateOfficeContact(input.contactNumber);
  if (contactSaid) throw badInput('contactNumber', contactSaid);
  // Stored in ASCII digits (a phone number is compared and dialled as digits); the papers that
  // print it write it in Devanagari digits themselves.
  const contactNumber = normaliseContactNumber(input.contactNumber);
  const place = checkLocationConsistency({
    province: input.provinceId,
    district: input.districtId,
    localLevel: input.localLevelId,
    ward: input.ward,
  });
  if (!place.ok) {
    const fieldNames = {
      province: 'provinceId',
      district: 'districtId',
      localLevel: 'localLevelId',
      ward: 'ward',
    };
    const problems = place.problems.map((p) => ({ ...p, field: fieldNames[p.field] }));
    const [first] = problems;
    throw new AppError(
      'BAD_USER_INPUT',
      { code: first!.messageCode, params: first!.params },
      { field: first!.field, problems },
    );
  }
  const office = ctx.em.create(Office, {
    nameNe,
    nameEn,
    provinceId: place.province.id,
    districtId: place.district.id,
    localLevelId: place.localLevel.id,
    ward: place.ward,
    registrationNumber,
    contactNumber,
  });
  const membership = ctx.em.create(OfficeMembership, { office, user, role: OfficeRole.owner });
  await ctx.em.flush();
  return membership;
}

/** The signed-in user's memberships, oldest first: the offices they may switch to. */
export async function myMemberships(ctx: RequestContext): Promise<OfficeMembership[]> {
  const user = requireUser(ctx);
  return ctx.em.find(
    OfficeMembership,
    { user: user.id },
    { populate: ['office'], orderBy: { createdAt: 'asc', id: 'asc' } },
  );
}

/** An office the signed-in user belongs to. */
export async function memberOffice(ctx: RequestContext, officeId: string): Promise<Office> {
  return (await officeAccess(ctx, officeId, 'office.read')).office;
}

/** Everyone in an office, owners first; any member may see who else is. */
export async function officeMembers(ctx: RequestContext, officeId: string): Promise<OfficeMembership[]> {
  await officeAccess(ctx, officeId, 'office.read');
  const members = await ctx.em.find(
    OfficeMembership,
    { office: officeId },
    { populate: ['user', 'office'], orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  const rank = { owner: 0, writer: 1, viewer: 2 } as const;
  return members.sort((a, b) => rank[a.role] - rank[b.role]);
}

async function findMember(ctx: RequestContext, officeId: string, userId: string): Promise<OfficeMembership> {
  const member = isUuid(userId)
    ? await ctx.em.findOne(
        OfficeMembership,
        { office: officeId, user: userId },
        { populate: ['user', 'office'], refresh: true },
      )
    : null;
  if (!member) throw notFound('office.memberNotFound');
  return member;
}

/**
 * Runs a change to an office's members in one transaction that first locks the office row
 * (`select … for update`), so changes to one office's members queue one behind the other: two
 * owners removing each other, both stepping down or demoting each other at the same moment each
 * see the other's change, and the second is refused rather than leaving the office without an
 * owner. `work` gets a context whose EntityManager is the transaction's, and checks the caller's
 * standing afresh inside it (the caller may have been removed while they waited for the lock).
 */
async function withOfficeLocked<T>(
  ctx: RequestContext,
  officeId: string,
  work: (tx: RequestContext) => Promise<T>,
): Promise<T> {
  if (!isUuid(officeId)) throw notFound('office.notFound');
  return ctx.em.transactional(async (em) => {
    const office = await em.findOne(
      Office,
      { id: officeId },
      { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
    if (!office) throw notFound('office.notFound');
    return work({ ...ctx, em });
  });
}

/**
 * Refuses, with CONFLICT `office.lastOwner`, a change that would take `member` out of the owners
 * when they are the last one. Called with the office locked (withOfficeLocked), so the count is
 * the one the change commits against.
 */
async function keepAnOwner(ctx: RequestContext, member: OfficeMembership, field: string): Promise<void> {
  if (member.role !== OfficeRole.owner) return;
  const owners = await ctx.em.count(OfficeMembership, { office: member.office.id, role: OfficeRole.owner });
  if (owners <= 1) throw new AppError('CONFLICT', 'office.lastOwner', { field });
}

/** Owners change roles; the last owner stays an owner. */
export async function changeMemberRole(
  ctx: RequestContext,
  args: { officeId: string; userId: string; role: OfficeRole },
): Promise<OfficeMembership> {
  // The transaction's entities join ctx.em's identity map when it commits.
  return withOfficeLocked(ctx, args.officeId, async (tx) => {
    await officeAccess(tx, args.officeId, 'members.manage');
    const member = await findMember(tx, args.officeId, args.userId);
    if (args.role !== OfficeRole.owner) await keepAnOwner(tx, member, 'role');
    member.role = args.role;
    await tx.em.flush();
    return member;
  });
}

/**
 * Owners remove members; anyone may leave. The row is deleted, and every check reads the
 * membership afresh, so the removed member's next request is refused. The last owner can neither
 * leave nor be removed.
 */
export async function removeMember(
  ctx: RequestContext,
  args: { officeId: string; userId: string },
): Promise<boolean> {
  const user = requireUser(ctx);
  const leaving = args.userId === user.id;
  await withOfficeLocked(ctx, args.officeId, async (tx) => {
    await officeAccess(tx, args.officeId, leaving ? 'office.read' : 'members.manage');
    const member = await findMember(tx, args.officeId, args.userId);
    await keepAnOwner(tx, member, 'userId');
    await tx.em.remove(member).flush();
  });
  // Their open subscriptions to the office's documents end now (each event is checked anyway).
  await publishMembershipEnded(ctx.services.events, { officeId: args.officeId, userId: args.userId }).catch(
    (error: unknown) => ctx.logger.warn({ err: error }, 'membership event not published'),
  );
  return true;
}
