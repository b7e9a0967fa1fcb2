import { type DocumentNode, type GraphQLSchema, getOperationAST } from 'graphql';
import type { RequestContext } from '../../context.js';
import { requireGraphQLTokenAccess } from './token-access.js';
import { spendTokenCost } from './token-limits.js';

/**
 * For a GraphQL operation sent with an API token (over HTTP or a WebSocket): refuses root fields
 * outside its scopes (and, for an office's token, fields its scopes do not read), then spends the operation's cost from the token's budget for the minute.
 */
export async function admitTokenOperation(
  ctx: RequestContext,
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  cost: number,
): Promise<void> {
  if (!ctx.apiToken) return;
  // Without a single operation to run, GraphQL itself refuses the request.
  const operation = getOperationAST(document, operationName ?? undefined);
  if (!operation) return;
  requireGraphQLTokenAccess(ctx.apiToken.scopes, schema, document, operation, ctx.apiToken.officeId !== null);
  await spendTokenCost(ctx.em, ctx.apiToken, cost);
}
