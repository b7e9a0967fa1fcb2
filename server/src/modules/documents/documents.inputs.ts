import { GraphQLJSONObject } from 'graphql-scalars';
import { ArgsType, Directive, Field, InputType, Int, ObjectType } from 'type-graphql';
import { GeneratedDocument } from './generated-document.entity.js';

@InputType({ description: 'A work and the values of its form.' })
export class GenerateDocumentInput {
  @Field({ description: 'The work key, e.g. "birth-date-verification".' }) workKey!: string;
  @Field(() => GraphQLJSONObject, {
    description: 'Field key → value; tables are arrays of row objects. Checked against workFields.',
  })
  values!: Record<string, unknown>;
  @Field(() => String, {
    nullable: true,
    description:
      'A key of your choosing (e.g. a UUID) that names this request: sent again with the same input ' +
      'within 24 hours, it returns the same document and spends nothing more; with other input it ' +
      'is a CONFLICT. The Idempotency-Key header does the same for POST /genpdf.',
  })
  idempotencyKey?: string | null;
}

@ArgsType()
export class HistoryArgs {
  @Field(() => Int, { defaultValue: 20, description: 'At most 100.' }) first!: number;
  @Field(() => String, { nullable: true, description: 'endCursor of the previous page.' }) after?:
    | string
    | null;
  @Field(() => String, { nullable: true, description: 'Only documents of this work (a work key).' })
  workKey?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'Only documents whose work name (Nepali or English) or applicant name (the form’s fullName) ' +
      'contains this text, case-insensitively; at most 100 characters.',
  })
  search?: string | null;
}

@ObjectType({ description: 'One document of the history, with its place in the list.' })
export class DocumentEdge {
  @Field({ description: 'Pass as after to read the documents that follow this one.' }) cursor!: string;
  @Field(() => GeneratedDocument, { description: 'The document.' }) node!: GeneratedDocument;
}

// Shareable: the usual connection type, which other services in a federated graph define alike.
@Directive('@shareable')
@ObjectType({ description: 'Where a page of a list ends.' })
export class PageInfo {
  @Field({ description: 'True when more follow this page.' }) hasNextPage!: boolean;
  @Field(() => String, { nullable: true, description: 'The last cursor of this page; pass it as after.' })
  endCursor!: string | null;
}

@ObjectType({ description: 'The signed-in user’s documents, newest first.' })
export class DocumentConnection {
  @Field(() => [DocumentEdge], { description: 'This page’s documents.' }) edges!: DocumentEdge[];
  @Field(() => PageInfo, { description: 'Whether more follow.' }) pageInfo!: PageInfo;
  @Field(() => Int, { description: 'How many documents the user has in all.' }) totalCount!: number;
}
