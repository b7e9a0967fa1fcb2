import type { RequestContext } from '../../context.js';
import type { User } from '../accounts/user.entity.js';
import {
  findDistrict,
  findLocalLevel,
  findProvince,
  localLevelTypeLabel,
} from '../locations/locations.catalog.js';

/** Avatar links live an hour: long enough for a page, short enough not to leak for good. */
const AVATAR_URL_TTL_SECONDS = 60 * 60;

/**
 * The user's place as names (Nepali, as the old client stored them) and slugs, from the ids on
 * the account. One function for GraphQL and the REST profile shape.
 */
export function userPlace(user: User) {
  const province = user.provinceId ? findProvince(user.provinceId) : undefined;
  const district = user.districtId ? findDistrict(user.districtId) : undefined;
  const localLevel = user.localLevelId ? findLocalLevel(user.localLevelId) : undefined;
  return {
    province: province?.nameNe ?? null,
    district: district?.nameNe ?? null,
    municipality: localLevel?.nameNe ?? null,
    municipalityType: localLevel ? localLevelTypeLabel(localLevel.type).labelNe : null,
    provinceSlug: province?.slug ?? null,
    districtSlug: district?.slug ?? null,
    ward: user.ward ?? null,
  };
}

export async function profilePicUrl(ctx: RequestContext, user: User): Promise<string | null> {
  if (!user.profilePicKey) return null;
  return ctx.services.storage.signedUrl(user.profilePicKey, { expiresInSeconds: AVATAR_URL_TTL_SECONDS });
}
