import type { RequestContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { requireUser } from '../accounts/current-user.js';
import type { User } from '../accounts/user.entity.js';
import {
  type LocationField,
  type LocationInput,
  checkLocationConsistency,
} from '../locations/locations.catalog.js';

/**
 * Sets where the user lives. The parts may be ids, slugs or names (the old client sent Nepali
 * names); they must exist and belong together, or the answer names the part at fault, under the
 * name the caller's input uses for it (`fieldNames`, e.g. municipality or localLevelId).
 */
export async function updateLocation(
  ctx: RequestContext,
  input: LocationInput,
  fieldNames: Partial<Record<LocationField, string>> = {},
): Promise<User> {
  const user = requireUser(ctx);
  const place = checkLocationConsistency(input);
  if (!place.ok) {
    const problems = place.problems.map((p) => ({ ...p, field: fieldNames[p.field] ?? p.field }));
    const [first] = problems;
    throw new AppError(
      'BAD_USER_INPUT',
      { code: first.messageCode, params: first.params },
      { field: first.field, problems },
    );
  }
  user.provinceId = place.province.id;
  user.districtId = place.district.id;
  user.localLevelId = place.localLevel.id;
  user.ward = place.ward;
  await ctx.em.flush();
  return user;
}
