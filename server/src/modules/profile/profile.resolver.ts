import { Arg, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { ActionResult } from '../accounts/accounts.inputs.js';
import { User } from '../accounts/user.entity.js';
import { findDistrict } from '../locations/locations.catalog.js';
import { confirmEmailChange, updateAccount } from './account-update.service.js';
import { updateProfileDetails } from './details.service.js';
import { updateLocation } from './location.service.js';
import { ProfileDetailsInput, ProfileDetailsType, UpdateLocationInput } from './profile.inputs.js';

@Resolver(() => User)
export class ProfileResolver {
  @Mutation(() => User, {
    description: 'Sets province, district, local level and ward (they must belong together).',
  })
  updateLocation(
    @Ctx() ctx: RequestContext,
    @Arg('input', {
      description: 'The place: ids of a province, a district in it, a local level in that, and a ward.',
    })
    input: UpdateLocationInput,
  ) {
    return updateLocation(
      ctx,
      {
        province: input.provinceId,
        district: input.districtId,
        localLevel: input.localLevelId,
        ward: input.ward,
      },
      { province: 'provinceId', district: 'districtId', localLevel: 'localLevelId' },
    );
  }

  @Mutation(() => User, { description: 'Changes the reusable details the documents are prefilled from.' })
  updateProfileDetails(
    @Ctx() ctx: RequestContext,
    @Arg('input', { description: 'The details to change; a field left out stays as it is.' })
    input: ProfileDetailsInput,
  ) {
    const { citizenshipIssueDistrictId, ...changes } = input;
    return updateProfileDetails(ctx, {
      ...changes,
      ...(citizenshipIssueDistrictId != null
        ? { citizenshipIssueDistrict: String(citizenshipIssueDistrictId) }
        : {}),
    });
  }

  @Mutation(() => ActionResult, {
    description:
      'Changes the name at once. A new e-mail is only proposed, with the current password: a code goes to it, ' +
      "and it becomes the account's e-mail after confirmEmailChange (the old address is told). Nothing changed: " +
      "status false, 'No changes in username or email'.",
  })
  updateAccount(
    @Ctx() ctx: RequestContext,
    @Arg('name', { description: 'The full name to keep.' }) name: string,
    @Arg('email', { description: 'The e-mail address to keep or change to (a new one is verified first).' })
    email: string,
    @Arg('currentPassword', () => String, { nullable: true, description: 'Needed to change the e-mail.' })
    currentPassword?: string | null,
  ) {
    return updateAccount(ctx, { name, email, currentPassword });
  }

  @Mutation(() => ActionResult, { description: 'Confirms a new e-mail with the code sent to it.' })
  confirmEmailChange(
    @Ctx() ctx: RequestContext,
    @Arg('otp', { description: 'The code sent to the new e-mail address.' }) otp: string,
  ) {
    return confirmEmailChange(ctx, { otp });
  }

  @FieldResolver(() => ProfileDetailsType, {
    description: 'Details typed once and prefilled into every document.',
  })
  details(@Root() user: User): ProfileDetailsType {
    const details = user.profileDetails ?? {};
    const district = details.citizenshipIssueDistrict
      ? findDistrict(details.citizenshipIssueDistrict)
      : undefined;
    return { ...details, citizenshipIssueDistrictId: district?.id ?? null };
  }
}
