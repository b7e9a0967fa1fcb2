import { randomBytes } from 'node:crypto';
import type { RequestContext } from '../../context.js';
import { AppError, badInput } from '../../errors.js';
import { imageError } from '../../images/image-errors.js';
import { type BoundedImage, type ImagePolicy, reencodeImage } from '../../images/untrusted-image.js';
import type { FileStorage } from '../../storage/storage.js';
import { requireUser } from '../accounts/current-user.js';
import { DOWNLOAD_URL_TTL_SECONDS } from '../documents/documents.queries.js';
import { StampImage } from './annotation.entities.js';

/** A stamp is a small picture: 1 MB keeps a base64 upload within the API's 2 MB body limit. */
const STAMP_MAX_BYTES = 1024 * 1024;
const STAMPS_PER_USER = 20;

/**
 * What a stamp may be: a PNG or JPEG of at most 4 megapixels (2048 × 2048), no longer than 8 times
 * its height (a signature line) or the other way round. The kept copy is a PNG with its
 * transparency, at most 1,000 pixels on its longer side: 3.3 inches at 300 dpi, larger than any
 * seal printed on a paper.
 */
const STAMP_IMAGE_POLICY: ImagePolicy = {
  formats: ['png', 'jpeg'],
  maxInputPixels: 2048 * 2048,
  maxAspect: 8,
  maxSide: 1000,
  output: 'png',
};

export async function readAll(storage: FileStorage, key: string): Promise<Buffer> {
  const file = await storage.getStream(key);
  if (!file) throw new Error(`stored file missing: ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const reencodeStamp = (bytes: Buffer, field: string): Promise<BoundedImage> =>
  reencodeImage(bytes, STAMP_IMAGE_POLICY).catch((error: unknown) => {
    throw imageError(error, field, STAMP_IMAGE_POLICY, 'stamp.invalid');
  });

/**
 * Stores a signature or seal picture for stamping: decoded and re-encoded here by the bounded
 * decoder, so what is kept, and later embedded in PDFs, is never the uploaded file itself.
 */
export async function uploadStampImage(ctx: RequestContext, imageBase64: string): Promise<StampImage> {
  const user = requireUser(ctx);
  const field = 'imageBase64';
  if (imageBase64.length > Math.ceil(STAMP_MAX_BYTES / 3) * 4 + 4) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'stamp.tooLarge', { field });
  }
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(imageBase64)) throw badInput(field, 'stamp.invalid');
  const bytes = Buffer.from(imageBase64, 'base64');
  if (bytes.length === 0) throw badInput(field, 'stamp.invalid');
  if (bytes.length > STAMP_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'stamp.tooLarge', { field });
  // Counted before decoding: a full account costs nothing to refuse.
  if ((await ctx.em.count(StampImage, { user })) >= STAMPS_PER_USER) {
    throw new AppError(
      'CONFLICT',
      { code: 'annotation.tooMany', params: { max: STAMPS_PER_USER } },
      { field },
    );
  }
  const image = await reencodeStamp(bytes, field);
  const fileKey = `stamps/${user.id}/${randomBytes(8).toString('hex')}.${image.extension}`;
  await ctx.services.storage.put(fileKey, image.bytes, { contentType: image.contentType });
  const stamp = ctx.em.create(StampImage, {
    user,
    fileKey,
    contentType: image.contentType,
    width: image.width,
    height: image.height,
    reencoded: true,
  });
  await ctx.em.flush();
  return stamp;
}

/**
 * The bounded PNG a save embeds. A stamp kept before pictures were checked is re-encoded here
 * once (lazily, through the same decoder) and its row pointed at the copy; one the decoder
 * refuses cannot be placed and is named in the error.
 */
export async function boundedStampBytes(
  ctx: RequestContext,
  stamp: StampImage,
  field: string,
): Promise<Buffer> {
  const { storage, logger } = ctx.services;
  if (stamp.reencoded) return readAll(storage, stamp.fileKey);
  const image = await reencodeImage(await readAll(storage, stamp.fileKey), STAMP_IMAGE_POLICY).catch(() => {
    throw badInput(field, 'stamp.reupload');
  });
  const previous = stamp.fileKey;
  const fileKey = `stamps/${stamp.user.id}/${randomBytes(8).toString('hex')}.${image.extension}`;
  await storage.put(fileKey, image.bytes, { contentType: image.contentType });
  Object.assign(stamp, {
    fileKey,
    contentType: image.contentType,
    width: image.width,
    height: image.height,
    reencoded: true,
  });
  await ctx.em.flush();
  await storage.delete(previous).catch((error) => logger.warn({ err: error }, 'old stamp file not deleted'));
  return image.bytes;
}

export const myStampImages = (ctx: RequestContext) =>
  ctx.em.find(StampImage, { user: requireUser(ctx) }, { orderBy: { createdAt: 'desc' } });

export const stampImageUrl = (ctx: RequestContext, stamp: StampImage) =>
  ctx.services.storage.signedUrl(stamp.fileKey, { expiresInSeconds: DOWNLOAD_URL_TTL_SECONDS });
