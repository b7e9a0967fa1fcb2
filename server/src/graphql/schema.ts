import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { buildSchema } from 'type-graphql';
import { databaseUnavailable, isDatabaseUnavailable } from '../db/unavailable.js';
import { AppError } from '../errors.js';
import { type EventBus, createMemoryEventBus } from '../events/event-bus.js';
import { logger } from '../logger.js';
import {
  AnnotationsResolver,
  DocumentVersionsFieldResolver,
  StampImagesResolver,
} from '../modules/annotations/annotations.resolver.js';
import { AccountsResolver } from '../modules/accounts/accounts.resolver.js';
import { ApiTokensResolver } from '../modules/api-tokens/api-tokens.resolver.js';
import { WebhooksResolver } from '../modules/webhooks/webhooks.resolver.js';
import { UserResolver } from '../modules/accounts/user.resolver.js';
import { ContactResolver } from '../modules/contact/contact.resolver.js';
import { DocumentsResolver } from '../modules/documents/documents.resolver.js';
import { WorksResolver } from '../modules/works/works.resolver.js';
import {
  DistrictResolver,
  LocalLevelResolver,
  ProvinceResolver,
} from '../modules/locations/locations.resolver.js';
import { OfficeClientsResolver } from '../modules/offices/office-clients.resolver.js';
import { OfficeUsageResolver } from '../modules/office-usage/office-usage.resolver.js';
import { OfficeMembershipResolver, OfficesResolver } from '../modules/offices/offices.resolver.js';
import { PaymentsResolver } from '../modules/payments/payments.resolver.js';
import { WorkEntitlementResolver } from '../modules/payments/work-entitlement.resolver.js';
import { AllowanceResolver } from '../modules/payments/allowance.resolver.js';
import { ProfileResolver } from '../modules/profile/profile.resolver.js';
import { UserProfileFields } from '../modules/profile/user-profile-fields.resolver.js';
import { UserEntitlementFields } from '../modules/entitlements/user-entitlement-fields.resolver.js';
import { SiteResolver } from '../modules/site/site.resolver.js';

const resolvers = [
  AccountsResolver,
  UserResolver,
  UserProfileFields,
  UserEntitlementFields,
  ProfileResolver,
  ProvinceResolver,
  DistrictResolver,
  LocalLevelResolver,
  WorksResolver,
  DocumentsResolver,
  DocumentVersionsFieldResolver,
  AnnotationsResolver,
  StampImagesResolver,
  PaymentsResolver,
  WorkEntitlementResolver,
  AllowanceResolver,
  SiteResolver,
  ContactResolver,
  ApiTokensResolver,
  WebhooksResolver,
  OfficesResolver,
  OfficeUsageResolver,
  OfficeMembershipResolver,
  OfficeClientsResolver,
] as const;

/**
 * The schema, with the event bus as type-graphql's PubSub (subscriptions resolve their topics
 * per user through it). Emitting schema.graphql needs no live bus: an in-process one will do.
 */
export function buildAppSchema(events: EventBus = createMemoryEventBus()): Promise<GraphQLSchema> {
  const pubSub = {
    publish: (topic: string, payload: unknown) => void events.publish(topic, payload as object),
    subscribe: (topic: string) => events.subscribe(topic),
  };
  return buildSchema({ resolvers, validate: false, emitSchemaFile: false, pubSub });
}

/**
 * AppErrors keep their English message and carry their category (`code`), message code, parameters
 * and the field at fault in extensions.
 * GraphQL's own errors (syntax, unknown field, wrong variable type) pass through. Anything else
 * is a bug: logged in full, shown as a bare internal error.
 */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const unwrapped = unwrapResolverError(error);
  // Errors thrown outside resolvers (context creation) arrive wrapped once more.
  const original =
    unwrapped instanceof GraphQLError && unwrapped.originalError ? unwrapped.originalError : unwrapped;
  if (original instanceof AppError) {
    return {
      message: original.message,
      path: formatted.path,
      extensions: { code: original.code, ...original.wireFields },
    };
  }
  if (original instanceof GraphQLError && !original.originalError) return withoutStack(formatted);
  if (isDatabaseUnavailable(original)) {
    const unavailable = databaseUnavailable();
    return {
      message: unavailable.message,
      path: formatted.path,
      extensions: { code: unavailable.code, ...unavailable.details },
    };
  }
  const code = formatted.extensions?.code;
  if (code && code !== 'INTERNAL_SERVER_ERROR') return withoutStack(formatted);
  logger.error({ err: original }, 'unexpected error in a GraphQL operation');
  return {
    message: 'Internal server error',
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}

/** Whatever the Apollo setting, no stack trace (it names server paths) ever leaves the server. */
function withoutStack(formatted: GraphQLFormattedError): GraphQLFormattedError {
  if (!formatted.extensions || !('stacktrace' in formatted.extensions)) return formatted;
  const { stacktrace: _stacktrace, ...extensions } = formatted.extensions;
  return { ...formatted, extensions };
}
