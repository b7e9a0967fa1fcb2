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

export interface UserPlace {
  /** Names in Nepali script, as the old client stored and shows them. */
  province: string | null;
  district: string | null;
  municipality: string | null;
  /** गाउँपालिका, नगरपालिका, उपमहानगरपालिका or महानगरपालिका: follows from the local level. */
  municipalityType: string | null;
  ward: number | null;
  provinceId: number | null;
  districtId: number | null;
  localLevelId: number | null;
  /** The slugs that name document templates (/template-fields/{provinceSlug}/{districtSlug}/...). */
  provinceSlug: string | null;
  districtSlug: string | null;
}

/**
 * The user's place, from the ids stored on the account. The one source of these fields for both the
 * GraphQL User and the REST profile shape.
 */
export function userPlace(user: User): UserPlace {
  const province = user.provinceId ? findProvince(user.provinceId) : undefined;
  const district = user.districtId ? findDistrict(user.districtId) : undefined;
  const localLevel = user.localLevelId ? findLocalLevel(user.localLevelId) : undefined;
  return {
    province: province?.nameNe ?? null,
    district: district?.nameNe ?? null,
    municipality: localLevel?.nameNe ?? null,
    municipalityType: localLevel ? localLevelTypeLabel(localLevel.type).labelNe : null,
    ward: user.ward ?? null,
    provinceId: province?.id ?? null,
    districtId: district?.id ?? null,
    localLevelId: localLevel?.id ?? null,
    provinceSlug: province?.slug ?? null,
    districtSlug: district?.slug ?? null,
  };
}

export async function profilePicUrl(ctx: RequestContext, user: User): Promise<string | null> {
  if (!user.profilePicKey) return null;
  return ctx.services.storage.signedUrl(user.profilePicKey, { expiresInSeconds: AVATAR_URL_TTL_SECONDS });
}
