// A citizen types their identity once: the profile's reusable details prefill every work's form,
// and what they type into such a field can be saved back to the profile.
import type { ApplicantProfile, CleanValues, ProfileDetails, WorkField } from './work.types.js';

/**
 * Form values for the fields that have a profile detail. Mobile and e-mail fall back to the
 * account's own (verified at registration) when the profile has none of its own.
 */
export function prefillFromProfile(
  fields: readonly WorkField[],
  profile: Pick<ApplicantProfile, 'details'> & Partial<Pick<ApplicantProfile, 'mobile' | 'email'>>,
): Record<string, string> {
  const fromAccount: ProfileDetails = { mobile: profile.mobile, email: profile.email };
  const values: Record<string, string> = {};
  for (const f of fields) {
    if (!f.profileKey) continue;
    const value = profile.details[f.profileKey]?.trim() || fromAccount[f.profileKey]?.trim();
    if (value) values[f.key] = value;
  }
  return values;
}

/** The profile details the user gave in this form (validated values), ready to be saved. */
export function profileUpdatesFrom(fields: readonly WorkField[], values: CleanValues): ProfileDetails {
  const updates: ProfileDetails = {};
  for (const f of fields) {
    const value = values[f.key];
    if (!f.profileKey || value === undefined || typeof value === 'object') continue;
    updates[f.profileKey] = String(value);
  }
  return updates;
}
