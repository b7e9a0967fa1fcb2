import type { Router } from 'express';
import type { Services } from '../../context.js';
import { jsonBody, rest, stringField } from '../../http/rest.js';
import { login, logout } from './login.service.js';
import { requestPasswordReset, resetPassword } from './password-reset.service.js';
import { profileResponse } from './profile-response.js';
import { register } from './register.service.js';
import { resendOtp, verifyEmail, verifyMobile } from './verification.service.js';

// The older client's /np/api/v1 account paths, with its payloads and answers, over the same
// services as GraphQL.
export function accountRoutes(router: Router, services: Services) {
  router.post(
    '/auth/register',
    rest(services, (ctx, req) => {
      const body = jsonBody(req);
      return register(ctx, {
        name: stringField(body, 'name') ?? '',
        email: stringField(body, 'email') ?? '',
        mobile: stringField(body, 'mobile') ?? '',
        password: stringField(body, 'password') ?? '',
      });
    }),
  );

  const loginRoute = (channel: 'email' | 'mobile') =>
    rest(services, async (ctx, req) => {
      const body = jsonBody(req);
      const result = await login(ctx, {
        [channel]: stringField(body, channel) ?? '',
        password: stringField(body, 'password') ?? '',
      } as { email?: string; mobile?: string; password: string });
      return {
        status: result.status,
        message: result.message,
        verificationRequired: result.verificationRequired ?? null,
        ...(result.user ? await profileResponse(ctx, result.user) : {}),
      };
    });
  router.post('/auth/login', loginRoute('email'));
  router.post('/auth/mobilelogin', loginRoute('mobile'));

  router.get(
    '/getDetails/fetchUserProfileDetails',
    rest(services, async (ctx) =>
      ctx.user ? profileResponse(ctx, ctx.user) : { authenticated: false, userProfile: null },
    ),
  );

  router.get(
    '/auth/logout',
    rest(services, (ctx) => logout(ctx)),
  );

  router.post(
    '/auth/verify-email',
    rest(services, (ctx, req) =>
      verifyEmail(ctx, {
        email: stringField(req.query, 'email') ?? stringField(jsonBody(req), 'email') ?? '',
        otp: stringField(req.query, 'otp') ?? stringField(jsonBody(req), 'otp') ?? '',
      }),
    ),
  );

  router.post(
    '/auth/resend-otp',
    rest(services, (ctx, req) => {
      const body = jsonBody(req);
      return resendOtp(ctx, { email: stringField(body, 'email'), mobile: stringField(body, 'mobile') });
    }),
  );

  router.post(
    '/auth/verify-mobile',
    rest(services, (ctx, req) => {
      const body = jsonBody(req);
      return verifyMobile(ctx, {
        mobile: stringField(body, 'mobile') ?? '',
        otp: stringField(body, 'otp') ?? '',
      });
    }),
  );

  router.post(
    '/auth/forget-password',
    rest(services, (ctx, req) => {
      const body = jsonBody(req);
      return requestPasswordReset(ctx, {
        email: stringField(body, 'email'),
        mobile: stringField(body, 'mobile'),
      });
    }),
  );

  router.post(
    '/auth/reset-password',
    rest(services, (ctx, req) => {
      const body = jsonBody(req);
      return resetPassword(ctx, {
        token: stringField(body, 'token') ?? '',
        identifier:
          stringField(body, 'identifier') ?? stringField(body, 'email') ?? stringField(body, 'mobile') ?? '',
        newPassword: stringField(body, 'newPassword') ?? '',
      });
    }),
  );
}
