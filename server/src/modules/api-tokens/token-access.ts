import {
  type DocumentNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { AppError } from '../../errors.js';
import type { ApiTokenScope } from '../../shared/api-token-scopes.js';

/**
 * What an API token needs to reach an operation: nothing (`public`: the same for visitors), a
 * scope, or never (`cookie`: a person in the browser only, such as changing the password, e-mail
 * or mobile, paying, signing in or out, and managing tokens). The one place this rule lives, for
 * GraphQL (by root field) and for the REST shim (by method and route). An operation missing here
 * is cookie-only: a new one stays out of tokens' reach until someone decides otherwise.
 */
export type TokenAccess = 'public' | 'cookie' | ApiTokenScope;

export const graphqlAccess: Record<string, TokenAccess> = {
  'Query.me': 'profile:read',
  'Query.documents': 'documents:read',
  'Query.document': 'documents:read',
  'Query.documentVerification': 'public',
  'Query.provinces': 'public',
  'Query.province': 'public',
  'Query.district': 'public',
  'Query.localLevel': 'public',
  'Query.works': 'public',
  'Query.work': 'public',
  'Query.workFields': 'public',
  'Query.serviceAreas': 'public',
  'Query.siteSettings': 'public',
  'Query.plans': 'public',
  'Query.paymentQuote': 'public',
  'Query.paymentSettings': 'public',
  'Query.webhookEndpoints': 'documents:read',
  'Query.webhookDeliveries': 'documents:read',
  'Mutation.generateDocument': 'documents:write',
  'Mutation.withdrawVerification': 'documents:write',
  'Mutation.updateLocation': 'profile:write',
  'Mutation.updateProfileDetails': 'profile:write',
  'Mutation.sendContactMessage': 'public',
  'Mutation.createWebhookEndpoint': 'documents:read',
  'Mutation.deleteWebhookEndpoint': 'documents:read',
  'Mutation.redeliverWebhook': 'documents:read',
  'Subscription.documentUpdated': 'documents:read',
  // The subgraph's root fields (/subgraph). _entities answers for many types at once, so each
  // type's own rule (entityAccess) is checked as its references are resolved.
  'Query._service': 'public',
  'Query._entities': 'public',
};

/** What a token needs to have an entity of a type resolved through `_entities`: as its query needs. */
export const entityAccess: Record<string, TokenAccess> = {
  User: 'profile:read',
  GeneratedDocument: 'documents:read',
  Work: 'public',
  Province: 'public',
  District: 'public',
  LocalLevel: 'public',
};

export const restAccess: Record<string, TokenAccess> = {
  'GET /province': 'public',
  'GET /province/:provinceId/districts': 'public',
  'GET /district/:districtId/municipalities': 'public',
  'GET /municipality/:municipalityId/wards': 'public',
  'GET /service-areas/:id': 'public',
  'GET /service-area-works/:id': 'public',
  'GET /template-fields/:provinceSlug/:districtSlug/:work': 'public',
  'POST /contact': 'public',
  'GET /getDetails/fetchUserProfileDetails': 'profile:read',
  'PUT /profile/:userId': 'profile:write',
  'POST /updateUser/updateUserProfilePic': 'profile:write',
  'POST /genpdf/:provinceSlug/:districtSlug/:work': 'documents:write',
  'GET /getDetails/getDocumentPermission/:work': 'documents:read',
  'GET /documents/:userId': 'documents:read',
  'POST /getpresignedurlforfile': 'documents:read',
};

/** Refuses, with FORBIDDEN naming the operation, what a token with these scopes may not do. */
export function requireTokenAccess(
  scopes: readonly string[],
  operation: string,
  access: TokenAccess | undefined,
): void {
  const needed = access ?? 'cookie';
  if (needed === 'public') return;
  if (needed === 'cookie') {
    throw new AppError('FORBIDDEN', { code: 'token.cookieOnly', params: { operation } }, { operation });
  }
  if (!scopes.includes(needed)) {
    throw new AppError(
      'FORBIDDEN',
      { code: 'token.missingScope', params: { scope: needed, operation } },
      { operation, scope: needed },
    );
  }
}

/** Refuses, with FORBIDDEN, a token whose scopes do not reach entities of this type. */
export function requireEntityAccess(scopes: readonly string[], typeName: string): void {
  requireTokenAccess(scopes, `_entities(${typeName})`, entityAccess[typeName]);
}

/** Checks every root field an operation selects (fragments followed) against graphqlAccess. */
export function requireGraphQLTokenAccess(
  scopes: readonly string[],
  document: DocumentNode,
  operation: OperationDefinitionNode,
): void {
  const type = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' }[operation.operation];
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  for (const field of rootFields(operation.selectionSet, fragments, new Set())) {
    // Introspection describes the schema, not anyone's data.
    if (field.startsWith('__')) continue;
    requireTokenAccess(scopes, field, graphqlAccess[`${type}.${field}`]);
  }
}

function rootFields(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  seen: Set<string>,
): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(selection.selectionSet, fragments, seen);
    const name = selection.name.value;
    const fragment = fragments.get(name);
    if (!fragment || seen.has(name)) return [];
    seen.add(name);
    return rootFields(fragment.selectionSet, fragments, seen);
  });
}
