import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { PageSize } from '../../graphql/paging.js';
import { GeneratedDocument } from '../documents/generated-document.entity.js';
import type { DocumentVersion, StampImage } from './annotation.entities.js';
import type { Annotation } from './annotation-model.js';
import {
  documentVersions,
  readableVersion,
  saveAnnotations,
  versionDownloadUrl,
} from './annotations.service.js';
import { myStampImages, stampImageUrl, uploadStampImage } from './stamp-images.service.js';
import { AnnotationInput, DocumentVersionType, StampImageType } from './annotations.types.js';

@Resolver(() => GeneratedDocument)
export class DocumentVersionsFieldResolver {
  @FieldResolver(() => [DocumentVersionType], {
    description: 'Its annotated versions, newest first; the original is the document’s own downloadUrl.',
  })
  versions(
    @Ctx() ctx: RequestContext,
    @Root() document: Pick<GeneratedDocument, 'id'>,
    @PageSize() first: number,
  ) {
    return documentVersions(ctx, document, first);
  }
}

@Resolver(() => DocumentVersionType)
export class AnnotationsResolver {
  @Mutation(() => DocumentVersionType, {
    description:
      'Writes these annotations onto the original PDF as standard PDF annotations and keeps the ' +
      'result as the document’s next version (the list replaces the previous version’s). ' +
      'NOT_FOUND for anyone else’s document; BAD_USER_INPUT naming the field ("annotations.2.rect").',
  })
  saveDocumentAnnotations(
    @Ctx() ctx: RequestContext,
    @Arg('documentId', () => ID, { description: 'The document’s id.' }) documentId: string,
    @Arg('annotations', () => [AnnotationInput], {
      description:
        'Every annotation of the new version, at most 200, with at most 10,000 ink points and 1,000 ' +
        'highlighted lines (quads) among them.',
    })
    annotations: AnnotationInput[],
  ) {
    return saveAnnotations(ctx, documentId, annotations as Annotation[]);
  }

  @Query(() => DocumentVersionType, {
    description: 'One annotated version of one of your documents; NOT_FOUND for anyone else’s.',
  })
  documentVersion(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'The version’s id.' }) id: string,
  ) {
    return readableVersion(ctx, id);
  }

  @FieldResolver(() => String, {
    description: 'A signed link to this version’s PDF that expires after 15 minutes.',
  })
  downloadUrl(@Ctx() ctx: RequestContext, @Root() version: DocumentVersion) {
    return versionDownloadUrl(ctx, version);
  }
}

@Resolver(() => StampImageType)
export class StampImagesResolver {
  @Mutation(() => StampImageType, {
    description:
      'Keeps a signature or seal image for stamping: PNG or JPEG, at most 1 MB and 4 megapixels, one side at ' +
      'most 8 times the other, base64; at most 20 per account. What is kept is a re-encoded PNG of at most ' +
      '1,000 pixels on its longer side (width and height are its size). BAD_USER_INPUT for a damaged file.',
  })
  uploadStampImage(
    @Ctx() ctx: RequestContext,
    @Arg('imageBase64', { description: 'The image file’s bytes, base64.' }) imageBase64: string,
  ) {
    return uploadStampImage(ctx, imageBase64);
  }

  @Query(() => [StampImageType], { description: 'Your stamp images, newest first.' })
  myStampImages(@Ctx() ctx: RequestContext) {
    return myStampImages(ctx);
  }

  @FieldResolver(() => String, { description: 'A signed link to the image, valid for 15 minutes.' })
  imageUrl(@Ctx() ctx: RequestContext, @Root() stamp: StampImage) {
    return stampImageUrl(ctx, stamp);
  }
}
