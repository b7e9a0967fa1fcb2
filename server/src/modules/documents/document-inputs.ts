import { type ResolvedLocation, checkLocationConsistency } from '../locations/locations.catalog.js';
import type { User } from '../accounts/user.entity.js';
import { type ApplicantProfile, findWork, optionLabelsOf } from '../works/index.js';
import type { TemplateInput } from '../../pdf/templates/types.js';
import type { BsDate } from '../../shared/nepali/index.js';
import type { GeneratedDocument } from './generated-document.entity.js';

/** The user's place from their profile, or null while any part of it is missing or invalid. */
export function locationOf(user: User): ResolvedLocation | null {
  if (!user.provinceId || !user.districtId || !user.localLevelId || !user.ward) return null;
  const check = checkLocationConsistency({
    province: user.provinceId,
    district: user.districtId,
    localLevel: user.localLevelId,
    ward: user.ward,
  });
  if (!check.ok) return null;
  const { ok: _ok, ...location } = check;
  return location;
}

interface Snapshot {
  applicant: ApplicantProfile;
  location: { provinceId: number; districtId: number; localLevelId: number; ward: number };
}

/** What the document is written from, frozen when it is asked for (a later profile edit doesn't change it). */
export function applicantSnapshot(user: User, location: ResolvedLocation): Record<string, unknown> {
  return snapshotOf(
    {
      name: user.name,
      mobile: user.mobile,
      email: user.email,
      details: { ...(user.profileDetails ?? {}) },
    },
    location,
  );
}

/** The snapshot of any applicant (a citizen's profile, an office's client) and the paper's place. */
export function snapshotOf(applicant: ApplicantProfile, location: ResolvedLocation): Record<string, unknown> {
  const snapshot: Snapshot = {
    applicant,
    location: {
      provinceId: location.province.id,
      districtId: location.district.id,
      localLevelId: location.localLevel.id,
      ward: location.ward,
    },
  };
  return snapshot as unknown as Record<string, unknown>;
}

export function templateInputOf(
  document: Pick<GeneratedDocument, 'workKey' | 'values' | 'snapshot'>,
  today: BsDate,
): TemplateInput {
  const snapshot = document.snapshot as unknown as Snapshot;
  const check = checkLocationConsistency({
    province: snapshot.location.provinceId,
    district: snapshot.location.districtId,
    localLevel: snapshot.location.localLevelId,
    ward: snapshot.location.ward,
  });
  if (!check.ok) throw new Error('the stored location no longer exists');
  const { ok: _ok, ...location } = check;
  // The template prints select values by their labels, which the form defines.
  const labels = optionLabelsOf(findWork(document.workKey)?.fields ?? []);
  return {
    values: document.values as TemplateInput['values'],
    labels,
    profile: snapshot.applicant,
    location,
    today,
  };
}

/** 'बागमती, काठमाडौं - 32': where the document was written for, as the print screen's header shows it. */
export function documentPlace(document: Pick<GeneratedDocument, 'snapshot'>): string | null {
  const location = (document.snapshot as unknown as Partial<Snapshot>).location;
  if (!location) return null;
  const check = checkLocationConsistency({
    province: location.provinceId,
    district: location.districtId,
    localLevel: location.localLevelId,
    ward: location.ward,
  });
  return check.ok ? `${check.province.nameNe}, ${check.localLevel.nameNe} - ${check.ward}` : null;
}
