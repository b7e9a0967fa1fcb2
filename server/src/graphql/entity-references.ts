import type { GraphQLReferenceResolver } from '@apollo/subgraph';
import type { RequestContext } from '../context.js';
import { requireEntityAccess } from '../modules/api-tokens/token-access.js';
import { readableDocument } from '../modules/documents/documents.queries.js';
import { findWork } from '../modules/works/index.js';

type References = Record<string, { __resolveReference: GraphQLReferenceResolver<RequestContext> }>;

/**
 * How the subgraph turns a router's representation (`_entities`) into each keyed type, through
 * the same queries and loaders as the fields of /graphql and under the same rules: a token needs
 * the scope the type's own query needs, and what the caller may not read resolves to null, like
 * an id that names nothing, so a reference never tells whether someone else's record exists.
 *
 * The resolvers are async: a refusal then fails its own entry of `_entities`, not the whole batch.
 */
export const entityReferences: References = {
  User: {
    async __resolveReference(reference, ctx) {
      checkTokenReaches(ctx, 'User');
      const { id } = reference as { id?: unknown };
      // Like `me`: the caller's own account, and no one else's.
      return ctx.user && ctx.user.id === id ? ctx.user : null;
    },
  },
  GeneratedDocument: {
    async __resolveReference(reference, ctx) {
      checkTokenReaches(ctx, 'GeneratedDocument');
      const { id } = reference as { id?: unknown };
      return typeof id === 'string' ? readableDocument(ctx, id) : null;
    },
  },
  Work: {
    async __resolveReference(reference) {
      const { key } = reference as { key?: unknown };
      const work = typeof key === 'string' ? findWork(key) : undefined;
      // A copy: the catalogue's works are frozen, and the subgraph marks what it returns with its
      // __typename.
      return work ? { ...work } : null;
    },
  },
  Province: {
    __resolveReference: (reference, ctx) => byNumber(reference, (id) => ctx.loaders.province.load(id)),
  },
  District: {
    __resolveReference: (reference, ctx) => byNumber(reference, (id) => ctx.loaders.district.load(id)),
  },
  LocalLevel: {
    __resolveReference: (reference, ctx) => byNumber(reference, (id) => ctx.loaders.localLevel.load(id)),
  },
};

function checkTokenReaches(ctx: RequestContext, typeName: string) {
  if (ctx.apiToken) requireEntityAccess(ctx.apiToken.scopes, typeName, ctx.apiToken.officeId !== null);
}

/** Division ids are Ints; a representation built from JSON elsewhere may carry one as a string. */
function byNumber<T>(reference: object, load: (id: number) => Promise<T | null>): Promise<T | null> | null {
  const id = Number((reference as { id?: unknown }).id);
  return Number.isSafeInteger(id) ? load(id) : null;
}
