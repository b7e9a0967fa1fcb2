import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, ObjectType } from 'type-graphql';
import { User } from '../accounts/user.entity.js';
import { Office } from '../offices/office.entities.js';
import { ApiTokenMode } from './api-token-mode.js';
import { ApiTokenScopeValue, scopeValuesOf } from './api-token-scope.js';

/**
 * A credential a partner's server holds instead of a browser's cookie. Only the SHA-256 of the
 * secret is stored (shown once, at creation); the prefix lets the owner tell tokens apart.
 */
@ObjectType('ApiToken', {
  description: 'A named credential for scripts and partner servers (Authorization: Bearer …).',
})
@Entity({ tableName: 'api_token' })
export class ApiToken {
  [OptionalProps]?: 'createdAt' | 'lastUsedAt' | 'revokedAt' | 'expiresAt' | 'scopeValues' | 'mode';

  @Field(() => ID, { description: 'The token’s id (not the secret).' })
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  /**
   * The office the token acts for, or null for a person's own token. An office's token reaches
   * that office's clients and documents only, never its creator's personal data.
   */
  @Index()
  @ManyToOne(() => Office, { nullable: true, deleteRule: 'cascade' })
  office?: Rel<Office> | null;

  @Field(() => ID, { nullable: true, description: 'The office it acts for; null: its creator’s own token.' })
  get officeId(): string | null {
    return this.office?.id ?? null;
  }

  @Field({ description: 'The name its owner gave it.' })
  @Property({ type: 'string', length: 80 })
  name!: string;

  @Field(() => ApiTokenMode, { description: 'LIVE, or TEST: its documents are specimens.' })
  @Enum({ items: () => ApiTokenMode, default: ApiTokenMode.LIVE })
  mode: ApiTokenMode = ApiTokenMode.LIVE;

  @Field({
    description: 'The start of the secret (lkp_, or lkp_test_ for a test token, and six characters).',
  })
  @Property({ type: 'string', length: 16 })
  prefix!: string;

  /** SHA-256 of the whole secret, hex. */
  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @Property({ type: 'json' })
  scopes!: string[];

  @Property({ type: 'integer' })
  requestsPerMinute!: number;

  @Property({ type: 'integer' })
  costPerMinute!: number;

  @Field({ description: 'When it was created.' })
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Field(() => Date, { nullable: true, description: 'When it last authenticated a request (to the minute).' })
  @Property({ type: 'datetime', nullable: true })
  lastUsedAt?: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it stops working; null: never.' })
  @Property({ type: 'datetime', nullable: true })
  expiresAt?: Date | null;

  @Field(() => Date, { nullable: true, description: 'When its owner revoked it; null while it works.' })
  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null;

  @Field(() => [ApiTokenScopeValue], { name: 'scopes', description: 'What it may do.' })
  get scopeValues(): ApiTokenScopeValue[] {
    return scopeValuesOf(this.scopes);
  }
}
