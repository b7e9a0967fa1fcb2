import { randomBytes } from 'node:crypto';
import type { RequestContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { imageError } from '../../images/image-errors.js';
import { type BoundedImage, type ImagePolicy, reencodeImage } from '../../images/untrusted-image.js';
import { requireUser } from '../accounts/current-user.js';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const avatarMessages = {
  invalid: 'avatar.invalid',
  missing: 'avatar.missing',
  failed: 'avatar.failed',
  tooLarge: 'avatar.tooLarge',
} as const;

/**
 * An avatar is shown small: any photo format a phone makes (JPEG, PNG, GIF, WebP) of at most 4
 * megapixels and no longer than 4 times its width, kept as a WebP of at most 512 pixels a side.
 */
const AVATAR_IMAGE_POLICY: ImagePolicy = {
  formats: ['jpeg', 'png', 'gif', 'webp'],
  maxInputPixels: 2048 * 2048,
  maxAspect: 4,
  maxSide: 512,
  output: 'webp',
};

/** The image type the bytes say (JPEG, PNG, GIF, WebP), whatever name or type the upload claimed. */
function sniffImageType(data: Buffer): { contentType: string; extension: string } | null {
  const startsWith = (...bytes: number[]) => bytes.every((b, i) => data[i] === b);
  if (startsWith(0xff, 0xd8, 0xff)) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))
    return { contentType: 'image/png', extension: 'png' };
  const head = data.subarray(0, 12).toString('latin1');
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a'))
    return { contentType: 'image/gif', extension: 'gif' };
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP')
    return { contentType: 'image/webp', extension: 'webp' };
  return null;
}

/**
 * Stores a new avatar through the file storage, points the account at it and then drops the
 * previous file. What is stored is the bounded decoder's re-encoded copy, never the upload. Each
 * upload gets a fresh key, so a cached old link never shows the new picture.
 */
export async function updateAvatar(ctx: RequestContext, upload: { buffer: Buffer } | undefined) {
  const user = requireUser(ctx);
  if (!upload || upload.buffer.length === 0)
    throw new AppError('BAD_USER_INPUT', avatarMessages.missing, { field: 'profilePic' });
  if (upload.buffer.length > AVATAR_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', avatarMessages.tooLarge, { field: 'profilePic' });
  }
  if (!sniffImageType(upload.buffer))
    throw new AppError('BAD_USER_INPUT', avatarMessages.invalid, { field: 'profilePic' });
  let image: BoundedImage;
  try {
    image = await reencodeImage(upload.buffer, AVATAR_IMAGE_POLICY);
  } catch (error) {
    throw imageError(error, 'profilePic', AVATAR_IMAGE_POLICY, avatarMessages.invalid);
  }

  const { storage, logger } = ctx.services;
  const key = `avatars/${user.id}/${randomBytes(8).toString('hex')}.${image.extension}`;
  const previous = user.profilePicKey;
  try {
    await storage.put(key, image.bytes, { contentType: image.contentType });
  } catch (error) {
    logger.error({ err: error }, 'storing an avatar failed');
    throw new AppError('SERVICE_UNAVAILABLE', avatarMessages.failed, { field: 'profilePic' });
  }
  user.profilePicKey = key;
  try {
    await ctx.em.flush();
  } catch (error) {
    user.profilePicKey = previous;
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
  if (previous) {
    await storage.delete(previous).catch((error) => logger.warn({ err: error }, 'old avatar not deleted'));
  }
  return user;
}
