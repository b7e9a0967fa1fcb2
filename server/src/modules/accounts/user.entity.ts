import { OptionalProps } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum SubscriptionPlan {
  basic = 'basic',
  silver = 'silver',
  premium = 'premium',
}
registerEnumType(SubscriptionPlan, { name: 'SubscriptionPlan', description: 'Monthly plans.' });

/**
 * A citizen's account. Secrets (the password hash) carry no @Field, so they never reach GraphQL.
 * Location names and derived flags are resolved in UserResolver from the columns below.
 */
@ObjectType({ description: 'A signed-in citizen and what they are entitled to.' })
@Entity({ tableName: 'app_user' })
export class User {
  [OptionalProps]?: 'documentCount' | 'createdAt' | 'updatedAt';

  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field({ description: 'Full name as typed at registration (first and last name).' })
  @Property({ type: 'string', length: 200 })
  name!: string;

  @Field({ description: 'Lower-cased e-mail address; unique.' })
  @Unique()
  @Property({ type: 'string', length: 254 })
  email!: string;

  @Field({ description: 'Ten-digit mobile number; unique.' })
  @Unique()
  @Property({ type: 'string', length: 10 })
  mobile!: string;

  @Property({ type: 'string', length: 200, hidden: true })
  passwordHash!: string;

  @Property({ type: 'datetime', nullable: true })
  emailVerifiedAt?: Date | null;

  /** A new e-mail waiting for its code; `email` changes only once it is confirmed. */
  @Property({ type: 'string', length: 254, nullable: true })
  pendingEmail?: string | null;

  @Property({ type: 'datetime', nullable: true })
  mobileVerifiedAt?: Date | null;

  /** Storage key of the avatar; the URL handed out is signed and short-lived. */
  @Property({ type: 'string', length: 300, nullable: true })
  profilePicKey?: string | null;

  @Field(() => Int, { description: 'Documents generated so far (the first 10 are free).' })
  @Property({ type: 'integer', default: 0 })
  documentCount: number = 0;

  @Field(() => SubscriptionPlan, { nullable: true, description: 'Plan of the current paid month, if any.' })
  @Property({ type: 'string', length: 20, nullable: true })
  subscriptionPlan?: SubscriptionPlan | null;

  /** Start of the paid month; plan documents are counted from here. */
  @Property({ type: 'datetime', nullable: true })
  subscriptionStartsAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  subscriptionExpiresAt?: Date | null;

  /** The payment order that bought the current plan (a refund of it ends the plan). */
  @Property({ type: 'uuid', nullable: true })
  subscriptionOrderId?: string | null;

  /**
   * Details typed once and reused by every document (names, parents, citizenship, tole ...),
   * keyed as the works' profileKey fields are (see modules/works PROFILE_KEYS).
   */
  @Property({ type: 'json', nullable: true })
  profileDetails?: Record<string, string> | null;

  @Index()
  @Property({ type: 'integer', nullable: true })
  provinceId?: number | null;

  @Property({ type: 'integer', nullable: true })
  districtId?: number | null;

  @Property({ type: 'integer', nullable: true })
  localLevelId?: number | null;

  @Field(() => Int, { nullable: true, description: 'Ward number within the local level.' })
  @Property({ type: 'integer', nullable: true })
  ward?: number | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
