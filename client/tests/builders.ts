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
    ...overrides,
  };
}
