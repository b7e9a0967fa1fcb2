import { randomUUID } from 'node:crypto';
import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { User } from '../accounts/user.entity.js';
import { Office } from './office.entities.js';

/**
 * A person an office prepares papers for. The detail columns carry the works' applicant field keys
 * (works/fields.ts), so a client fills a generation form the way a profile does. Search and
 * duplicate checks read the normalised keys (shared/name-search.ts), kept in step on every write.
 */
@ObjectType({ description: 'A client of an office: the applicant details papers ask for.' })
@Entity({ tableName: 'office_client' })
@Index({ properties: ['office', 'createdAt'] })
@Index({ properties: ['office', 'citizenshipKey'] })
@Index({ properties: ['office', 'identityKey'] })
export class OfficeClient {
  [OptionalProps]?: 'createdAt' | 'updatedAt';

  @Field(() => ID, { description: 'The client record’s id.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Office, { deleteRule: 'cascade' })
  office!: Rel<Office>;

  @Field({ description: 'Full name in Nepali (applicant field fullName).' })
  @Property({ type: 'string', length: 100 })
  fullName!: string;

  @Field(() => String, { nullable: true, description: 'Full name in English letters.' })
  @Property({ type: 'string', length: 100, nullable: true })
  fullNameEn?: string | null;

  @Field({ description: 'A GENDER_OPTIONS value (see workFields).' })
  @Property({ type: 'string', length: 20 })
  gender!: string;

  @Field(() => String, { nullable: true, description: 'Date of birth, BS, YYYY/MM/DD.' })
  @Property({ type: 'string', length: 20, nullable: true })
  dateOfBirthBs?: string | null;

  @Field({ description: 'Father’s name in Nepali.' })
  @Property({ type: 'string', length: 100 })
  fatherName!: string;

  @Field(() => String, { nullable: true, description: 'Mother’s name in Nepali.' })
  @Property({ type: 'string', length: 100, nullable: true })
  motherName?: string | null;

  @Field({ description: 'Grandfather’s name in Nepali.' })
  @Property({ type: 'string', length: 100 })
  grandfatherName!: string;

  @Field(() => String, { nullable: true, description: 'Spouse’s name in Nepali.' })
  @Property({ type: 'string', length: 100, nullable: true })
  spouseName?: string | null;

  @Field(() => String, { nullable: true, description: 'Tole (street or village) in Nepali.' })
  @Property({ type: 'string', length: 100, nullable: true })
  tole?: string | null;

  @Field(() => String, { nullable: true, description: 'Citizenship certificate number as written.' })
  @Property({ type: 'string', length: 40, nullable: true })
  citizenshipNumber?: string | null;

  @Field(() => String, { nullable: true, description: 'District slug where the citizenship was issued.' })
  @Property({ type: 'string', length: 100, nullable: true })
  citizenshipIssueDistrict?: string | null;

  @Field(() => String, { nullable: true, description: 'Citizenship issue date, BS, YYYY/MM/DD.' })
  @Property({ type: 'string', length: 20, nullable: true })
  citizenshipIssueDateBs?: string | null;

  @Field(() => String, { nullable: true, description: 'Ten-digit mobile number.' })
  @Property({ type: 'string', length: 10, nullable: true })
  mobile?: string | null;

  @Field(() => Int, { nullable: true, description: 'Province id of the client’s address.' })
  @Property({ type: 'integer', nullable: true })
  provinceId?: number | null;

  @Field(() => Int, { nullable: true, description: 'District id of the client’s address.' })
  @Property({ type: 'integer', nullable: true })
  districtId?: number | null;

  @Field(() => Int, { nullable: true, description: 'Local level id of the client’s address.' })
  @Property({ type: 'integer', nullable: true })
  localLevelId?: number | null;

  @Field(() => Int, { nullable: true, description: 'Ward of the client’s address.' })
  @Property({ type: 'integer', nullable: true })
  ward?: number | null;

  /** nameSearchKey of both names: what a search by name in either script matches. */
  @Property({ type: 'string', length: 400 })
  searchKey!: string;

  /** nameSearchKey of the name and the father's name: the same person entered twice. */
  @Property({ type: 'string', length: 300 })
  identityKey!: string;

  /** citizenshipKey of the number; null without one. */
  @Property({ type: 'string', length: 40, nullable: true })
  citizenshipKey?: string | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  createdBy?: Rel<User> | null;

  @Field({ description: 'When the client was added.' })
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Field({ description: 'When the client’s details last changed.' })
  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
