import { randomUUID } from 'node:crypto';
import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { type SubscriptionPlan, User } from '../accounts/user.entity.js';

/** What a member may do in an office; office-policy.ts says exactly what each role allows. */
export enum OfficeRole {
  owner = 'owner',
  writer = 'writer',
  viewer = 'viewer',
}
registerEnumType(OfficeRole, {
  name: 'OfficeRole',
  description: 'A member’s role in an office.',
  valuesConfig: {
    owner: { description: 'Everything: members, billing, clients and documents.' },
    writer: { description: 'Clients and documents: reads, adds, changes and generates.' },
    viewer: { description: 'Reads the office’s clients and documents; changes nothing.' },
  },
});

/**
 * A professional office (a deed writer's practice, for example) whose members share clients and,
 * later, documents, a plan and API tokens. Its place comes from the location cascade.
 */
@ObjectType({ description: 'A professional office whose members serve clients together.' })
@Entity({ tableName: 'office' })
export class Office {
  [OptionalProps]?: 'createdAt' | 'documentCount';

  @Field(() => ID, { description: 'The office’s id.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field({ description: 'The office’s name in Nepali.' })
  @Property({ type: 'string', length: 150 })
  nameNe!: string;

  @Field({ description: 'The office’s name in English.' })
  @Property({ type: 'string', length: 150 })
  nameEn!: string;

  @Field(() => Int, { description: 'Province id (location cascade).' })
  @Property({ type: 'integer' })
  provinceId!: number;

  @Field(() => Int, { description: 'District id (location cascade).' })
  @Property({ type: 'integer' })
  districtId!: number;

  @Field(() => Int, { description: 'Local level id (location cascade).' })
  @Property({ type: 'integer' })
  localLevelId!: number;

  @Field(() => Int, { description: 'Ward number within the local level.' })
  @Property({ type: 'integer' })
  ward!: number;

  @Field(() => String, { nullable: true, description: 'PAN or registration number, if given.' })
  @Property({ type: 'string', length: 40, nullable: true })
  registrationNumber?: string | null;

  @Field({ description: 'Ten-digit contact number.' })
  @Property({ type: 'string', length: 10 })
  contactNumber!: string;

  @Field({ description: 'When the office was created.' })
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  // The office's own allowance (entitlements/entitlement-subject.ts): the office's documents are
  // counted here and against its plan, whoever of its members generates them.

  /** Office documents generated so far (the first ones are free, as for a person). */
  @Property({ type: 'integer', default: 0 })
  documentCount: number = 0;

  /** The plan of the office's current paid month, if any. */
  @Property({ type: 'string', length: 20, nullable: true })
  plan?: SubscriptionPlan | null;

  /** Start of the paid month; plan documents are counted from here. */
  @Property({ type: 'datetime', nullable: true })
  planStartsAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  planExpiresAt?: Date | null;

  /** The payment order that bought the current plan (a refund of it ends the plan). */
  @Property({ type: 'uuid', nullable: true })
  planOrderId?: string | null;
}

/** One user's place in one office. Removing a member deletes the row: access ends with it. */
@ObjectType({ description: 'A member of an office and their role.' })
@Entity({ tableName: 'office_membership' })
@Unique({ properties: ['office', 'user'] })
export class OfficeMembership {
  [OptionalProps]?: 'createdAt';

  @Field(() => ID, { description: 'The membership’s id.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field(() => Office, { description: 'The office.' })
  @ManyToOne(() => Office, { deleteRule: 'cascade' })
  office!: Rel<Office>;

  @Index()
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: Rel<User>;

  @Field(() => OfficeRole, { description: 'What this member may do.' })
  @Enum(() => OfficeRole)
  role!: OfficeRole;

  @Field({ description: 'When they joined.' })
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}

/**
 * An invitation to join an office, sent to an e-mail or a mobile number. The token itself is only
 * in the message; the row keeps its hash. Single use (acceptedAt) and expiring (expiresAt).
 */
@ObjectType({ description: 'An invitation to join an office, waiting to be accepted.' })
@Entity({ tableName: 'office_invitation' })
export class OfficeInvitation {
  [OptionalProps]?: 'createdAt';

  @Field(() => ID, { description: 'The invitation’s id.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Index()
  @ManyToOne(() => Office, { deleteRule: 'cascade' })
  office!: Rel<Office>;

  @Field(() => String, { nullable: true, description: 'The invited e-mail address, if sent by e-mail.' })
  @Property({ type: 'string', length: 254, nullable: true })
  email?: string | null;

  @Field(() => String, { nullable: true, description: 'The invited mobile number, if sent by SMS.' })
  @Property({ type: 'string', length: 10, nullable: true })
  mobile?: string | null;

  @Field(() => OfficeRole, { description: 'The role the invited person gets on accepting.' })
  @Enum(() => OfficeRole)
  role!: OfficeRole;

  @Unique()
  @Property({ type: 'string', length: 64 })
  tokenHash!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  invitedBy!: Rel<User>;

  @Field({ description: 'After this the invitation can no longer be accepted.' })
  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When it was accepted; null while waiting.' })
  @Property({ type: 'datetime', nullable: true })
  acceptedAt?: Date | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  acceptedBy?: Rel<User> | null;

  @Field({ description: 'When it was sent.' })
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
