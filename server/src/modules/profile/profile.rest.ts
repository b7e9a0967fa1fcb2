import type { Request, Response, Router } from 'express';
import multer from 'multer';
import type { Services } from '../../context.js';
import { AppError } from '../../errors.js';
import { jsonBody, rest, stringField } from '../../http/rest.js';
import { mount } from '../../http/rest-contract.js';
import * as paths from './profile.rest.contract.js';
import { profileDetailsPath } from '../accounts/accounts.rest.contract.js';
import { requireOwnUserId, requireUser } from '../accounts/current-user.js';
import { profileResponse } from './profile-response.js';
import { confirmEmailChange, updateAccount } from './account-update.service.js';
import { AVATAR_MAX_BYTES, avatarMessages, updateAvatar } from './avatar.service.js';
import { updateLocation } from './location.service.js';
import { profilePicUrl } from './user-view.js';

const avatarUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: AVATAR_MAX_BYTES, files: 1 },
}).single('profilePic');

/** Reads the multipart body; an oversized file is 413, any other malformed upload 400. */
function readAvatarUpload(req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    avatarUpload(req, res, (error: unknown) => {
      if (!error) return resolve();
      const tooLarge = (error as { code?: string }).code === 'LIMIT_FILE_SIZE';
      reject(
        tooLarge
          ? new AppError('PAYLOAD_TOO_LARGE', avatarMessages.tooLarge, { field: 'profilePic' })
          : new AppError('BAD_USER_INPUT', avatarMessages.invalid, { field: 'profilePic' }),
      );
    });
  });
}

/** A location part as sent: the old client sent Nepali names, newer ones ids. */
function locationPart(source: Record<string, unknown>, ...names: string[]) {
  for (const name of names) {
    const value = source[name];
    if (typeof value === 'number') return value;
    const text = stringField(source, name);
    if (text !== undefined) return text;
  }
  return undefined;
}

export function profileRoutes(router: Router, services: Services) {
  mount(
    router,
    profileDetailsPath,
    rest(services, async (ctx) =>
      ctx.user ? profileResponse(ctx, ctx.user) : { authenticated: false, userProfile: null },
    ),
  );

  mount(
    router,
    paths.locationPath,
    rest(services, async (ctx, req) => {
      requireOwnUserId(ctx, String(req.params.userId));
      const body = jsonBody(req);
      const source = (typeof body.data === 'object' && body.data !== null ? body.data : body) as Record<
        string,
        unknown
      >;
      const user = await updateLocation(
        ctx,
        {
          province: locationPart(source, 'province', 'provinceId'),
          district: locationPart(source, 'district', 'districtId'),
          localLevel: locationPart(source, 'municipality', 'localLevel', 'localLevelId'),
          ward: locationPart(source, 'ward', 'wardno'),
        },
        { localLevel: 'municipality' },
      );
      return {
        status: true,
        message: 'Profile updated',
        data: (await profileResponse(ctx, user)).userProfile,
      };
    }),
  );

  mount(
    router,
    paths.updateAccountPath,
    rest(services, (ctx, req) => {
      const body = jsonBody(req);
      return updateAccount(ctx, {
        name: stringField(body, 'name') ?? '',
        email: stringField(body, 'email') ?? '',
        currentPassword: stringField(body, 'currentPassword'),
      });
    }),
  );

  mount(
    router,
    paths.verifyNewEmailPath,
    rest(services, (ctx, req) => confirmEmailChange(ctx, { otp: stringField(jsonBody(req), 'otp') ?? '' })),
  );

  mount(
    router,
    paths.profilePicPath,
    rest(services, async (ctx, req, res) => {
      requireUser(ctx); // before reading up to 2 MB from a visitor
      await readAvatarUpload(req, res);
      const user = await updateAvatar(ctx, req.file);
      return {
        status: true,
        message: 'Profile picture updated',
        profilePicUrl: await profilePicUrl(ctx, user),
      };
    }),
  );
}
