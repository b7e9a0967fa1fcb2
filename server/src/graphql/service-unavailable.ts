import { type ApolloServerPlugin, HeaderMap } from '@apollo/server';
import { GraphQLError } from 'graphql';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  databaseUnavailable,
  isDatabaseUnavailable,
} from '../db/unavailable.js';

const RETRY_AFTER = String(DATABASE_RETRY_AFTER_SECONDS);

/**
 * Builds the request context (which reads the session), turning a database that is away into a
 * 503 with Retry-After instead of Apollo's "context creation failed" 500.
 */
export async function contextOrUnavailable<T>(make: () => Promise<T>): Promise<T> {
  try {
    return await make();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    const unavailable = databaseUnavailable();
    throw new GraphQLError(unavailable.message, {
      extensions: {
        code: unavailable.code,
        ...unavailable.details,
        http: { status: 503, headers: new HeaderMap([['retry-after', RETRY_AFTER]]) },
      },
    });
  }
}

/** An operation that met the database away answers 503 with Retry-After, like the REST paths. */
export function serviceUnavailablePlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const errors = response.body.singleResult.errors ?? [];
          if (!errors.some((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE')) return;
          response.http.status = 503;
          response.http.headers.set('retry-after', RETRY_AFTER);
        },
      };
    },
  };
}
