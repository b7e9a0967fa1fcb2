import { z } from 'zod';
import { type RestContract, actionResult, text } from '../../http/rest-contract.js';
import { userProfile } from '../accounts/accounts.rest.contract.js';

const tag = 'Profile';
const part = (description: string) => z.union([z.string(), z.number()]).nullish().openapi({ description });

const location = z.object({
  province: part('Province id or Nepali name.'),
  provinceId: part('Province id.'),
  district: part('District id or Nepali name.'),
  districtId: part('District id.'),
  municipality: part('Local level id or Nepali name.'),
  localLevel: part('Local level id or name.'),
  localLevelId: part('Local level id.'),
  ward: part('Ward number.'),
  wardno: part('Ward number (older client).'),
});

export const locationPath: RestContract = {
  method: 'put',
  path: '/profile/{userId}',
  operationId: 'updateLocation',
  tag,
  signedIn: true,
  summary: 'Set the user’s province, district, local level and ward (in the body or in `data`).',
  params: z.object({ userId: z.string() }),
  body: location.extend({ data: location.nullish() }),
  response: z.object({ status: z.literal(true), message: z.string(), data: userProfile }),
  errors: [400, 401, 403],
};

export const updateAccountPath: RestContract = {
  method: 'post',
  path: '/updateUser/updateUserProfile',
  operationId: 'updateAccount',
  tag,
  signedIn: true,
  summary: 'Change the name, or the e-mail address (a code is sent to the new one).',
  body: z.object({ name: text(), email: text(), currentPassword: text() }),
  response: actionResult,
  errors: [400, 401, 409, 429],
};

export const verifyNewEmailPath: RestContract = {
  method: 'post',
  path: '/updateUser/verify-new-email',
  operationId: 'verifyNewEmail',
  tag,
  signedIn: true,
  summary: 'Confirm the new e-mail address with the code sent to it.',
  body: z.object({ otp: text() }),
  response: actionResult,
  errors: [400, 401, 429],
};

export const profilePicPath: RestContract = {
  method: 'post',
  path: '/updateUser/updateUserProfilePic',
  operationId: 'updateProfilePicture',
  tag,
  signedIn: true,
  summary: 'Upload a profile picture (multipart, field profilePic, at most 2 MB).',
  multipart: z.object({ profilePic: z.string().openapi({ format: 'binary' }) }),
  response: z.object({ status: z.literal(true), message: z.string(), profilePicUrl: z.string().nullable() }),
  errors: [400, 401, 413],
};

export const profileContracts = [locationPath, updateAccountPath, verifyNewEmailPath, profilePicPath];
