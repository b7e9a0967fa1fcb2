import { randomUUID } from 'node:crypto';
import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from '../accounts/user.entity.js';
import { GeneratedDocument } from './generated-document.entity.js';

/**
 * A client's name for one generation request (the Idempotency-Key header or argument): a retry
 * with the same key by the same user gets the same document back and spends nothing more. Keys are
 * per user, remembered with a hash of the request they named, and forgotten after `expiresAt`.
 */
@Entity({ tableName: 'idempotency_key' })
@Unique({ properties: ['user', 'key'] })
export class IdempotencyKey {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @Property({ type: 'string', length: 200 })
  key!: string;

  /** sha256 of the work key and values, so the same key with another body is recognised. */
  @Property({ type: 'string', length: 64 })
  requestHash!: string;

  @ManyToOne(() => GeneratedDocument, { deleteRule: 'cascade' })
  document!: Rel<GeneratedDocument>;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Index()
  @Property({ type: 'datetime' })
  expiresAt!: Date;
}
