import {
  Arg,
  Args,
  Ctx,
  FieldResolver,
  ID,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { requireUser } from '../accounts/current-user.js';
import { findWork } from '../works/index.js';
import { type DocumentEvent, documentTopic } from './document-events.js';
import { DocumentConnection, GenerateDocumentInput, HistoryArgs } from './documents.inputs.js';
import { documentHistory, downloadUrl, encodeCursor, ownDocument } from './documents.queries.js';
import { GeneratedDocument } from './generated-document.entity.js';
import { requestDocument } from './generate.service.js';

@Resolver(() => GeneratedDocument)
export class DocumentsResolver {
  @Mutation(() => GeneratedDocument, {
    description:
      'Asks for a document. It comes back QUEUED; documentUpdated tells when it is READY or FAILED. ' +
      'PAYMENT_REQUIRED (with extensions.price) when nothing pays for it.',
  })
  generateDocument(@Ctx() ctx: RequestContext, @Arg('input') input: GenerateDocumentInput) {
    return requestDocument(ctx, input);
  }

  @Query(() => DocumentConnection, { description: 'The signed-in user’s generated documents.' })
  async documents(@Ctx() ctx: RequestContext, @Args() args: HistoryArgs): Promise<DocumentConnection> {
    const page = await documentHistory(ctx, args);
    return {
      edges: page.documents.map((node) => ({ cursor: encodeCursor(node), node })),
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
      totalCount: page.totalCount,
    };
  }

  @Query(() => GeneratedDocument, { description: 'One of the signed-in user’s documents.' })
  document(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string) {
    return ownDocument(ctx, id);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'A signed link to the PDF that expires after 15 minutes; null until READY.',
  })
  downloadUrl(@Ctx() ctx: RequestContext, @Root() document: GeneratedDocument) {
    return downloadUrl(ctx, document);
  }

  @FieldResolver(() => String, { description: 'The work’s name in Nepali.' })
  workNameNe(@Root() document: GeneratedDocument) {
    return findWork(document.workKey)?.nameNe ?? document.workKey;
  }

  @FieldResolver(() => String, { description: 'The work’s name in English.' })
  workNameEn(@Root() document: GeneratedDocument) {
    return findWork(document.workKey)?.nameEn ?? document.workKey;
  }

  @Subscription(() => GeneratedDocument, {
    description: 'The signed-in user’s documents as they become READY or FAILED (this user only).',
    subscribe: ({ context }) => {
      const ctx = context as RequestContext;
      return ctx.services.events.subscribe(documentTopic(requireUser(ctx).id));
    },
  })
  async documentUpdated(
    @Ctx() ctx: RequestContext,
    @Root() event: DocumentEvent,
  ): Promise<GeneratedDocument> {
    // Each event reads the row afresh: the payload carries only ids across instances.
    ctx.em.clear();
    return ownDocument(ctx, event.documentId);
  }
}
