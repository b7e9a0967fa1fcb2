import { GraphQLJSONObject } from 'graphql-scalars';
import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { GeneratedDocument } from './generated-document.entity.js';

@InputType({ description: 'A work and the values of its form.' })
export class GenerateDocumentInput {
  @Field({ description: 'The work key, e.g. "birth-date-verification".' }) workKey!: string;
  @Field(() => GraphQLJSONObject, {
    description: 'Field key → value; tables are arrays of row objects. Checked against workFields.',
  })
  values!: Record<string, unknown>;
}

@ArgsType()
export class HistoryArgs {
  @Field(() => Int, { defaultValue: 20, description: 'At most 100.' }) first!: number;
  @Field(() => String, { nullable: true, description: 'endCursor of the previous page.' }) after?:
    | string
    | null;
}

@ObjectType()
export class DocumentEdge {
  @Field() cursor!: string;
  @Field(() => GeneratedDocument) node!: GeneratedDocument;
}

@ObjectType()
export class PageInfo {
  @Field() hasNextPage!: boolean;
  @Field(() => String, { nullable: true }) endCursor!: string | null;
}

@ObjectType({ description: 'The signed-in user’s documents, newest first.' })
export class DocumentConnection {
  @Field(() => [DocumentEdge]) edges!: DocumentEdge[];
  @Field(() => PageInfo) pageInfo!: PageInfo;
  @Field(() => Int) totalCount!: number;
}
