import type { RequestContext } from '../../context.js';
import { requireUser } from '../accounts/current-user.js';
import type { User } from '../accounts/user.entity.js';
import { type LocationInput, assertLocationConsistency } from '../locations/locations.catalog.js';

/**
 * Sets where the user lives. The parts may be ids, slugs or names (the old client sent Nepali
 * names); they must exist and belong together, or the answer names the part at fault.
 */
export async function updateLocation(ctx: RequestContext, input: LocationInput): Promise<User> {
  const user = requireUser(ctx);
  const place = assertLocationConsistency(input);
  user.provinceId = place.province.id;
  user.districtId = place.district.id;
  user.localLevelId = place.localLevel.id;
  user.ward = place.ward;
  await ctx.em.flush();
  return user;
}
