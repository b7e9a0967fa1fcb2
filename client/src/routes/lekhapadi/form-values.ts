import { toLatinDigits } from '@nepali/digits';
import type { CurrentUser } from '../../auth/auth-context';
import type { ColumnField, FieldErrors, FormValues, Row, WorkField } from '../../components/WorkForm/types';

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

/**
 * What the server gets: blanks left out, table rows without empty cells. Numbers and amounts go
 * as typed (Devanagari digits, lakh commas): the server reads them, and nothing here rounds them.
 */
export function payloadOf(fields: WorkField[], values: FormValues): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  const scalar = (type: string, value: string) =>
    type === 'number' || type === 'amount' ? value.trim() : value;
  for (const field of fields) {
    const value = values[field.key];
    if (field.type === 'table') {
      const rows = ((value as Row[] | undefined) ?? [])
        .map((row) =>
          Object.fromEntries(
            (field.columns ?? [])
              .filter((c) => (row[c.key] ?? '').trim() !== '')
              .map((c) => [c.key, scalar(c.type, row[c.key] as string)]),
          ),
        )
        // A row left blank is no row.
        .filter((row) => Object.keys(row).length > 0);
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

/** What the browser's checks say, in the reader's language (generation.texts.ts has both). */
export interface CheckMessages {
  required: string;
  pattern: string;
  tooLong: (max: number) => string;
  notNumber: string;
  wholeNumber: string;
  atLeast: (min: number) => string;
  atMost: (max: number) => string;
}

export const ENGLISH_CHECKS: CheckMessages = {
  required: 'This field is required.',
  pattern: 'Please check this value.',
  tooLong: (max) => `At most ${max} characters, please shorten it.`,
  notNumber: 'Please write a number, e.g. 12 or 3.5.',
  wholeNumber: 'Please write a whole number.',
  atLeast: (min) => `Must be at least ${min}.`,
  atMost: (max) => `Must be at most ${max}.`,
};

const REQUIRED_MESSAGE = ENGLISH_CHECKS.required;

/** A number as the server reads it: Latin or Devanagari digits, lakh or thousand commas. */
function readTypedNumber(text: string): number | undefined {
  const s = toLatinDigits(text.normalize('NFC').trim()).replace(/[,\s]/g, '');
  return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : undefined;
}

/**
 * The checks the browser can make before a round trip: required fields and cells, and the
 * server's own patterns (10-digit mobile …). The server checks everything again; its messages
 * land on the same fields.
 */
export function checkValues(
  fields: WorkField[],
  values: FormValues,
  say: CheckMessages = ENGLISH_CHECKS,
): FieldErrors {
  const errors: FieldErrors = {};
  const check = (field: WorkField | ColumnField, value: string, name: string) => {
    const text = value.trim();
    if (!text) {
      if (field.required) errors[name] = say.required;
      return;
    }
    if (field.type === 'number' || field.type === 'amount') {
      const problem = numberProblem(field, text, say);
      if (problem) errors[name] = problem;
      return;
    }
    if (field.maxLength && [...text].length > field.maxLength) {
      errors[name] = say.tooLong(field.maxLength);
      return;
    }
    if (field.pattern && !matches(field.pattern, text)) {
      errors[name] = field.patternMessage ?? say.pattern;
    }
  };
  for (const field of fields) {
    const value = values[field.key];
    if (field.type !== 'table') {
      check(field, typeof value === 'string' ? value : '', field.key);
      continue;
    }
    const rows = (value as Row[] | undefined) ?? [];
    const filled = (row: Row) => Object.values(row).some((cell) => cell.trim() !== '');
    if (field.required && !rows.some(filled)) errors[field.key] = REQUIRED_MESSAGE;
    rows.forEach((row, index) => {
      // A blank row is dropped on sending, so only rows with something in them are checked.
      if (!filled(row)) return;
      for (const column of field.columns ?? []) {
        check(column, row[column.key] ?? '', `${field.key}[${index}].${column.key}`);
      }
    });
  }
  return errors;
}

/** The server's number rules, said before a round trip (the value itself is never changed). */
function numberProblem(field: WorkField | ColumnField, text: string, say: CheckMessages): string | null {
  const n = readTypedNumber(text);
  if (n === undefined) return say.notNumber;
  if (field.type === 'number' && field.integer && !Number.isInteger(n)) return say.wholeNumber;
  const min = field.min ?? 0;
  if (n < min) return say.atLeast(min);
  if (field.max !== null && field.max !== undefined && n > field.max) return say.atMost(field.max);
  return null;
}

/** A pattern this browser cannot compile is left to the server. */
function matches(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(text);
  } catch {
    return true;
  }
}
