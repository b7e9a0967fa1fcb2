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
import { GraphQLJSONObject } from 'graphql-scalars';
import type { RequestContext } from '../../context.js';
import { PageSize } from '../../graphql/paging.js';
import { findWork } from '../works/index.js';
import { documentFileName } from './document-file-name.js';
import { documentPlace } from './document-inputs.js';
import { type DeliveredDocumentEvent, documentUpdates } from './document-updates.js';
import {
  DocumentConnection,
  GenerateDocumentInput,
  HistoryArgs,
  OfficeDocumentsArgs,
} from './documents.inputs.js';
import {
  type HistoryPage,
  type ListedDocument,
  docxDownloadUrl,
  documentHistory,
  downloadUrl,
  encodeCursor,
  officeDocumentHistory,
  ownDocument,
} from './documents.queries.js';
import { documentLoaders } from './document-loaders.js';
import { Office } from '../offices/office.entities.js';
import { OfficeClient } from '../offices/office-client.entity.js';
import { GeneratedDocument, isSpecimen } from './generated-document.entity.js';
import { requestDocument } from './generate.service.js';
import { DocumentVerification } from './document-verification.type.js';
import { findVerification, withdrawVerification } from './verification.js';
import { groupedVerificationCode } from '../../shared/verification-code.js';

@Resolver(() => GeneratedDocument)
export class DocumentsResolver {
  @Mutation(() => GeneratedDocument, {
    description:
      'Asks for a document and returns it, QUEUED (or as it is now, when input.idempotencyKey ' +
      'names an earlier request); documentUpdated(documentId) follows it to READY or FAILED. ' +
      'PAYMENT_REQUIRED (with extensions.price) when nothing pays for it.',
  })
  generateDocument(
    @Ctx() ctx: RequestContext,
    @Arg('input', { description: 'The work and its form’s values.' }) input: GenerateDocumentInput,
  ) {
    return requestDocument(ctx, input);
  }

  @Query(() => DocumentConnection, { description: 'The signed-in user’s generated documents.' })
  async documents(
    @Ctx() ctx: RequestContext,
    @Args() args: HistoryArgs,
    @PageSize() first: number,
  ): Promise<DocumentConnection> {
    return connectionOf(await documentHistory(ctx, { ...args, first }));
  }

  @Query(() => DocumentConnection, {
    description:
      'An office’s documents, newest first, for its members (every role may read them); NOT_FOUND ' +
      'outside the office. filter narrows them by client, work, member and period.',
  })
  async officeDocuments(
    @Ctx() ctx: RequestContext,
    @Args() args: OfficeDocumentsArgs,
    @PageSize() first: number,
  ): Promise<DocumentConnection> {
    return connectionOf(await officeDocumentHistory(ctx, { ...args, first }));
  }

  @Query(() => GeneratedDocument, {
    description: 'One of the signed-in user’s documents, or a document of an office they are a member of.',
  })
  document(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The document’s id.' }) id: string,
  ) {
    return ownDocument(ctx, id);
  }

  @Query(() => DocumentVerification, {
    nullable: true,
    description:
      'The public record behind a verification code printed on a document (no sign-in needed): ' +
      'its work, BS date, the applicant’s masked name and the PDF’s SHA-256. Null for a code that ' +
      'is unknown or was withdrawn.',
  })
  documentVerification(
    @Ctx() ctx: RequestContext,
    @Arg('code', { description: 'The code as printed, with or without its hyphens.' }) code: string,
  ) {
    return findVerification(ctx, code);
  }

  @Mutation(() => GeneratedDocument, {
    description:
      'Withdraws the verification code of one of the signed-in user’s documents: its public page ' +
      'says not found from then on. NOT_FOUND for anyone else’s document.',
  })
  withdrawVerification(
    @Ctx() ctx: RequestContext,
    @Arg('documentId', () => ID, { description: 'The document’s id.' }) documentId: string,
  ) {
    return withdrawVerification(ctx, documentId);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'The code printed on the PDF that opens its public verification page, in groups ' +
      '("ABCD-EFGH-JKMN-PQRS-TVWX"); null once withdrawn, and for documents made before codes.',
  })
  verificationCode(@Root() document: ListedDocument) {
    return document.verificationCode ? groupedVerificationCode(document.verificationCode) : null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'A signed link to the PDF that expires after 15 minutes; null until READY.',
  })
  downloadUrl(@Ctx() ctx: RequestContext, @Root() document: ListedDocument) {
    return downloadUrl(ctx, document);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'A signed link to the document as a Word file (DOCX) to edit before printing, made from the ' +
      'same template, values and date as the PDF when the link is first followed (503 when it ' +
      'cannot be made just then); it expires after 15 minutes. Null until READY. Saved as ' +
      'fileName with ".docx".',
  })
  docxDownloadUrl(@Ctx() ctx: RequestContext, @Root() document: ListedDocument) {
    return docxDownloadUrl(ctx, document);
  }

  @FieldResolver(() => String, {
    description:
      'The name the PDF is saved under: the work’s Nepali name and the BS date it was generated, ' +
      'e.g. "जन्म-मिति-प्रमाणित-२०८३-०८-०८.pdf" (the download link’s Content-Disposition names it alike).',
  })
  fileName(@Root() document: ListedDocument) {
    return documentFileName(document);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'The province, local level and ward the document was written for, in Nepali: ' +
      '"बागमती, काठमाडौं - 32"; null when that place no longer exists.',
  })
  place(@Root() document: ListedDocument) {
    return documentPlace(document);
  }

  @FieldResolver(() => String, {
    description: 'The display name of the account that generated it (for an office document, the member).',
  })
  async generatedBy(@Ctx() ctx: RequestContext, @Root() document: ListedDocument) {
    return (await documentLoaders(ctx).users.load(document.user.id))?.name ?? '';
  }

  @FieldResolver(() => Office, {
    nullable: true,
    description: 'The office it was generated under; null for a personal document.',
  })
  office(@Ctx() ctx: RequestContext, @Root() document: ListedDocument) {
    return document.office ? documentLoaders(ctx).offices.load(document.office.id) : null;
  }

  @FieldResolver(() => OfficeClient, {
    nullable: true,
    description: 'The office client it was generated for (the applicant); null for a personal document.',
  })
  client(@Ctx() ctx: RequestContext, @Root() document: ListedDocument) {
    return document.client ? documentLoaders(ctx).clients.load(document.client.id) : null;
  }

  @FieldResolver(() => OfficeClient, {
    nullable: true,
    description: 'A two-party deed’s other party, when an office client was chosen for it.',
  })
  secondClient(@Ctx() ctx: RequestContext, @Root() document: ListedDocument) {
    return document.secondClient ? documentLoaders(ctx).clients.load(document.secondClient.id) : null;
  }

  @FieldResolver(() => GraphQLJSONObject, {
    description: 'The form values it was generated from (field key → value), to generate it again.',
  })
  values(@Root() document: ListedDocument) {
    return document.values;
  }

  // Here rather than on the entity's getter: type-graphql resolves a getter field by making an
  // entity of the row, and a listed document is a plain row.
  @FieldResolver(() => Boolean, {
    description:
      'True for a specimen (made with a test token): never charged, every page marked “नमुना / SPECIMEN — not valid”.',
  })
  specimen(@Root() document: ListedDocument) {
    return isSpecimen(document.entitlement);
  }

  @FieldResolver(() => String, { description: 'The work’s name in Nepali.' })
  workNameNe(@Root() document: ListedDocument) {
    return findWork(document.workKey)?.nameNe ?? document.workKey;
  }

  @FieldResolver(() => String, { description: 'The work’s name in English.' })
  workNameEn(@Root() document: ListedDocument) {
    return findWork(document.workKey)?.nameEn ?? document.workKey;
  }

  @Subscription(() => GeneratedDocument, {
    description:
      'The signed-in user’s documents as they go QUEUED → RENDERING → READY or FAILED, each state ' +
      'once and in order, the document shown as it was in that state (this user only; with an ' +
      'office’s token, the office’s documents). With documentId: that document as it ' +
      'is now, then its changes, completing once it is READY or FAILED; subscribing after ' +
      'generateDocument returned misses nothing.',
    subscribe: ({ context, args }) =>
      documentUpdates(context as RequestContext, (args as { documentId?: string | null }).documentId),
  })
  documentUpdated(
    @Root() event: DeliveredDocumentEvent,
    @Arg('documentId', () => ID, { nullable: true, description: 'Only this document’s updates.' })
    _documentId?: string | null,
  ): GeneratedDocument {
    // Read after the event and checked for this subscriber (document-updates.ts).
    return event.document;
  }
}

function connectionOf(page: HistoryPage): DocumentConnection {
  return {
    edges: page.documents.map((node) => ({ cursor: encodeCursor(node), node })),
    pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
    totalCount: page.totalCount,
  };
}
