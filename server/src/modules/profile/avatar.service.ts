import { randomBytes } from 'node:crypto';
import type { RequestContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { requireUser } from '../accounts/current-user.js';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const avatarMessages = {
  invalid: 'avatar.invalid',
  missing: 'avatar.missing',
  failed: 'avatar.failed',
  tooLarge: 'avatar.tooLarge',
} as const;

/** The image type the bytes say (JPEG, PNG, GIF, WebP), whatever name or type the upload claimed. */
export function sniffImageType(data: Buffer): { contentType: string; extension: string } | null {
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
 * previous file. Each upload gets a fresh key, so a cached old link never shows the new picture.
 */
export async function updateAvatar(ctx: RequestContext, upload: { buffer: Buffer } | undefined) {
  const user = requireUser(ctx);
  if (!upload || upload.buffer.length === 0)
    throw new AppError('BAD_USER_INPUT', avatarMessages.missing, { field: 'profilePic' });
  if (upload.buffer.length > AVATAR_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', avatarMessages.tooLarge, { field: 'profilePic' });
  }
  const type = sniffImageType(upload.buffer);
  if (!type) throw new AppError('BAD_USER_INPUT', avatarMessages.invalid, { field: 'profilePic' });

  const { storage, logger } = ctx.services;
  const key = `avatars/${user.id}/${randomBytes(8).toString('hex')}.${type.extension}`;
  const previous = user.profilePicKey;
  try {
    await storage.put(key, upload.buffer, { contentType: type.contentType });
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
