import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { ApiToken } from './api-token.entity.js';
import { ApiTokenMode } from './api-token-mode.js';
import { ApiTokenScopeValue } from './api-token-scope.js';

@InputType({ description: 'A new API token.' })
export class CreateApiTokenInput {
  @Field({ description: 'A name to recognise it by, e.g. the partner system that holds it.' })
  name!: string;

  @Field(() => [ApiTokenScopeValue], { description: 'What it may do (at least one scope).' })
  scopes!: ApiTokenScopeValue[];

  @Field(() => Date, {
    nullable: true,
    description: 'When it stops working (at most 366 days ahead); null: it works until revoked.',
  })
  expiresAt?: Date | null;

  @Field(() => ID, {
    nullable: true,
    description:
      'Make it the token of this office (its owners only: tokens.manage), for the office’s own software: scopes documents:read, documents:write, clients:read, clients:write, graphql:any.',
  })
  officeId?: string | null;

  @Field(() => ApiTokenMode, {
    nullable: true,
    description: 'TEST for a token whose documents are specimens (never charged); LIVE when absent.',
  })
  mode?: ApiTokenMode | null;
}

@ObjectType({ description: 'A token just created, with its secret: shown this once, never again.' })
export class CreatedApiToken {
  @Field(() => ApiToken, { description: 'The token as lists show it.' })
  token!: ApiToken;

  @Field({ description: 'The secret for `Authorization: Bearer …`; only its hash is kept.' })
  secret!: string;
}
