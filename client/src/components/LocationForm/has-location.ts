import type { CurrentUser } from '../../auth/auth-context';

/** All four parts of the place are set (province, district, municipality, ward). */
export const hasLocation = (user: CurrentUser | null | undefined) =>
  Boolean(user?.provinceId && user.districtId && user.localLevelId && user.ward);
