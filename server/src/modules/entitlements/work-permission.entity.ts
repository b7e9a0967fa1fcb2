import { randomUUID } from 'node:crypto';
import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../accounts/user.entity.js';

/**
 * One paid generation of one work: granted when a single-document payment is verified, spent by
 * the generation it pays for, given back if that generation fails, revoked by a refund.
 */
@Entity({ tableName: 'work_permission' })
@Index({ properties: ['user', 'workKey'] })
export class WorkPermission {
  [OptionalProps]?: 'grantedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @Property({ type: 'string', length: 80 })
  workKey!: string;

  /** The payment order that paid for it (null for grants made by hand). */
  @Property({ type: 'string', length: 64, nullable: true })
  orderId?: string | null;

  @Property({ type: 'datetime' })
  grantedAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null;
}
