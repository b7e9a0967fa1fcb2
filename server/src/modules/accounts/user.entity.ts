import { OptionalProps } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Directive, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum SubscriptionPlan {
  basic = 'basic',
  silver = 'silver',
  premium = 'premium',
}
registerEnumType(SubscriptionPlan, {
  name: 'SubscriptionPlan',
  description: 'Monthly plans.',
  valuesConfig: {
    basic: { description: 'The smallest plan.' },
    silver: { description: 'The middle plan.' },
    premium: { description: 'The largest plan.' },
  },
});

/**
 * A citizen's account. Secrets (the password hash) carry no @Field, so they never reach GraphQL.
 * Location names and derived flags are resolved in UserResolver from the columns below.
 *
 * An e-mail or mobile counts only once verified: only verified ones are unique, sign in, receive
 * password resets or keep someone else from registering them. An unverified one is a claim that
 * several accounts may make until one of them proves it (accounts/identity.ts).
 */
@Directive('@key(fields: "id")')
@ObjectType({ description: 'A signed-in citizen and what they are entitled to.' })
@Entity({ tableName: 'app_user' })
@Unique({
  name: 'app_user_verified_email_unique',
  expression:
    'create unique index "app_user_verified_email_unique" on "app_user" ("email") where "email_verified_at" is not null',
})
@Unique({
  name: 'app_user_verified_mobile_unique',
  expression:
    'create unique index "app_user_verified_mobile_unique" on "app_user" ("mobile") where "mobile_verified_at" is not null',
})
export class User {
  [OptionalProps]?: 'documentCount' | 'codeAttempts' | 'createdAt' | 'updatedAt';

  @Field(() => ID, { description: 'The account’s id.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field({ description: 'Full name as typed at registration (first and last name).' })
  @Property({ type: 'string', length: 200 })
  name!: string;

  @Field({ description: 'Lower-cased e-mail address; unique once verified.' })
  @Index()
  @Property({ type: 'string', length: 254 })
  email!: string;

  @Field({ description: 'Ten-digit mobile number; unique once verified.' })
  @Index()
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

  /**
   * Wrong one-time codes since the last code was issued, shared by every code of the account (its
   * e-mail, its mobile, resets), counted by one atomic update (accounts/codes.ts).
   */
  @Property({ type: 'integer', default: 0 })
  codeAttempts: number = 0;

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
