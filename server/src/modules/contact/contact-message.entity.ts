import { randomUUID } from 'node:crypto';
import { OptionalProps } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from '../../shared/contact-rules.js';
import { EMAIL_MAX_LENGTH } from '../../shared/input-limits.js';

/**
 * A message sent through the Contact Us form. Kept whether or not it could be mailed, so a mail
 * outage or an unset CONTACT_EMAIL loses nothing. Not exposed through the API: only staff read it.
 */
@Entity({ tableName: 'contact_message' })
export class ContactMessage {
  [OptionalProps]?: 'createdAt' | 'mailedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: CONTACT_NAME_MAX })
  firstName!: string;

  @Property({ type: 'string', length: CONTACT_NAME_MAX })
  lastName!: string;

  @Property({ type: 'string', length: EMAIL_MAX_LENGTH })
  email!: string;

  @Property({ type: 'string', length: 10 })
  mobile!: string;

  @Property({ type: 'string', length: CONTACT_MESSAGE_MAX })
  message!: string;

  /**
   * Keyed hash of the sender's address: enough to find everything one abuser sent, without
   * keeping visitors' addresses in the clear (see client-address.ts).
   */
  @Index()
  @Property({ type: 'string', length: 64 })
  clientAddressHash!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  /** When it was handed to the mailer; null when CONTACT_EMAIL is unset or mailing failed. */
  @Property({ type: 'datetime', nullable: true })
  mailedAt?: Date | null;
}
