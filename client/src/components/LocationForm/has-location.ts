import type { CurrentUser } from '../../auth/auth-context';

/** All four parts of the place are set (province, district, municipality, ward). */
export const hasLocation = (user: CurrentUser | null | undefined) =>
  Boolean(user?.provinceId && user.districtId && user.localLevelId && user.ward);

/** The province and district a work's form is asked for (its fields vary by place). */
export interface FormPlace {
  provinceSlug: string;
  districtSlug: string;
}

/** The user's own place for a work's form, once all of it is set; otherwise null. */
export const formPlaceOf = (user: CurrentUser | null | undefined): FormPlace | null =>
  user && hasLocation(user)
    ? { provinceSlug: user.provinceSlug ?? '', districtSlug: user.districtSlug ?? '' }
    : null;
