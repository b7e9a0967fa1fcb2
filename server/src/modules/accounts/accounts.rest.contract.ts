import { z } from 'zod';
import { type RestContract, actionResult, text } from '../../http/rest-contract.js';

const tag = 'Accounts';

/** The profile the older client reads after signing in and from fetchUserProfileDetails. */
export const userProfile = z
  .object({
    id: z.string(),
    user: z.object({
      name: z.string(),
      email: z.string(),
      mobile: z.string(),
      profilePicUrl: z.string().nullable(),
      documentTokens: z
        .number()
        .int()
        .openapi({ description: 'Documents bought one by one and not used yet.' }),
      isSubscribed: z.boolean(),
      subscriptionPlan: z.enum(['basic', 'silver', 'premium']).nullable(),
    }),
    province: z.string().nullable().openapi({ description: 'Nepali name.' }),
    district: z.string().nullable().openapi({ description: 'Nepali name.' }),
    municipality: z.string().nullable().openapi({ description: 'Nepali name.' }),
    municipalityType: z.string().nullable().openapi({ description: 'गाउँपालिका, नगरपालिका …' }),
    ward: z.number().int().nullable(),
    provinceId: z.number().int().nullable(),
    districtId: z.number().int().nullable(),
    localLevelId: z.number().int().nullable(),
    provinceSlug: z.string().nullable(),
    districtSlug: z.string().nullable(),
    documentCount: z.number().int(),
  })
  .openapi('UserProfile');

const signedInAnswer = actionResult
  .extend({
    verificationRequired: z.enum(['EMAIL', 'MOBILE']).nullable(),
    authenticated: z.literal(true).optional(),
    userProfile: userProfile.optional().openapi({ description: 'Present when this signed in.' }),
  })
  .openapi('SignInResult');

export const registerPath: RestContract = {
  method: 'post',
  path: '/auth/register',
  operationId: 'registerAccount',
  tag,
  summary: 'Create an account; a code is sent to verify the e-mail address.',
  body: z.object({ name: text(), email: text(), mobile: text(), password: text() }),
  response: actionResult,
  errors: [400, 409, 429],
};

export const loginPath: RestContract = {
  method: 'post',
  path: '/auth/login',
  operationId: 'signIn',
  tag,
  summary: 'Sign in with e-mail and password; sets the session cookie.',
  body: z.object({ email: text(), password: text() }),
  response: signedInAnswer,
  errors: [400, 401, 429],
};

export const mobileLoginPath: RestContract = {
  ...loginPath,
  path: '/auth/mobilelogin',
  operationId: 'signInWithMobile',
  summary: 'Sign in with mobile number and password; sets the session cookie.',
  body: z.object({ mobile: text(), password: text() }),
};

export const profileDetailsPath: RestContract = {
  method: 'get',
  path: '/getDetails/fetchUserProfileDetails',
  operationId: 'fetchUserProfileDetails',
  tag,
  summary: 'The signed-in user’s profile, or authenticated: false.',
  response: z.union([
    z.object({ authenticated: z.literal(true), userProfile }),
    z.object({ authenticated: z.literal(false), userProfile: z.null() }),
  ]),
  errors: [],
};

export const logoutPath: RestContract = {
  method: 'get',
  path: '/auth/logout',
  operationId: 'signOut',
  tag,
  summary: 'Sign out (only from this site: Sec-Fetch-Site must be same-origin).',
  response: actionResult,
  errors: [403],
};

export const verifyEmailPath: RestContract = {
  method: 'post',
  path: '/auth/verify-email',
  operationId: 'verifyEmail',
  tag,
  summary: 'Verify an e-mail address with its code (in the query or the body); signs a new account in.',
  query: z.object({ email: z.string().optional(), otp: z.string().optional() }),
  body: z.object({ email: text(), otp: text() }),
  response: signedInAnswer,
  errors: [400, 429],
};

export const resendOtpPath: RestContract = {
  method: 'post',
  path: '/auth/resend-otp',
  operationId: 'resendVerificationCode',
  tag,
  summary: 'Send a new verification code to an unverified e-mail or mobile.',
  body: z.object({ email: text(), mobile: text() }),
  response: actionResult,
  errors: [400, 429],
};

export const verifyMobilePath: RestContract = {
  method: 'post',
  path: '/auth/verify-mobile',
  operationId: 'verifyMobile',
  tag,
  summary: 'Verify a mobile number with the code sent by SMS; signs a new account in.',
  body: z.object({ mobile: text(), otp: text() }),
  response: signedInAnswer,
  errors: [400, 429],
};

export const forgetPasswordPath: RestContract = {
  method: 'post',
  path: '/auth/forget-password',
  operationId: 'requestPasswordReset',
  tag,
  summary: 'Send a password reset code by e-mail or SMS.',
  body: z.object({ email: text(), mobile: text() }),
  response: actionResult,
  errors: [400, 429],
};

export const resetPasswordPath: RestContract = {
  method: 'post',
  path: '/auth/reset-password',
  operationId: 'resetPassword',
  tag,
  summary: 'Set a new password with a reset code; signs out everywhere.',
  body: z.object({ token: text(), identifier: text(), email: text(), mobile: text(), newPassword: text() }),
  response: actionResult,
  errors: [400, 429],
};

export const accountContracts = [
  registerPath,
  loginPath,
  mobileLoginPath,
  profileDetailsPath,
  logoutPath,
  verifyEmailPath,
  resendOtpPath,
  verifyMobilePath,
  forgetPasswordPath,
  resetPasswordPath,
];
