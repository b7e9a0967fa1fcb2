import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps, type Rel } from '@mikro-orm/core';
import { User } from './user.entity.js';

/**
 * A signed-in browser. The cookie holds a random token; only its SHA-256 is stored, so a leaked
 * table does not let anyone sign in. Logging out sets revokedAt.
 */
@Entity({ tableName: 'user_session' })
export class Session {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'string', length: 64 })
  tokenHash!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null;

  @Property({ type: 'string', length: 64, nullable: true })
  ip?: string | null;
}
