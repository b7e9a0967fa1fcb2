import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { buildSchema } from 'type-graphql';
import { AppError } from '../errors.js';
import { type EventBus, createMemoryEventBus } from '../events/event-bus.js';
import { logger } from '../logger.js';
import { AccountsResolver } from '../modules/accounts/accounts.resolver.js';
import { UserResolver } from '../modules/accounts/user.resolver.js';
import { ContactResolver } from '../modules/contact/contact.resolver.js';
import { DocumentsResolver } from '../modules/documents/documents.resolver.js';
import { WorksResolver } from '../modules/works/works.resolver.js';
import {
  DistrictResolver,
  LocalLevelResolver,
  ProvinceResolver,
} from '../modules/locations/locations.resolver.js';
import { PaymentsResolver } from '../modules/payments/payments.resolver.js';
import { ProfileResolver } from '../modules/profile/profile.resolver.js';
import { SiteResolver } from '../modules/site/site.resolver.js';

export const resolvers = [
  AccountsResolver,
  UserResolver,
  ProfileResolver,
  ProvinceResolver,
  DistrictResolver,
  LocalLevelResolver,
  WorksResolver,
  DocumentsResolver,
  PaymentsResolver,
  SiteResolver,
  ContactResolver,
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
 * AppErrors keep their message and carry their code (and the field at fault) in extensions.
 * GraphQL's own errors (syntax, unknown field, wrong variable type) pass through. Anything else
 * is a bug: logged in full, shown as a bare internal error.
 */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof AppError) {
    return {
      message: original.message,
      path: formatted.path,
      extensions: { code: original.code, ...original.details },
    };
  }
  if (original instanceof GraphQLError && !original.originalError) return formatted;
  const code = formatted.extensions?.code;
  if (code && code !== 'INTERNAL_SERVER_ERROR') return formatted;
  logger.error({ err: original }, 'unexpected error in a GraphQL operation');
  return {
    message: 'Internal server error',
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}
