import { randomUUID } from 'node:crypto';
import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { SubscriptionPlan, User } from '../accounts/user.entity.js';
import { Office } from '../offices/office.entities.js';
import { type WalletId, wallets } from './wallets/registry.js';

/** The wallets a payment can be made with, one value per wallet in the registry. */
export const PaymentProvider = Object.fromEntries(wallets.map(({ id }) => [id, id])) as {
  readonly [Id in WalletId]: Id;
};
export type PaymentProvider = WalletId;
registerEnumType(PaymentProvider, {
  name: 'PaymentProvider',
  description: 'The wallets a payment can be made with.',
  valuesConfig: Object.fromEntries(wallets.map(({ id, name }) => [id, { description: `${name}.` }])),
});

export enum OrderStatus {
  /** Created; the user is at the provider or on the way back. */
  PENDING = 'PENDING',
  /** The provider can't say yet (eSewa AMBIGUOUS, Khalti Pending): the settler asks again. */
  AMBIGUOUS = 'AMBIGUOUS',
  COMPLETED = 'COMPLETED',
  FAILED = 'FAILED',
  REFUNDED = 'REFUNDED',
  /** Never confirmed and abandoned: the settler stopped asking the provider about it. */
  EXPIRED = 'EXPIRED',
}
registerEnumType(OrderStatus, {
  name: 'OrderStatus',
  description: 'Where a payment order stands.',
  valuesConfig: {
    PENDING: { description: 'Opened; the user is at the wallet or on the way back.' },
    AMBIGUOUS: { description: 'The wallet cannot say yet; the server asks again.' },
    COMPLETED: { description: 'Paid and credited.' },
    FAILED: { description: 'The wallet reports it failed or was cancelled.' },
    REFUNDED: { description: 'The wallet refunded it.' },
    EXPIRED: { description: 'Never confirmed; the server stopped asking the wallet about it.' },
  },
});

/**
 * One payment attempt, priced by the server. Its id is the eSewa transaction_uuid / Khalti
 * purchase_order_id, new for every attempt. `creditedAt` is set exactly once, by the conditional
 * update that grants what was bought.
 */
@ObjectType({ description: 'A payment attempt and what it is for.' })
@Entity({ tableName: 'payment_order' })
@Index({ properties: ['status', 'createdAt'] })
@Unique({ properties: ['user', 'attemptKey'] })
// A wallet's id names one payment: two orders never claim the same one (a return names one order).
@Unique({ properties: ['provider', 'providerReference'] })
export class PaymentOrder {
  [OptionalProps]?: 'status' | 'createdAt' | 'updatedAt';

  @Field(() => ID, { description: 'The order’s id: the transaction id the wallet sees.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Who opened and pays the order (for an office's order: one of its owners). */
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  /** The office an office's plan is bought for; null for a person's own purchase. */
  @ManyToOne(() => Office, { nullable: true, deleteRule: 'cascade' })
  office?: Rel<Office> | null;

  @Field(() => PaymentProvider, { description: 'The wallet it is paid with.' })
  @Enum(() => PaymentProvider)
  provider!: PaymentProvider;

  @Field(() => String, { nullable: true, description: 'The work one document is bought for.' })
  @Property({ type: 'string', length: 80, nullable: true })
  workKey?: string | null;

  @Field(() => SubscriptionPlan, { nullable: true, description: 'The monthly plan bought.' })
  @Property({ type: 'string', length: 20, nullable: true })
  plan?: SubscriptionPlan | null;

  @Field(() => Int, { description: 'Rupees, as the server priced it.' })
  @Property({ type: 'integer' })
  amount!: number;

  @Field(() => OrderStatus, { description: 'Where the payment stands.' })
  @Enum(() => OrderStatus)
  status: OrderStatus = OrderStatus.PENDING;

  /**
   * The browser's name for one tap on a wallet button: a repeated start with the same key (a
   * double tap, a retried request) answers with this order instead of opening another.
   */
  @Property({ type: 'string', length: 64, nullable: true })
  attemptKey?: string | null;

  /** The wallet's page for this payment, kept so a repeated start can send the browser there again. */
  @Property({ type: 'string', length: 500, nullable: true })
  paymentUrl?: string | null;

  /**
   * The wallet's own id of this payment, given when it was opened and used to look it up (Khalti's
   * pidx); null for a wallet that knows the payment by the order's id (eSewa).
   */
  @Property({ type: 'string', length: 100, nullable: true })
  providerReference?: string | null;

  /** The wallet's receipt once paid (eSewa ref_id, Khalti transaction_id). */
  @Property({ type: 'string', length: 100, nullable: true })
  providerRef?: string | null;

  @Property({ type: 'datetime', nullable: true })
  creditedAt?: Date | null;

  @Field({ description: 'When the order was opened.' })
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** Every look at a payment, good or bad: what came in, what was decided and why. */
@Entity({ tableName: 'payment_event' })
export class PaymentEvent {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Index()
  @Property({ type: 'uuid', nullable: true })
  orderId?: string | null;

  @Property({ type: 'uuid', nullable: true })
  userId?: string | null;

  @Property({ type: 'string', length: 20 })
  provider!: string;

  /** start | return | status-check | settle */
  @Property({ type: 'string', length: 20 })
  stage!: string;

  /** credited | rejected | pending | failed | duplicate | refunded | started */
  @Property({ type: 'string', length: 20 })
  decision!: string;

  @Property({ type: 'string', length: 500 })
  reason!: string;

  @Property({ type: 'json', nullable: true })
  details?: Record<string, unknown> | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
