import type { Router } from 'express';
import type { RequestContext, Services } from '../../context.js';
import { AppError } from '../../errors.js';
import { jsonBody, rest, stringField } from '../../http/rest.js';
import { mount } from '../../http/rest-contract.js';
import * as paths from './accounts.rest.contract.js';
import type { User } from './user.entity.js';
import type { LoginResult } from './accounts.inputs.js';
import { login, logout } from './login.service.js';
import { requestPasswordReset, resetPassword } from './password-reset.service.js';
import { register } from './register.service.js';
import { resendOtp, verifyEmail, verifyMobile } from './verification.service.js';

const SAME_SITE = new Set(['same-origin', 'same-site', 'none']);

/**
 * The profile a sign-in answers with (the older client reads it from the login's answer). The
 * profile module builds it; the server passes it in, since accounts sit below profiles.
 */
export type SignedInProfile = (ctx: RequestContext, user: User) => Promise<object>;

/** A login's or verification's answer, with the profile when it signed in. */
async function signedInAnswer(ctx: RequestContext, result: LoginResult, profileResponse: SignedInProfile) {
  return {
    status: result.status,
    message: result.message,
    messageCode: result.messageCode,
    params: result.params,
    verificationRequired: result.verificationRequired ?? null,
    ...(result.user && ctx.user ? await profileResponse(ctx, result.user) : {}),
  };
}

// The older client's /np/api/v1 account paths, with its payloads and answers, over the same
// services as GraphQL.
export function accountRoutes(router: Router, services: Services, profileResponse: SignedInProfile) {
  mount(
    router,
    paths.registerPath,
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
      return signedInAnswer(ctx, result, profileResponse);
    });
  mount(router, paths.loginPath, loginRoute('email'));
  mount(router, paths.mobileLoginPath, loginRoute('mobile'));

  // A GET for the older client, so only a request from this site may sign anyone out: a link or
  // image on another site must not (the browser says where a request comes from in Sec-Fetch-Site).
  mount(
    router,
    paths.logoutPath,
    rest(services, (ctx, req) => {
      if (!SAME_SITE.has(String(req.headers['sec-fetch-site'] ?? ''))) {
        throw new AppError('FORBIDDEN', 'logout.crossSite');
      }
      return logout(ctx);
    }),
  );

  mount(
    router,
    paths.verifyEmailPath,
    rest(services, async (ctx, req) =>
      signedInAnswer(
        ctx,
        await verifyEmail(ctx, {
          email: stringField(req.query, 'email') ?? stringField(jsonBody(req), 'email') ?? '',
          otp: stringField(req.query, 'otp') ?? stringField(jsonBody(req), 'otp') ?? '',
        }),
        profileResponse,
      ),
    ),
  );

  mount(
    router,
    paths.resendOtpPath,
    rest(services, (ctx, req) => {
      const body = jsonBody(req);
      return resendOtp(ctx, { email: stringField(body, 'email'), mobile: stringField(body, 'mobile') });
    }),
  );

  mount(
    router,
    paths.verifyMobilePath,
    rest(services, async (ctx, req) => {
      const body = jsonBody(req);
      const result = await verifyMobile(ctx, {
        mobile: stringField(body, 'mobile') ?? '',
        otp: stringField(body, 'otp') ?? '',
      });
      return signedInAnswer(ctx, result, profileResponse);
    }),
  );

  mount(
    router,
    paths.forgetPasswordPath,
    rest(services, (ctx, req) => {
      const body = jsonBody(req);
      return requestPasswordReset(ctx, {
        email: stringField(body, 'email'),
        mobile: stringField(body, 'mobile'),
      });
    }),
  );

  mount(
    router,
    paths.resetPasswordPath,
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
