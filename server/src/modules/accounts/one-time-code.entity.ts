import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps, type Rel } from '@mikro-orm/core';
import { User } from './user.entity.js';

export type CodePurpose = 'verify_email' | 'verify_mobile' | 'reset_password' | 'change_email';

/**
 * A 6-digit code sent by e-mail or SMS. Stored hashed; expires, is single-use, and is void after
 * too many wrong tries (see otp.ts for the numbers).
 */
@Entity({ tableName: 'one_time_code' })
@Index({ properties: ['user', 'purpose'] })
export class OneTimeCode {
  [OptionalProps]?: 'failedAttempts' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @Property({ type: 'string', length: 20 })
  purpose!: CodePurpose;

  /** The address the code went to: an e-mail or a mobile number. */
  @Property({ type: 'string', length: 254 })
  target!: string;

  @Property({ type: 'string', length: 128 })
  codeHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'integer', default: 0 })
  failedAttempts: number = 0;

  @Property({ type: 'datetime', nullable: true })
  consumedAt?: Date | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
