import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Directive, Field, Int, ObjectType, registerEnumType } from 'type-graphql';

// Nepal's divisions as database rows, seeded at start from data/nepal-admin.json (see
// server/src/seeders/locations.seeder.ts). Parents are plain id columns: the graph is resolved through DataLoader.
// In a federated graph each division is an entity keyed by its number, and shareable: it is public
// reference data that another service may hold a copy of and answer for itself.

/** The four kinds of local level; the API's names are the stored values, as the REST shim sends them. */
enum LocalLevelKind {
  rural_municipality = 'rural_municipality',
  municipality = 'municipality',
  sub_metropolitan = 'sub_metropolitan',
  metropolitan = 'metropolitan',
}
registerEnumType(LocalLevelKind, {
  name: 'LocalLevelKind',
  description: 'The four kinds of local level, smallest first.',
  valuesConfig: {
    rural_municipality: { description: 'गाउँपालिका (Rural Municipality).' },
    municipality: { description: 'नगरपालिका (Municipality).' },
    sub_metropolitan: { description: 'उपमहानगरपालिका (Sub-Metropolitan City).' },
    metropolitan: { description: 'महानगरपालिका (Metropolitan City).' },
  },
});

@Directive('@key(fields: "id")')
@Directive('@shareable')
@ObjectType({ description: 'One of the 7 provinces (current official names).' })
@Entity({ tableName: 'province' })
export class Province {
  @Field(() => Int, { description: 'The official province number, 1..7.' })
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;
  @Field({ description: 'English slug, e.g. bagmati.' })
  @Property({ type: 'string', length: 40 })
  slug!: string;
  @Field({ description: 'The name in Nepali (Devanagari).' })
  @Property({ type: 'string', length: 80 })
  nameNe!: string;
  @Field({ description: 'The name in English.' }) @Property({ type: 'string', length: 80 }) nameEn!: string;
  @Field({ description: 'The name with its title ("... प्रदेश") in Nepali.' })
  @Property({ type: 'string', length: 100 })
  fullNameNe!: string;
  @Field({ description: 'The name with its title ("... Province") in English.' })
  @Property({ type: 'string', length: 100 })
  fullNameEn!: string;
}

@Directive('@key(fields: "id")')
@Directive('@shareable')
@ObjectType({ description: 'One of the 77 districts.' })
@Entity({ tableName: 'district' })
export class District {
  @Field(() => Int, { description: 'A stable district number.' })
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;
  @Field(() => Int, { description: 'The province it belongs to.' })
  @Index()
  @Property({ type: 'integer' })
  provinceId!: number;
  @Field({ description: 'English slug, e.g. kathmandu.' })
  @Property({ type: 'string', length: 40 })
  slug!: string;
  @Field({ description: 'The name in Nepali (Devanagari).' })
  @Property({ type: 'string', length: 80 })
  nameNe!: string;
  @Field({ description: 'The name in English.' }) @Property({ type: 'string', length: 80 }) nameEn!: string;
}

@Directive('@key(fields: "id")')
@Directive('@shareable')
@ObjectType({ description: 'One of the 753 local levels (municipalities of four kinds).' })
@Entity({ tableName: 'local_level' })
export class LocalLevel {
  @Field(() => Int, { description: 'A stable local level number.' })
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;
  @Field(() => Int, { description: 'The district it belongs to.' })
  @Index()
  @Property({ type: 'integer' })
  districtId!: number;
  @Field(() => Int, { description: 'The province it belongs to.' })
  @Property({ type: 'integer' })
  provinceId!: number;
  @Field(() => LocalLevelKind, { description: 'Which of the four kinds of local level it is.' })
  @Property({ type: 'string', length: 20 })
  type!: string;
  @Field({ description: 'The name in Nepali (Devanagari).' })
  @Property({ type: 'string', length: 120 })
  nameNe!: string;
  @Field({ description: 'The name in English.' }) @Property({ type: 'string', length: 120 }) nameEn!: string;
  @Field({ description: 'The name with its kind ("... गाउँपालिका") in Nepali.' })
  @Property({ type: 'string', length: 160 })
  fullNameNe!: string;
  @Field({ description: 'The name with its kind ("... Rural Municipality") in English.' })
  @Property({ type: 'string', length: 160 })
  fullNameEn!: string;
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
