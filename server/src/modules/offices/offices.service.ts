import type { RequestContext } from '../../context.js';
import { publishMembershipEnded } from './membership-events.js';
import { AppError, badInput, notFound } from '../../errors.js';
import { requireUser } from '../accounts/current-user.js';
import { checkLocationConsistency } from '../locations/locations.catalog.js';
import { Office, OfficeMembership, OfficeRole } from './office.entities.js';
import { isUuid, officeAccess } from './office-policy.js';
import type { CreateOfficeInput } from './offices.inputs.js';

const OFFICE_NAME_MAX = 150;
const REGISTRATION_PATTERN = /^[A-Za-z0-9०-९/-]{1,40}$/;
const CONTACT_PATTERN = /^[0-9]{10}$/;

function cleanOfficeName(value: string, field: 'nameNe' | 'nameEn'): string {
  const text = value.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (!text) throw badInput(field, field === 'nameNe' ? 'office.nameNeRequired' : 'office.nameEnRequired');
  if (text.length > OFFICE_NAME_MAX) {
    throw badInput(field, { code: 'office.nameTooLong', params: { max: OFFICE_NAME_MAX } });
  }
  return text;
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
  const contactNumber = input.contactNumber.trim();
  if (!CONTACT_PATTERN.test(contactNumber)) throw badInput('contactNumber', 'office.contactNumber');
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
        { populate: ['user', 'office'] },
      )
    : null;
  if (!member) throw notFound('office.memberNotFound');
  return member;
}

/** Whether taking `member` out of the owners would leave the office with none. */
async function isLastOwner(ctx: RequestContext, member: OfficeMembership): Promise<boolean> {
  if (member.role !== OfficeRole.owner) return false;
  const owners = await ctx.em.count(OfficeMembership, { office: member.office.id, role: OfficeRole.owner });
  return owners <= 1;
}

/** Owners change roles; the last owner stays an owner. */
export async function changeMemberRole(
  ctx: RequestContext,
  args: { officeId: string; userId: string; role: OfficeRole },
): Promise<OfficeMembership> {
  await officeAccess(ctx, args.officeId, 'members.manage');
  const member = await findMember(ctx, args.officeId, args.userId);
  if (args.role !== OfficeRole.owner && (await isLastOwner(ctx, member))) {
    throw new AppError('CONFLICT', 'office.lastOwner', { field: 'role' });
  }
  member.role = args.role;
  await ctx.em.flush();
  return member;
}

/**
 * Owners remove members; anyone may leave. The row is deleted, and every check reads the
 * membership afresh, so the removed member's next request is refused.
 */
export async function removeMember(
  ctx: RequestContext,
  args: { officeId: string; userId: string },
): Promise<boolean> {
  const user = requireUser(ctx);
  const leaving = args.userId === user.id;
  await officeAccess(ctx, args.officeId, leaving ? 'office.read' : 'members.manage');
  const member = await findMember(ctx, args.officeId, args.userId);
  if (await isLastOwner(ctx, member)) throw new AppError('CONFLICT', 'office.lastOwner', { field: 'userId' });
  await ctx.em.remove(member).flush();
  // Their open subscriptions to the office's documents end now (each event is checked anyway).
  await publishMembershipEnded(ctx.services.events, { officeId: args.officeId, userId: args.userId }).catch(
    (error: unknown) => ctx.logger.warn({ err: error }, 'membership event not published'),
  );
  return true;
}
