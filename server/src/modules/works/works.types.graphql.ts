import { Field, Int, ObjectType } from 'type-graphql';
import type { SelectOption as SelectOptionData, WorkField as WorkFieldData } from './work.types.js';

// GraphQL views of the works catalogue. The catalogue itself is plain data (work.types.ts); these
// classes only describe it to GraphQL, so resolvers return the data objects as they are.

@ObjectType('ServiceArea', { description: 'A dashboard tile; its works are on /dashboard/{route}.' })
export class ServiceAreaType {
  @Field(() => Int) id!: number;
  @Field() nameEn!: string;
  @Field() nameNe!: string;
  @Field({ description: 'An image shipped with the site.' }) imageUrl!: string;
  @Field({ description: 'The client route of its tile, e.g. /dashboard/lekhapadi.' }) route!: string;
  @Field() comingSoon!: boolean;
}

@ObjectType('SelectOption')
export class SelectOptionType implements SelectOptionData {
  @Field() value!: string;
  @Field() labelNe!: string;
  @Field() labelEn!: string;
}

@ObjectType('WorkField', { description: 'One field of a work’s form.' })
export class WorkFieldType {
  @Field({ description: 'The key of its value in generateDocument’s values.' }) key!: string;
  @Field({ description: 'text | nepaliText | number | amount | bsDate | select | table' }) type!: string;
  @Field() labelNe!: string;
  @Field() labelEn!: string;
  @Field() required!: boolean;
  @Field() placeholder!: string;
  @Field(() => Int, { nullable: true }) maxLength?: number;
  @Field({ nullable: true }) multiline?: boolean;
  @Field({ nullable: true }) min?: number;
  @Field({ nullable: true }) max?: number;
  @Field({ nullable: true }) integer?: boolean;
  @Field({ nullable: true, description: 'A regular expression the value must match.' }) pattern?: string;
  @Field({ nullable: true }) patternMessage?: string;
  @Field(() => [SelectOptionType], { nullable: true }) options?: SelectOptionData[];
  @Field(() => [WorkFieldType], { nullable: true, description: 'The columns of a table field.' })
  columns?: WorkFieldData[];
  @Field(() => Int, { nullable: true }) minRows?: number;
  @Field(() => Int, { nullable: true }) maxRows?: number;
  @Field({ nullable: true, description: 'The profile detail that prefills it and may be saved back.' })
  profileKey?: string;
}

@ObjectType('Work', { description: 'A kind of paper the service writes.' })
export class WorkType {
  @Field() key!: string;
  @Field(() => Int) serviceAreaId!: number;
  @Field({ description: 'ward | municipality | deed | police' }) category!: string;
  @Field() nameNe!: string;
  @Field() nameEn!: string;
  @Field({ nullable: true }) descriptionEn?: string;
  @Field(() => Int, { description: 'Rupees for one document beyond the free ones.' }) price!: number;
}
