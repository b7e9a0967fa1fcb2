import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { ApiToken } from './api-token.entity.js';
import { scopeStrings } from './api-token-scope.js';
import { createApiToken, listApiTokens, revokeApiToken } from './api-token.service.js';
import { CreateApiTokenInput, CreatedApiToken } from './api-tokens.inputs.js';

// Managing tokens is for the signed-in person in the browser only (token-access.ts lists none of
// these, so a token is refused them).
@Resolver()
export class ApiTokensResolver {
  @Query(() => [ApiToken], {
    description: 'The signed-in user’s API tokens, newest first, revoked ones included. Session cookie only.',
  })
  apiTokens(
    @Ctx() ctx: RequestContext,
    @Arg('officeId', () => ID, {
      nullable: true,
      description: 'List this office’s tokens instead (its owners only: tokens.manage).',
    })
    officeId?: string | null,
  ) {
    return listApiTokens(ctx, officeId);
  }

  @Mutation(() => CreatedApiToken, {
    description: 'Creates an API token and returns its secret, this once. Session cookie only.',
  })
  createApiToken(
    @Ctx() ctx: RequestContext,
    @Arg('input', { description: 'The token’s name, scopes and optional expiry.' })
    input: CreateApiTokenInput,
  ) {
    return createApiToken(ctx, { ...input, scopes: scopeStrings(input.scopes) });
  }

  @Mutation(() => ApiToken, {
    description:
      'Revokes one of the signed-in user’s API tokens; it stops working at once. Session cookie only.',
  })
  revokeApiToken(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The token’s id (not its secret).' }) id: string,
  ) {
    return revokeApiToken(ctx, id);
  }
}
