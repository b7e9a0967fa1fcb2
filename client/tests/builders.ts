import type { CurrentUser } from '../src/auth/auth-context';

/** A signed-in user as `me` returns it (with the __typename Apollo's cache keys on). */
export function buildUser(overrides: Partial<CurrentUser> = {}): CurrentUser & { __typename: 'User' } {
  return {
    __typename: 'User',
    id: 'user-1',
    name: 'Sita Sharma',
    email: 'sita@example.com',
    mobile: '9812345678',
    emailVerified: true,
    mobileVerified: true,
    documentTokens: 0,
    isSubscribed: false,
    subscriptionPlan: null,
    documentCount: 0,
    ward: null,
    province: null,
    district: null,
    municipality: null,
    municipalityType: null,
    provinceId: null,
    districtId: null,
    localLevelId: null,
    provinceSlug: null,
    districtSlug: null,
    profilePicUrl: null,
    pendingEmail: null,
    details: {
      __typename: 'ProfileDetails',
      fullNameNe: null,
      fullNameEn: null,
      gender: null,
      dateOfBirthBs: null,
      fatherName: null,
      motherName: null,
      grandfatherName: null,
      spouseName: null,
      citizenshipNumber: null,
      citizenshipIssueDistrict: null,
      citizenshipIssueDateBs: null,
      tole: null,
    },
    ...overrides,
  };
}

/** A user who has set a place: Kathmandu Metropolitan City, ward 32. */
export function buildLocatedUser(overrides: Partial<CurrentUser> = {}) {
  return buildUser({
    province: 'बागमती',
    district: 'काठमाडौं',
    municipality: 'काठमाडौं',
    municipalityType: 'महानगरपालिका',
    ward: 32,
    provinceId: 3,
    districtId: 27,
    localLevelId: 270,
    provinceSlug: 'bagmati',
    districtSlug: 'kathmandu',
    ...overrides,
  });
}
