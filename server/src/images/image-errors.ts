import { AppError, badInput } from '../errors.js';
import type { MessageCode } from '../shared/messages.js';
import { ImageRefused, type ImagePolicy } from './untrusted-image.js';

const megapixels = (pixels: number) => Math.round(pixels / (1024 * 1024));

/**
 * The user's message for a refused picture, naming the field; `unsupported` is the caller's own
 * ("Choose a PNG or JPEG image."). Anything else is passed through as it is.
 */
export function imageError(
  error: unknown,
  field: string,
  policy: ImagePolicy,
  unsupported: MessageCode,
): unknown {
  if (!(error instanceof ImageRefused)) return error;
  switch (error.reason) {
    case 'unsupported':
      return badInput(field, unsupported);
    case 'unreadable':
      return badInput(field, 'image.unreadable');
    case 'tooManyPixels':
      return badInput(field, {
        code: 'image.tooManyPixels',
        params: { max: megapixels(policy.maxInputPixels) },
      });
    case 'badAspect':
      return badInput(field, { code: 'image.badAspect', params: { max: policy.maxAspect } });
    case 'tooSlow':
      return badInput(field, 'image.tooSlow');
    case 'busy':
      return new AppError('SERVICE_UNAVAILABLE', 'service.unavailable', { retryAfterSeconds: 5 });
  }
}
