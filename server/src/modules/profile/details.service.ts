import type { RequestContext } from '../../context.js';
import { badInput } from '../../errors.js';
import { parseBs } from '../../pdf/nepali/index.js';
import { requireUser } from '../accounts/current-user.js';
import type { User } from '../accounts/user.entity.js';
import { findDistrict } from '../locations/locations.catalog.js';
import { DETAIL_KEYS, type DetailKey } from './profile.inputs.js';

const MAX_LENGTH = 200;
const GENDERS = ['male', 'female', 'other'];
const DATE_KEYS: DetailKey[] = ['dateOfBirthBs', 'citizenshipIssueDateBs'];

/** Checks one detail and returns it cleaned (NFC, trimmed); an empty string clears it. */
function cleanDetail(key: DetailKey, value: string): string {
  const text = value.normalize('NFC').trim();
  if (text === '') return '';
  if (text.length > MAX_LENGTH) throw badInput(key, `${key} must be at most ${MAX_LENGTH} characters long`);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
  if (/[\u0000-\u001f\u007f<>]/.test(text))
    throw badInput(key, `${key} contains characters that are not allowed`);
  if (key === 'gender' && !GENDERS.includes(text))
    throw badInput(key, 'gender must be male, female or other');
  if (DATE_KEYS.includes(key)) {
    try {
      const date = parseBs(text);
      return `${date.year}/${String(date.month).padStart(2, '0')}/${String(date.day).padStart(2, '0')}`;
    } catch (error) {
      throw badInput(key, `${key}: ${error instanceof Error ? error.message : 'not a BS date'}`);
    }
  }
  if (key === 'citizenshipIssueDistrict') {
    const district = findDistrict(text);
    if (!district) throw badInput(key, 'Unknown district');
    return district.slug;
  }
  return text;
}

/** Changes the given details (left-out ones stay; empty strings clear). */
export async function updateProfileDetails(
  ctx: RequestContext,
  input: Partial<Record<DetailKey, string | null>>,
): Promise<User> {
  const user = requireUser(ctx);
  const details: Record<string, string> = { ...(user.profileDetails ?? {}) };
  for (const key of DETAIL_KEYS) {
    const value = input[key];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') throw badInput(key, `${key} must be a string`);
    const clean = cleanDetail(key, value);
    if (clean === '') delete details[key];
    else details[key] = clean;
  }
  user.profileDetails = details;
  await ctx.em.flush();
  return user;
}
