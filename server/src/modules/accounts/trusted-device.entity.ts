import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps, type Rel } from '@mikro-orm/core';
import { User } from './user.entity.js';

/**
 * A browser that signed in to this account before (OWASP's device cookie). Failed logins from it
 * count against the device alone, so an attacker's failures elsewhere cannot lock the owner out.
 * The cookie holds a random token; only its SHA-256 is stored.
 */
@Entity({ tableName: 'trusted_device' })
export class TrustedDevice {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'string', length: 64 })
  tokenHash!: string;

  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Index()
  @Property({ type: 'datetime' })
  expiresAt!: Date;
}
