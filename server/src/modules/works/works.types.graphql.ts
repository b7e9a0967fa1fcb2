import { Directive, Field, Int, ObjectType } from 'type-graphql';
import { DateRange, WorkCategoryEnum, WorkFieldKind } from './works.enums.graphql.js';
import type { SelectOption as SelectOptionData, WorkField as WorkFieldData } from './work.types.js';

// GraphQL views of the works catalogue. The catalogue itself is plain data (work.types.ts); these
// classes only describe it to GraphQL, so resolvers return the data objects as they are.

@ObjectType('ServiceArea', { description: 'A dashboard tile; its works are on /dashboard/{route}.' })
export class ServiceAreaType {
  @Field(() => Int, { description: 'The service area number (1 generation, 2 police).' }) id!: number;
  @Field({ description: 'The name in English.' }) nameEn!: string;
  @Field({ description: 'The name in Nepali (Devanagari).' }) nameNe!: string;
  @Field({ description: 'An image shipped with the site.' }) imageUrl!: string;
  @Field({ description: 'The client route of its tile, e.g. /dashboard/lekhapadi.' }) route!: string;
  @Field({ description: 'True while its works are not offered yet.' }) comingSoon!: boolean;
}

@ObjectType('SelectOption', { description: 'One choice of a select field.' })
class SelectOptionType implements SelectOptionData {
  @Field({ description: 'The value sent in generateDocument’s values.' }) value!: string;
  @Field({ description: 'The label in Nepali.' }) labelNe!: string;
  @Field({ description: 'The label in English.' }) labelEn!: string;
}

@ObjectType('WorkField', { description: 'One field of a work’s form.' })
export class WorkFieldType {
  @Field({ description: 'The key of its value in generateDocument’s values.' }) key!: string;
  @Field(() => WorkFieldKind, { description: 'What the field holds.' }) type!: string;
  @Field({ description: 'The label in Nepali.' }) labelNe!: string;
  @Field({ description: 'The label in English.' }) labelEn!: string;
  @Field({ description: 'True when a document cannot be generated without it.' }) required!: boolean;
  @Field({ description: 'An example value, shown in the empty input.' }) placeholder!: string;
  @Field(() => Int, { nullable: true, description: 'The longest value accepted, in characters.' })
  maxLength?: number;
  @Field({ nullable: true, description: 'True when the text may span several lines.' }) multiline?: boolean;
  @Field({ nullable: true, description: 'number and amount: the smallest value accepted.' }) min?: number;
  @Field({ nullable: true, description: 'number and amount: the largest value accepted.' }) max?: number;
  @Field({ nullable: true, description: 'number: true when only whole numbers are accepted.' })
  integer?: boolean;
  @Field({ nullable: true, description: 'A regular expression the value must match.' }) pattern?: string;
  @Field({ nullable: true, description: 'What to tell the user when the value does not match pattern.' })
  patternMessage?: string;
  @Field(() => DateRange, { nullable: true, description: 'bsDate: which dates it accepts; any when absent.' })
  dateRange?: string;
  @Field(() => [SelectOptionType], { nullable: true, description: 'select: the choices.' })
  options?: SelectOptionData[];
  @Field(() => [WorkFieldType], { nullable: true, description: 'The columns of a table field.' })
  columns?: WorkFieldData[];
  @Field(() => Int, { nullable: true, description: 'table: the fewest rows accepted.' }) minRows?: number;
  @Field(() => Int, { nullable: true, description: 'table: the most rows accepted.' }) maxRows?: number;
  @Field({ nullable: true, description: 'The profile detail that prefills it and may be saved back.' })
  profileKey?: string;
  @Field({
    nullable: true,
    description: 'The key of the work’s step (Work.steps) that asks it; null for a table’s columns.',
  })
  step?: string;
}

@ObjectType('WorkStep', { description: 'One page of a work’s guided form: a named group of its fields.' })
export class WorkStepType {
  @Field({ description: 'The key the fields name in their step.' }) key!: string;
  @Field({ description: 'The name in Nepali.' }) labelNe!: string;
  @Field({ description: 'The name in English.' }) labelEn!: string;
}

@Directive('@key(fields: "key")')
@ObjectType('Work', { description: 'A kind of paper the service writes.' })
export class WorkType {
  @Field({ description: 'The stable key that names the work in the API, e.g. in generateDocument.' })
  key!: string;
  @Field(() => Int, { description: 'The service area it is listed under.' }) serviceAreaId!: number;
  @Field(() => WorkCategoryEnum, { description: 'Which office or kind of paper it belongs to.' })
  category!: string;
  @Field({ description: 'The name in Nepali (Devanagari).' }) nameNe!: string;
  @Field({ description: 'The name in English.' }) nameEn!: string;
  @Field({ nullable: true, description: 'What the paper is for, in English.' }) descriptionEn?: string;
  @Field({ description: 'What the paper is for, in Nepali.' }) descriptionNe!: string;
  @Field({ description: 'Who signs the paper (and who witnesses it), in Nepali.' }) signerNe!: string;
  @Field({ description: 'Who signs the paper (and who witnesses it), in English.' }) signerEn!: string;
  @Field({ description: 'The office the paper is handed to, in Nepali (an agreement: that none is).' })
  officeNe!: string;
  @Field({ description: 'The office the paper is handed to, in English (an agreement: that none is).' })
  officeEn!: string;
  @Field(() => Int, { description: 'Rupees for one document beyond the free ones.' }) price!: number;
  @Field(() => [WorkStepType], {
    description:
      'The steps its form is asked in, in order (one for a short work); each field names its step.',
  })
  steps!: WorkStepType[];
}
