import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { forbidden } from '../../errors.js';
import { acceptInvitation, inviteMember } from './invitations.service.js';
import { Office, OfficeInvitation, OfficeMembership, OfficeRole } from './office.entities.js';
import { officeAccess } from './office-policy.js';
import { CreateOfficeInput, InviteMemberInput, MemberArgs } from './offices.inputs.js';
import {
  changeMemberRole,
  createOffice,
  memberOffice,
  myMemberships,
  officeMembers,
  removeMember,
} from './offices.service.js';

@Resolver(() => Office)
export class OfficesResolver {
  @Mutation(() => OfficeMembership, {
    description: 'Creates an office; the signed-in user becomes its owner. Returns that membership.',
  })
  createOffice(
    @Ctx() ctx: RequestContext,
    @Arg('input', { description: 'The office’s names, place and contact.' }) input: CreateOfficeInput,
  ) {
    return createOffice(ctx, input);
  }

  @Query(() => [OfficeMembership], {
    description:
      'The offices the signed-in user belongs to, each with their role: the office switcher’s list.',
  })
  myOffices(@Ctx() ctx: RequestContext) {
    return myMemberships(ctx);
  }

  @Query(() => Office, { description: 'An office the signed-in user belongs to (NOT_FOUND otherwise).' })
  office(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'The office id.' }) id: string) {
    return memberOffice(ctx, id);
  }

  @FieldResolver(() => [OfficeMembership], { description: 'Everyone in the office, owners first.' })
  members(@Ctx() ctx: RequestContext, @Root() office: Office) {
    return officeMembers(ctx, office.id);
  }

  @FieldResolver(() => OfficeRole, { description: 'The signed-in user’s role in this office.' })
  async myRole(@Ctx() ctx: RequestContext, @Root() office: Office) {
    const { role } = await officeAccess(ctx, office.id, 'office.read');
    // An office's own token has scopes, not a role.
    if (!role) throw forbidden('office.tokenHasNoRole');
    return role;
  }

  @Mutation(() => OfficeInvitation, {
    description:
      'Owners only: invites someone by e-mail or SMS (exactly one). The message carries a single-use ' +
      'token valid for 7 days; acceptInvitation spends it.',
  })
  inviteMember(
    @Ctx() ctx: RequestContext,
    @Arg('input', { description: 'Who to invite (e-mail or mobile) and the role offered.' })
    input: InviteMemberInput,
  ) {
    return inviteMember(ctx, input);
  }

  @Mutation(() => OfficeMembership, {
    description:
      'Joins the office with the role the invitation gives. Only the account whose verified e-mail or ' +
      'mobile the invitation was sent to may accept it, once, before it expires.',
  })
  acceptInvitation(
    @Ctx() ctx: RequestContext,
    @Arg('token', { description: 'The token from the invitation message.' }) token: string,
  ) {
    return acceptInvitation(ctx, token);
  }

  @Mutation(() => OfficeMembership, {
    description: 'Owners only: gives a member another role. The last owner cannot stop being one (CONFLICT).',
  })
  changeMemberRole(
    @Ctx() ctx: RequestContext,
    @Args() args: MemberArgs,
    @Arg('role', () => OfficeRole, { description: 'The new role.' }) role: OfficeRole,
  ) {
    return changeMemberRole(ctx, { ...args, role });
  }

  @Mutation(() => Boolean, {
    description:
      'Owners remove a member; any member may remove themselves (leave). Access ends at once. ' +
      'The last owner cannot be removed (CONFLICT).',
  })
  removeMember(@Ctx() ctx: RequestContext, @Args() args: MemberArgs) {
    return removeMember(ctx, args);
  }
}

@Resolver(() => OfficeMembership)
export class OfficeMembershipResolver {
  @FieldResolver(() => ID, { description: 'The member’s user id.' })
  userId(@Root() membership: OfficeMembership) {
    return membership.user.id;
  }

  @FieldResolver(() => String, { description: 'The member’s name as registered.' })
  async name(@Ctx() ctx: RequestContext, @Root() membership: OfficeMembership) {
    if (!membership.user.name) await ctx.em.populate(membership, ['user']);
    return membership.user.name;
  }
}
