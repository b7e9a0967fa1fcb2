import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Field, Int, ObjectType } from 'type-graphql';

// Nepal's divisions as database rows, seeded at start from data/nepal-admin.json (see
// server/src/seeders/locations.seeder.ts). Parents are plain id columns: the graph is resolved through DataLoader.

@ObjectType({ description: 'One of the 7 provinces (current official names).' })
@Entity({ tableName: 'province' })
export class Province {
  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: false }) id!: number;
  @Field({ description: 'English slug, e.g. bagmati.' })
  @Property({ type: 'string', length: 40 })
  slug!: string;
  @Field() @Property({ type: 'string', length: 80 }) nameNe!: string;
  @Field() @Property({ type: 'string', length: 80 }) nameEn!: string;
  @Field() @Property({ type: 'string', length: 100 }) fullNameNe!: string;
  @Field() @Property({ type: 'string', length: 100 }) fullNameEn!: string;
}

@ObjectType({ description: 'One of the 77 districts.' })
@Entity({ tableName: 'district' })
export class District {
  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: false }) id!: number;
  @Field(() => Int) @Index() @Property({ type: 'integer' }) provinceId!: number;
  @Field() @Property({ type: 'string', length: 40 }) slug!: string;
  @Field() @Property({ type: 'string', length: 80 }) nameNe!: string;
  @Field() @Property({ type: 'string', length: 80 }) nameEn!: string;
}

@ObjectType({ description: 'One of the 753 local levels (municipalities of four kinds).' })
@Entity({ tableName: 'local_level' })
export class LocalLevel {
  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: false }) id!: number;
  @Field(() => Int) @Index() @Property({ type: 'integer' }) districtId!: number;
  @Field(() => Int) @Property({ type: 'integer' }) provinceId!: number;
  @Field({ description: 'rural_municipality | municipality | sub_metropolitan | metropolitan' })
  @Property({ type: 'string', length: 20 })
  type!: string;
  @Field() @Property({ type: 'string', length: 120 }) nameNe!: string;
  @Field() @Property({ type: 'string', length: 120 }) nameEn!: string;
  @Field() @Property({ type: 'string', length: 160 }) fullNameNe!: string;
  @Field() @Property({ type: 'string', length: 160 }) fullNameEn!: string;
  @Field(() => Int, { description: 'How many wards it has (numbered 1..N).' })
  @Property({ type: 'integer' })
  wardCount!: number;
}

/** Which version of a reference data set is in the database (a hash of the file). */
@Entity({ tableName: 'reference_data_version' })
export class ReferenceDataVersion {
  @PrimaryKey({ type: 'string', length: 40 }) name!: string;
  @Property({ type: 'string', length: 64 }) hash!: string;
  @Property({ type: 'datetime' }) seededAt!: Date;
}
