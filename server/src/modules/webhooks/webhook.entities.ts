import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { User } from '../accounts/user.entity.js';
import { Office } from '../offices/office.entities.js';
import { WebhookEventType } from './webhook-event-type.js';

/**
 * A partner's HTTPS address that hears about the owner's documents and payments, or (registered by
 * an office's token) about an office's documents. The secret signs each delivery (HMAC-SHA256); it
 * is kept as it is, because the server must sign with it.
 */
@ObjectType('WebhookEndpoint', { description: 'An address that receives signed event deliveries.' })
@Entity({ tableName: 'webhook_endpoint' })
export class WebhookEndpoint {
  [OptionalProps]?: 'createdAt' | 'eventTypes' | 'enabled';

  @Field(() => ID, { description: 'The endpoint’s id.' })
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  /** Who registered it: the owner of a personal endpoint; for an office's, the token's creator. */
  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  /**
   * The office whose documents it hears, registered with the office's token; null: the user's own
   * endpoint. Only the office's tokens see an office's endpoints, never its creator as a person.
   */
  @Index()
  @ManyToOne(() => Office, { nullable: true, deleteRule: 'cascade' })
  office?: Rel<Office> | null;

  @Field({
    description:
      'Where deliveries are POSTed: https, on the public internet (http://127.0.0.1 only where the server allows loopback).',
  })
  @Property({ type: 'string', length: 2048 })
  url!: string;

  @Property({ type: 'json' })
  events!: string[];

  /** The signing secret (whsec_…), shown to the owner once. */
  @Property({ type: 'string', length: 80 })
  secret!: string;

  /**
   * The secret before the last rotation, still signing beside the new one until
   * previousSecretExpiresAt, so that a receiver can switch without missing a delivery.
   */
  @Property({ type: 'string', length: 80, nullable: true })
  previousSecret?: string | null;

  @Field(() => Date, {
    nullable: true,
    description:
      'Until when deliveries are signed with the secret before the last rotation too; null: none is.',
  })
  @Property({ type: 'datetime', nullable: true })
  previousSecretExpiresAt?: Date | null;

  @Field({ description: 'When it was registered.' })
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  /** When its owner switched it off: nothing is delivered to it (nor tried) until switched on. */
  @Field(() => Date, { nullable: true, description: 'When it was disabled; null while it is enabled.' })
  @Property({ type: 'datetime', nullable: true })
  disabledAt?: Date | null;

  @Field(() => Boolean, { description: 'Whether deliveries are made to it (false: disabled).' })
  get enabled(): boolean {
    return !this.disabledAt;
  }

  @Field(() => [WebhookEventType], { name: 'events', description: 'The events it receives.' })
  get eventTypes(): WebhookEventType[] {
    return this.events.filter((event): event is WebhookEventType =>
      (Object.values(WebhookEventType) as string[]).includes(event),
    );
  }
}

export enum DeliveryStatus {
  PENDING = 'PENDING',
  RETRYING = 'RETRYING',
  SUCCEEDED = 'SUCCEEDED',
  FAILED = 'FAILED',
}

registerEnumType(DeliveryStatus, {
  name: 'DeliveryStatus',
  description: 'Where a delivery stands (the values are the ones the delivery log always answered).',
  valuesConfig: {
    PENDING: { description: 'Queued: the first attempt (or a resend) is yet to be made.' },
    RETRYING: { description: 'The last attempt failed; another is due at nextAttemptAt.' },
    SUCCEEDED: { description: 'Your endpoint answered 2xx.' },
    FAILED: { description: 'The retries are over (or the address is not allowed): no more attempts.' },
  },
});

/** One event sent to one endpoint, with what came of each attempt. */
@ObjectType('WebhookDelivery', { description: 'One event sent (or being sent) to one endpoint.' })
@Entity({ tableName: 'webhook_delivery' })
export class WebhookDelivery {
  [OptionalProps]?: 'createdAt' | 'attempts' | 'status';

  @Field(() => ID, { description: 'The delivery’s id.' })
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Index()
  @ManyToOne(() => WebhookEndpoint, { deleteRule: 'cascade' })
  endpoint!: Rel<WebhookEndpoint>;

  @Field({ description: 'The event’s id (the same on every attempt and resend: deduplicate by it).' })
  @Property({ type: 'uuid' })
  eventId!: string;

  @Field(() => WebhookEventType, { description: 'What happened.' })
  @Property({ type: 'string', length: 40 })
  eventType!: WebhookEventType;

  /** The JSON body exactly as sent, so that every attempt sends the same bytes. */
  @Field({ description: 'The JSON body sent.' })
  @Property({ type: 'text' })
  body!: string;

  @Field(() => DeliveryStatus, { description: 'Where the delivery stands.' })
  @Property({ type: 'string', length: 16 })
  status: DeliveryStatus = DeliveryStatus.PENDING;

  @Field(() => Int, { description: 'Attempts made so far.' })
  @Property({ type: 'integer' })
  attempts = 0;

  @Field(() => Int, {
    nullable: true,
    description:
      'The HTTP status your endpoint answered the last attempt with; null when it did not answer (or its address was not allowed).',
  })
  @Property({ type: 'integer', nullable: true })
  lastResponseCode?: number | null;

  /**
   * What the owner is told of a failed attempt, one of the phrases of delivery-outcome.ts: never
   * what the network said (refused, timed out, reset), which would map the inside for a caller.
   */
  @Field(() => String, {
    nullable: true,
    description:
      'When the last attempt failed: "failed; next attempt at <time>", "failed; no more attempts", "address not allowed" or "endpoint disabled; not attempted".',
  })
  @Property({ type: 'string', length: 300, nullable: true })
  lastError?: string | null;

  @Field(() => Date, { nullable: true, description: 'When the next attempt is due; null when none is.' })
  @Property({ type: 'datetime', nullable: true })
  nextAttemptAt?: Date | null;

  @Field({ description: 'When the event happened.' })
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Field(() => Date, { nullable: true, description: 'When the last attempt was made.' })
  @Property({ type: 'datetime', nullable: true })
  lastAttemptAt?: Date | null;

  @Field(() => Date, { nullable: true, description: 'When an attempt succeeded.' })
  @Property({ type: 'datetime', nullable: true })
  deliveredAt?: Date | null;
}

/**
 * An event as it happened, once, whatever became of its deliveries: what the events list
 * (`webhookEvents`) reads to catch up after the retry window. Recorded when one of the owner's
 * endpoints chose its type; the owner is the office for an office's event, else the account.
 * Kept, as deliveries are, until the account or office is removed.
 */
@ObjectType('WebhookEvent', { description: 'One event, as every delivery of it carried it.' })
@Entity({ tableName: 'webhook_event' })
@Index({ properties: ['user', 'createdAt', 'id'] })
@Index({ properties: ['office', 'createdAt', 'id'] })
export class WebhookEvent {
  [OptionalProps]?: 'createdAt';

  @Field(() => ID, { description: 'The event’s id (the body’s id, the deliveries’ eventId).' })
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  /** A person's event: the account whose endpoints hear it; null for an office's. */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'cascade' })
  user?: Rel<User> | null;

  /** An office's event: the office whose endpoints hear it. */
  @ManyToOne(() => Office, { nullable: true, deleteRule: 'cascade' })
  office?: Rel<Office> | null;

  @Field(() => WebhookEventType, { description: 'What happened.' })
  @Property({ type: 'string', length: 40 })
  type!: WebhookEventType;

  @Field({ description: 'The JSON body, as every delivery of the event sent it.' })
  @Property({ type: 'text' })
  body!: string;

  @Field({ description: 'When it happened.' })
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
