import { randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { RequestContext, Services } from '../../context.js';
import { AppError, badInput, forbidden } from '../../errors.js';
import { cleanIdentifier } from '../accounts/account-input.js';
import { requireUser } from '../accounts/current-user.js';
import { sha256 } from '../accounts/tokens.js';
import type { User } from '../accounts/user.entity.js';
import { type Office, OfficeInvitation, OfficeMembership } from './office.entities.js';
import { ROLE_NAMES_NE, officeAccess } from './office-policy.js';
import type { InviteMemberInput } from './offices.inputs.js';

/** An invitation is good for a week: long enough to be seen, short enough that a lost one dies. */
const INVITATION_TTL_DAYS = 7;

/** Owners invite by e-mail or SMS; the token travels only in the message. */
export async function inviteMember(ctx: RequestContext, input: InviteMemberInput): Promise<OfficeInvitation> {
  const user = requireUser(ctx);
  const { office } = await officeAccess(ctx, input.officeId, 'members.manage');
  const target = cleanIdentifier(input);
  const token = randomBytes(32).toString('base64url');
  const invitation = ctx.em.create(OfficeInvitation, {
    office,
    email: target.kind === 'email' ? target.email : null,
    mobile: target.kind === 'mobile' ? target.mobile : null,
    role: input.role,
    tokenHash: sha256(token),
    invitedBy: user,
    expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000),
  });
  await ctx.em.flush();
  await sendInvitation(ctx.services, invitation, office, user, token);
  return invitation;
}

async function sendInvitation(
  services: Services,
  invitation: OfficeInvitation,
  office: Office,
  inviter: User,
  token: string,
): Promise<void> {
  const link = new URL('/offices/join', services.config.PUBLIC_URL);
  link.searchParams.set('token', token);
  const roleNe = ROLE_NAMES_NE[invitation.role];
  if (invitation.mobile) {
    await services.sms.send({
      to: invitation.mobile,
      text: `${office.nameNe}: ${inviter.name} ले तपाईंलाई ${roleNe} को रूपमा Lekhapadi मा बोलाउनुभएको छ। ${link.href}`,
    });
    return;
  }
  await services.mailer.send({
    to: invitation.email as string,
    subject: `Invitation to ${office.nameEn} on Lekhapadi`,
    text: [
      'Namaste,',
      '',
      `${inviter.name} invites you to join ${office.nameEn} (${office.nameNe}) on Lekhapadi as ${invitation.role}.`,
      `${inviter.name} ले तपाईंलाई ${office.nameNe} मा ${roleNe} को रूपमा बोलाउनुभएको छ।`,
      '',
      `Open this link to accept (it works once, for ${INVITATION_TTL_DAYS} days): ${link.href}`,
      `Invitation token: ${token}`,
      '',
      'Sign in with this e-mail address to accept. If you did not expect this, ignore this message.',
    ].join('\n'),
  });
}

/** Whether the invitation names one of the user's verified addresses. */
function isAddressedTo(invitation: OfficeInvitation, user: User): boolean {
  if (invitation.email) return Boolean(user.emailVerifiedAt) && user.email === invitation.email;
  return Boolean(user.mobileVerifiedAt) && user.mobile === invitation.mobile;
}

/**
 * Joins the office an invitation names. Only the person it was sent to (a verified e-mail or mobile
 * of the signed-in account) may accept it, once, before it expires. The token is spent by one
 * conditional update, so two concurrent accepts make one membership.
 */
export async function acceptInvitation(ctx: RequestContext, token: string): Promise<OfficeMembership> {
  const user = requireUser(ctx);
  const invalid = () => badInput('token', 'invitation.invalid');
  const invitation = token
    ? await ctx.em.findOne(OfficeInvitation, { tokenHash: sha256(token.trim()) }, { populate: ['office'] })
    : null;
  const now = new Date();
  if (!invitation || invitation.acceptedAt || invitation.expiresAt <= now) throw invalid();
  if (!isAddressedTo(invitation, user)) throw forbidden('invitation.notYours');
  const existing = await ctx.em.findOne(OfficeMembership, { office: invitation.office.id, user: user.id });
  if (existing) throw new AppError('CONFLICT', 'invitation.alreadyMember');
  const join = ctx.em.transactional(async (em) => {
    const spent = await em.nativeUpdate(
      OfficeInvitation,
      { id: invitation.id, acceptedAt: null, expiresAt: { $gt: now } },
      { acceptedAt: now, acceptedBy: user.id },
    );
    if (spent !== 1) throw invalid();
    const membership = em.create(OfficeMembership, {
      office: invitation.office,
      user: user.id,
      role: invitation.role,
    });
    await em.flush();
    return membership;
  });
  // Two invitations to one office accepted at the same moment: the unique (office, user) pair lets
  // one through; the other is told what happened rather than a 500.
  return join.catch((error: unknown) => {
    if (error instanceof UniqueConstraintViolationException)
      throw new AppError('CONFLICT', 'invitation.alreadyMember');
    throw error;
  });
}
