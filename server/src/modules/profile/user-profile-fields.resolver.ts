import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { User } from '../accounts/user.entity.js';
import { LocalLevel } from '../locations/location.entities.js';
import { profilePicUrl, userPlace } from './user-view.js';

/** The User type's profile fields: the avatar, and where the user lives (all from userPlace, like the REST profile). */
@Resolver(() => User)
export class UserProfileFields {
  @FieldResolver(() => String, { nullable: true, description: 'A signed link to the avatar (1 hour).' })
  profilePicUrl(@Ctx() ctx: RequestContext, @Root() user: User) {
    return profilePicUrl(ctx, user);
  }

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
