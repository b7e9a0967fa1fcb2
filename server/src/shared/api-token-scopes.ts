// What an API token may be allowed to do. Pure: the profile screen lists the same scopes.

const API_TOKEN_SCOPES = [
  'documents:read',
  'documents:write',
  'profile:read',
  'profile:write',
  'payments:read',
  // An office's clients, for a token that belongs to an office (office-policy.ts).
  'clients:read',
  'clients:write',
  // An office's members (ids, names, roles), for a token that belongs to an office.
  'members:read',
  // Operations as text of the caller's own, where trusted documents are required
  // (GRAPHQL_TRUSTED_DOCUMENTS=only); it reaches no data by itself.
  'graphql:any',
] as const;

export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/**
 * What an office's token may hold: the office's clients, documents and members. The profile and payment
 * scopes are a person's, and the client scopes mean nothing without an office.
 */
export const OFFICE_TOKEN_SCOPES: readonly ApiTokenScope[] = [
  'documents:read',
  'documents:write',
  'clients:read',
  'clients:write',
  'members:read',
  'graphql:any',
];
/** Scopes that mean nothing without an office. */
const OFFICE_ONLY_SCOPES: readonly ApiTokenScope[] = ['clients:read', 'clients:write', 'members:read'];
export const PERSONAL_TOKEN_SCOPES: readonly ApiTokenScope[] = API_TOKEN_SCOPES.filter(
  (scope) => !OFFICE_ONLY_SCOPES.includes(scope),
);

export const isApiTokenScope = (value: string): value is ApiTokenScope =>
  (API_TOKEN_SCOPES as readonly string[]).includes(value);

/** Every token starts with this, so people (and secret scanners) recognise one in a log or a repo. */
export const API_TOKEN_PREFIX = 'lkp_';

/** Characters after the prefix that stay visible in lists, so a user can tell tokens apart. */
export const API_TOKEN_VISIBLE_CHARACTERS = 6;

/** Longest a token may be given to live, in days (no expiry at all is allowed too). */
export const API_TOKEN_MAX_DAYS = 366;

export const API_TOKEN_NAME_MAX = 80;
