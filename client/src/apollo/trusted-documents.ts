import { ApolloLink } from '@apollo/client';
import type { DocumentNode } from 'graphql';

/**
 * Sends each operation as the id of its trusted document (the hash codegen put in the document,
 * `__meta__.hash`, and in the server's manifest) instead of its text: smaller requests, and
 * queries go by GET (the HTTP link's useGETForQueries) so the browser can revalidate them instead
 * of downloading them again. Nothing is hashed in the browser.
 */
export function trustedDocumentLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const { hash } = (operation.query as DocumentNode & { __meta__: { hash: string } }).__meta__;
    operation.extensions.persistedQuery = { version: 1, sha256Hash: hash };
    operation.setContext({ http: { includeQuery: false, includeExtensions: true } });
    return forward(operation);
  });
}
