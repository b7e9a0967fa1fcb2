import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { countUnusedPermissions } from '../entitlements/entitlement.service.js';
import { LocalLevel } from '../locations/location.entities.js';
import { profilePicUrl, userPlace } from '../profile/user-view.js';
import { User } from './user.entity.js';
import { hasActiveSubscription } from './user.status.js';

@Resolver(() => User)
export class UserResolver {
  @FieldResolver(() => Boolean, { description: 'True once the e-mail address is verified.' })
  emailVerified(@Root() user: User): boolean {
    return user.emailVerifiedAt != null;
  }

  @FieldResolver(() => Boolean, { description: 'True once the mobile number is verified.' })
  mobileVerified(@Root() user: User): boolean {
    return user.mobileVerifiedAt != null;
  }

  @FieldResolver(() => Boolean, { description: 'Whether a paid plan covers the current month.' })
  isSubscribed(@Root() user: User): boolean {
    return hasActiveSubscription(user);
  }

  @FieldResolver(() => Int, { description: 'Paid single documents not yet used.' })
  documentTokens(@Ctx() ctx: RequestContext, @Root() user: User): Promise<number> {
    return countUnusedPermissions(ctx.em, user);
  }

  @FieldResolver(() => String, { nullable: true, description: 'A new e-mail waiting for its code.' })
  pendingEmail(@Root() user: User) {
    return user.pendingEmail ?? null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'A signed link to the avatar (1 hour).' })
  profilePicUrl(@Ctx() ctx: RequestContext, @Root() user: User) {
    return profilePicUrl(ctx, user);
  }

  // ---- where the user lives (all from userPlace, like the REST profile) ----

  @FieldResolver(() => String, { nullable: true, description: 'Province name in Nepali, e.g. बागमती.' })
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

  @FieldResolver(() => String, {
    nullable: true,
    description: 'गाउँपालिका, नगरपालिका, उपमहानगरपालिका or महानगरपालिका.',
  })
  municipalityType(@Root() user: User) {
    return userPlace(user).municipalityType;
  }

  @FieldResolver(() => Int, { nullable: true, description: 'The province of the saved location.' })
  provinceId(@Root() user: User) {
    return userPlace(user).provinceId;
  }

  @FieldResolver(() => Int, { nullable: true, description: 'The district of the saved location.' })
  districtId(@Root() user: User) {
    return userPlace(user).districtId;
  }

  @FieldResolver(() => Int, { nullable: true, description: 'The local level of the saved location.' })
  localLevelId(@Root() user: User) {
    return userPlace(user).localLevelId;
  }

  @FieldResolver(() => String, { nullable: true, description: 'e.g. bagmati: names the document templates.' })
  provinceSlug(@Root() user: User) {
    return userPlace(user).provinceSlug;
  }

  @FieldResolver(() => String, { nullable: true, description: 'e.g. kathmandu.' })
  districtSlug(@Root() user: User) {
    return userPlace(user).districtSlug;
  }

  @FieldResolver(() => LocalLevel, {
    nullable: true,
    description: 'The local level, with its district and province.',
  })
  location(@Ctx() ctx: RequestContext, @Root() user: User) {
    const { localLevelId } = userPlace(user);
    return localLevelId ? ctx.loaders.localLevel.load(localLevelId) : null;
  }
}
