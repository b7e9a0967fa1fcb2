import { registerEnumType } from 'type-graphql';
import type { ApiTokenScope } from '../../shared/api-token-scopes.js';

/** The scopes as a GraphQL enum; the values are the scope strings partners read in the docs. */
export enum ApiTokenScopeValue {
  DOCUMENTS_READ = 'documents:read',
  DOCUMENTS_WRITE = 'documents:write',
  PROFILE_READ = 'profile:read',
  PROFILE_WRITE = 'profile:write',
  PAYMENTS_READ = 'payments:read',
  CLIENTS_READ = 'clients:read',
  CLIENTS_WRITE = 'clients:write',
  MEMBERS_READ = 'members:read',
  GRAPHQL_ANY = 'graphql:any',
}

registerEnumType(ApiTokenScopeValue, {
  name: 'ApiTokenScope',
  description: 'What an API token may do; operations outside its scopes answer FORBIDDEN.',
  valuesConfig: {
    DOCUMENTS_READ: { description: 'documents:read: the document history and downloads.' },
    DOCUMENTS_WRITE: { description: 'documents:write: generating documents.' },
    PROFILE_READ: { description: 'profile:read: the profile (me).' },
    PROFILE_WRITE: { description: 'profile:write: the location and document details of the profile.' },
    PAYMENTS_READ: { description: 'payments:read: payment.completed webhooks.' },
    CLIENTS_READ: { description: 'clients:read: an office token: the office’s clients.' },
    CLIENTS_WRITE: {
      description: 'clients:write: an office token: adding and changing the office’s clients.',
    },
    MEMBERS_READ: {
      description:
        'members:read: an office token: the office’s members (ids, names, roles), also as a document’s generatedBy.',
    },
    GRAPHQL_ANY: {
      description:
        'graphql:any: operations of your own as text on /graphql (otherwise only the website client operations, by id).',
    },
  },
});

const byString = new Map<string, ApiTokenScopeValue>(
  Object.values(ApiTokenScopeValue).map((value) => [value, value]),
);

export const scopeValuesOf = (scopes: readonly string[]): ApiTokenScopeValue[] =>
  scopes.flatMap((scope) => byString.get(scope) ?? []);

export const scopeStrings = (values: readonly ApiTokenScopeValue[]): ApiTokenScope[] =>
  values.map((value) => value as ApiTokenScope);
