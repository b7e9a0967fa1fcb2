import { Directive, Field, ObjectType } from 'type-graphql';

// Shared by every paginated list (documents, an office's clients); below the modules, so any of
// them can page without importing another.
// Shareable: the usual connection type, which other services in a federated graph define alike.
@Directive('@shareable')
@ObjectType({ description: 'Where a page of a list ends.' })
export class PageInfo {
  @Field({ description: 'True when more follow this page.' }) hasNextPage!: boolean;
  @Field(() => String, { nullable: true, description: 'The last cursor of this page; pass it as after.' })
  endCursor!: string | null;
}
