import {
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { AppError } from '../../errors.js';
import type { ApiTokenScope } from '../../shared/api-token-scopes.js';
import { selectedFields } from './selected-fields.js';

/**
 * What an API token needs to reach an operation: nothing (`public`: the same for visitors), a
 * scope, or never (`cookie`: a person in the browser only, such as changing the password, e-mail
 * or mobile, paying, signing in or out, and managing tokens). The one place this rule lives, for
 * GraphQL (by root field) and for the REST shim (by method and route). An operation missing here
 * is cookie-only: a new one stays out of tokens' reach until someone decides otherwise.
 */
export type TokenAccess = 'public' | 'cookie' | ApiTokenScope;

const graphqlAccess: Record<string, TokenAccess> = {
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
  'Query.webhookEvents': 'documents:read',
  'Query.officeClients': 'clients:read',
  'Query.officeClient': 'clients:read',
  'Query.officeDocuments': 'documents:read',
  // For an office's token: the office, to read its members (officeFieldAccess).
  'Query.office': 'members:read',
  'Mutation.createOfficeClient': 'clients:write',
  'Mutation.updateOfficeClient': 'clients:write',
  'Mutation.deleteOfficeClient': 'clients:write',
  'Mutation.generateDocument': 'documents:write',
  'Mutation.withdrawVerification': 'documents:write',
  'Mutation.updateLocation': 'profile:write',
  'Mutation.updateProfileDetails': 'profile:write',
  'Mutation.sendContactMessage': 'public',
  'Mutation.createWebhookEndpoint': 'documents:read',
  'Mutation.deleteWebhookEndpoint': 'documents:read',
  'Mutation.updateWebhookEndpoint': 'documents:read',
  'Mutation.rotateWebhookSecret': 'documents:read',
  'Mutation.sendTestWebhookEvent': 'documents:read',
  'Mutation.redeliverWebhook': 'documents:read',
  'Subscription.documentUpdated': 'documents:read',
  // The subgraph's root fields (/subgraph). _entities answers for many types at once, so each
  // type's own rule (entityAccess) is checked as its references are resolved.
  'Query._service': 'public',
  'Query._entities': 'public',
};

/**
 * What an office's token may reach beyond the public operations: the office's clients and
 * documents, the office's webhook endpoints and its documents' updates (office-policy.ts then holds
 * it to its own office; webhook-endpoints.service.ts and document-updates.ts to the office's
 * endpoints and documents). Everything else of its creator's (the profile, the personal history,
 * their own endpoints and documents) stays out of reach.
 */
const officeTokenOperations: ReadonlySet<string> = new Set([
  'Query.officeClients',
  'Query.officeClient',
  'Query.officeDocuments',
  'Query.document',
  'Query.office',
  'Mutation.createOfficeClient',
  'Mutation.updateOfficeClient',
  'Mutation.deleteOfficeClient',
  'Mutation.generateDocument',
  'Mutation.withdrawVerification',
  'Query.webhookEndpoints',
  'Query.webhookDeliveries',
  'Query.webhookEvents',
  'Mutation.createWebhookEndpoint',
  'Mutation.deleteWebhookEndpoint',
  'Mutation.updateWebhookEndpoint',
  'Mutation.rotateWebhookSecret',
  'Mutation.sendTestWebhookEvent',
  'Mutation.redeliverWebhook',
  'Subscription.documentUpdated',
  '_entities(GeneratedDocument)',
]);

/** Refuses an office's token an operation that would act for its creator as a person. */
function requireOfficeOperation(operation: string, access: TokenAccess | undefined): void {
  if (access === 'public' || officeTokenOperations.has(operation)) return;
  throw new AppError('FORBIDDEN', { code: 'token.officeOnly', params: { operation } }, { operation });
}

/**
 * What an office's token needs to read a field inside an answer, whichever operation reached it
 * (`officeClients`, `document { client }`, `officeDocuments { edges { node { client } } }`, an
 * `_entities` reference, a mutation's answer): the clients' personal details only with
 * `clients:read`, the members (their ids, names and roles) only with `members:read`. Keyed by
 * `Type.field`, else by `Type` for all its fields. A client's id is no one's personal detail: a
 * token that only writes clients needs it to make a document for one.
 *
 * The one place this rule lives; it is checked on the operation before it runs (admission over
 * HTTP and WebSocket, and tokenScopePlugin once more), so no resolver checks it again.
 */
const officeFieldAccess: Record<string, TokenAccess> = {
  OfficeClient: 'clients:read',
  'OfficeClient.id': 'public',
  OfficeMembership: 'members:read',
  OfficeInvitation: 'members:read',
  'Office.members': 'members:read',
  'GeneratedDocument.generatedBy': 'members:read',
  // An office document's form values carry its clients' details, filled in from their records.
  'GeneratedDocument.values': 'clients:read',
};

/** Refuses an office's token any field of the operation that its scopes do not reach (officeFieldAccess). */
function requireOfficeFieldAccess(
  scopes: readonly string[],
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): void {
  const root = schema.getRootType(operation.operation);
  if (!root) return;
  for (const field of selectedFields(schema, operation.selectionSet, root, fragments)) {
    const access = officeFieldAccess[field] ?? officeFieldAccess[field.slice(0, field.indexOf('.'))];
    if (access) requireTokenAccess(scopes, field, access);
  }
}

/** What a token needs to have an entity of a type resolved through `_entities`: as its query needs. */
const entityAccess: Record<string, TokenAccess> = {
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
function requireTokenAccess(
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
export function requireEntityAccess(scopes: readonly string[], typeName: string, officeToken = false): void {
  const operation = `_entities(${typeName})`;
  if (officeToken) requireOfficeOperation(operation, entityAccess[typeName]);
  requireTokenAccess(scopes, operation, entityAccess[typeName]);
}

/** A REST route for a token: an office's token reaches only the public ones (the shim is personal). */
export function requireRestAccess(scopes: readonly string[], route: string, officeToken = false): void {
  if (officeToken) requireOfficeOperation(route, restAccess[route]);
  requireTokenAccess(scopes, route, restAccess[route]);
}

/**
 * Checks every root field an operation selects (fragments followed) against graphqlAccess and,
 * for an office's token, every field at every depth against officeFieldAccess.
 */
export function requireGraphQLTokenAccess(
  scopes: readonly string[],
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  officeToken = false,
): void {
  const type = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' }[operation.operation];
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  for (const field of rootFields(operation.selectionSet, fragments, new Set())) {
    // Introspection describes the schema, not anyone's data.
    if (field.startsWith('__')) continue;
    const key = `${type}.${field}`;
    if (officeToken) requireOfficeOperation(key, graphqlAccess[key]);
    requireTokenAccess(scopes, field, graphqlAccess[key]);
  }
  if (officeToken) requireOfficeFieldAccess(scopes, schema, operation, fragments);
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
