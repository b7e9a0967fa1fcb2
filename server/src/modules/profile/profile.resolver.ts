import { Arg, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { ActionResult } from '../accounts/accounts.inputs.js';
import { User } from '../accounts/user.entity.js';
import { LocalLevel } from '../locations/location.entities.js';
import { confirmEmailChange, updateAccount } from './account-update.service.js';
import { updateProfileDetails } from './details.service.js';
import { updateLocation } from './location.service.js';
import { ProfileDetailsInput, ProfileDetailsType, UpdateLocationInput } from './profile.inputs.js';
import { profilePicUrl, userPlace } from './user-view.js';

@Resolver(() => User)
export class ProfileResolver {
  @Mutation(() => User, {
    description: 'Sets province, district, local level and ward (they must belong together).',
  })
  updateLocation(@Ctx() ctx: RequestContext, @Arg('input') input: UpdateLocationInput) {
    return updateLocation(ctx, {
      province: input.provinceId,
      district: input.districtId,
      localLevel: input.localLevelId,
      ward: input.ward,
    });
  }

  @Mutation(() => User, { description: 'Changes the reusable details the documents are prefilled from.' })
  updateProfileDetails(@Ctx() ctx: RequestContext, @Arg('input') input: ProfileDetailsInput) {
    return updateProfileDetails(ctx, input);
  }

  @Mutation(() => ActionResult, {
    description: 'Changes the name; a new e-mail gets a code and applies after confirmEmailChange.',
  })
  updateAccount(@Ctx() ctx: RequestContext, @Arg('name') name: string, @Arg('email') email: string) {
    return updateAccount(ctx, { name, email });
  }

  @Mutation(() => ActionResult, { description: 'Confirms a new e-mail with the code sent to it.' })
  confirmEmailChange(@Ctx() ctx: RequestContext, @Arg('otp') otp: string) {
    return confirmEmailChange(ctx, { otp });
  }

  @FieldResolver(() => String, { nullable: true, description: 'Province name in Nepali.' })
  province(@Root() user: User) {
    return userPlace(user).province;
  }

  @FieldResolver(() => String, { nullable: true, description: 'District name in Nepali.' })
  district(@Root() user: User) {
    return userPlace(user).district;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Local level name in Nepali.' })
  municipality(@Root() user: User) {
    return userPlace(user).municipality;
  }

  @FieldResolver(() => String, { nullable: true, description: 'गाउँपालिका, नगरपालिका, …' })
  municipalityType(@Root() user: User) {
    return userPlace(user).municipalityType;
  }

  @FieldResolver(() => String, { nullable: true })
  provinceSlug(@Root() user: User) {
    return userPlace(user).provinceSlug;
  }

  @FieldResolver(() => String, { nullable: true })
  districtSlug(@Root() user: User) {
    return userPlace(user).districtSlug;
  }

  @FieldResolver(() => Int, { nullable: true })
  provinceId(@Root() user: User) {
    return user.provinceId ?? null;
  }

  @FieldResolver(() => Int, { nullable: true })
  districtId(@Root() user: User) {
    return user.districtId ?? null;
  }

  @FieldResolver(() => Int, { nullable: true })
  localLevelId(@Root() user: User) {
    return user.localLevelId ?? null;
  }

  @FieldResolver(() => LocalLevel, {
    nullable: true,
    description: 'The local level, with its district and province.',
  })
  location(@Ctx() ctx: RequestContext, @Root() user: User) {
    return user.localLevelId ? ctx.loaders.localLevel.load(user.localLevelId) : null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'A signed link to the avatar (1 hour).' })
  profilePicUrl(@Ctx() ctx: RequestContext, @Root() user: User) {
    return profilePicUrl(ctx, user);
  }

  @FieldResolver(() => String, { nullable: true, description: 'A new e-mail waiting for its code.' })
  pendingEmail(@Root() user: User) {
    return user.pendingEmail ?? null;
  }

  @FieldResolver(() => ProfileDetailsType)
  details(@Root() user: User): ProfileDetailsType {
    return { ...(user.profileDetails ?? {}) };
  }
}
