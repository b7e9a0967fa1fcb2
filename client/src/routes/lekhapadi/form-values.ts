import type { CurrentUser } from '../../auth/auth-context';
import type { FormValues, Row, WorkField } from '../../components/WorkForm/types';

/** Starting values: the profile's details for fields that name one, empty otherwise. */
export function prefilledValues(fields: WorkField[], user: CurrentUser | null): FormValues {
  const details = (user?.details ?? {}) as Record<string, string | null | undefined>;
  const fromProfile = (key: string | null | undefined) => {
    if (!key) return '';
    if (key === 'mobile') return user?.mobile ?? '';
    if (key === 'email') return user?.email ?? '';
    return details[key] ?? '';
  };
  return Object.fromEntries(
    fields.map((field) => [
      field.key,
      field.type === 'table'
        ? Array.from({ length: field.minRows ?? 0 }, () =>
            Object.fromEntries((field.columns ?? []).map((c) => [c.key, ''])),
          )
        : fromProfile(field.profileKey),
    ]),
  );
}

/** What the server gets: blanks left out, numbers as numbers, table rows without empty cells. */
export function payloadOf(fields: WorkField[], values: FormValues): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  const scalar = (type: string, value: string) =>
    type === 'number' || type === 'amount' ? Number(value) : value;
  for (const field of fields) {
    const value = values[field.key];
    if (field.type === 'table') {
      const rows = ((value as Row[] | undefined) ?? []).map((row) =>
        Object.fromEntries(
          (field.columns ?? [])
            .filter((c) => (row[c.key] ?? '').trim() !== '')
            .map((c) => [c.key, scalar(c.type, row[c.key] as string)]),
        ),
      );
      if (rows.length) payload[field.key] = rows;
    } else if (typeof value === 'string' && value.trim() !== '') {
      payload[field.key] = scalar(field.type, value);
    }
  }
  return payload;
}

/** The profile details typed into this form (fields that name a profile detail). */
export function profileDetailsFrom(fields: WorkField[], values: FormValues): Record<string, string> {
  const details: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.key];
    if (
      field.profileKey &&
      field.profileKey !== 'mobile' &&
      field.profileKey !== 'email' &&
      typeof value === 'string' &&
      value.trim()
    ) {
      details[field.profileKey] = value.trim();
    }
  }
  return details;
}
