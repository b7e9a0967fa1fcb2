import type { Router } from 'express';
import multer from 'multer';
import type { Services } from '../../context.js';
import { AppError } from '../../errors.js';
import { jsonBody, rest, stringField } from '../../http/rest.js';
import { requireOwnUserId } from '../accounts/current-user.js';
import { profileResponse } from '../accounts/profile-response.js';
import { confirmEmailChange, updateAccount } from './account-update.service.js';
import { AVATAR_MAX_BYTES, avatarMessages, updateAvatar } from './avatar.service.js';
import { updateLocation } from './location.service.js';
import { profilePicUrl } from './user-view.js';

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });

export function profileRoutes(router: Router, services: Services) {
  router.put(
    '/profile/:userId',
    rest(services, async (ctx, req) => {
      requireOwnUserId(ctx, String(req.params.userId));
      const body = jsonBody(req);
      const source = (typeof body.data === 'object' && body.data !== null ? body.data : body) as Record<
        string,
        unknown
      >;
      const part = (name: string) => {
        const value = source[name];
        return typeof value === 'number' ? value : stringField(source, name);
      };
      const user = await updateLocation(ctx, {
        province: part('province'),
        district: part('district'),
        localLevel: part('municipality') ?? part('localLevel'),
        ward: part('ward') ?? part('wardno'),
      });
      return {
        status: true,
        message: 'Profile updated',
        data: (await profileResponse(ctx, user)).userProfile,
      };
    }),
  );

  router.post(
    '/updateUser/updateUserProfile',
    rest(services, (ctx, req) => {
      const body = jsonBody(req);
      return updateAccount(ctx, {
        name: stringField(body, 'name') ?? '',
        email: stringField(body, 'email') ?? '',
      });
    }),
  );

  router.post(
    '/updateUser/verify-new-email',
    rest(services, (ctx, req) => confirmEmailChange(ctx, { otp: stringField(jsonBody(req), 'otp') ?? '' })),
  );

  router.post(
    '/updateUser/updateUserProfilePic',
    (req, res, next) => {
      upload.single('profilePic')(req, res, (error: unknown) => {
        if (!error) return next();
        if ((error as { code?: string }).code === 'LIMIT_FILE_SIZE') {
          return next(new AppError('PAYLOAD_TOO_LARGE', avatarMessages.tooLarge, { field: 'profilePic' }));
        }
        next(new AppError('BAD_USER_INPUT', avatarMessages.invalid, { field: 'profilePic' }));
      });
    },
    rest(services, async (ctx, req) => {
      const user = await updateAvatar(ctx, req.file);
      return {
        status: true,
        message: 'Profile picture updated',
        profilePicUrl: await profilePicUrl(ctx, user),
      };
    }),
  );
}
