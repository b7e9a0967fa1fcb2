import type { CurrentUser } from '../../auth/auth-context';

/** All four parts of the place are set (province, district, municipality, ward). */
export const hasLocation = (user: CurrentUser | null | undefined) =>
  Boolean(user?.provinceId && user.districtId && user.localLevelId && user.ward);

/**
 * The place a work's form is asked for: its fields vary by province and district, and the wards
 * of the paper's own local level go up to that local level's count.
 */
export interface FormPlace {
  provinceSlug: string;
  districtSlug: string;
  localLevelId?: number | null;
}

/** The user's own place for a work's form, once all of it is set; otherwise null. */
export const formPlaceOf = (user: CurrentUser | null | undefined): FormPlace | null =>
  user && hasLocation(user)
    ? {
        provinceSlug: user.provinceSlug ?? '',
        districtSlug: user.districtSlug ?? '',
        localLevelId: user.localLevelId,
      }
    : null;
