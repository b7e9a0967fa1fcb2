import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { readServerFieldErrors } from '../../apollo/field-errors';
import type { FieldErrors } from '../../components/WorkForm/types';
import { serverMessageKey } from '../../i18n/server-messages';

/** What a refused generateDocument means for the screen. */
export type GenerationFailure =
  | { kind: 'payment'; price: number; documentCount: number; message: string }
  | { kind: 'location'; message: string }
  /** The session is gone (signed out in another tab, or it expired): sign in again. */
  | { kind: 'signedOut'; message: string }
  | { kind: 'fields'; errors: FieldErrors; message: string }
  | { kind: 'other'; message: string };

export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';
export const CORRECT_THE_FIELDS = 'Please correct the marked fields.';

/**
 * Reads the server's answer: PAYMENT_REQUIRED carries the price and count; BAD_USER_INPUT names
 * the field (and lists every field error, table cells as `members[2].name`); a missing location
 * is named 'location'.
 */
export function readGenerationFailure(error: unknown): GenerationFailure {
  if (!CombinedGraphQLErrors.is(error)) return { kind: 'other', message: SOMETHING_WENT_WRONG };
  const [first] = error.errors;
  const extensions = (first?.extensions ?? {}) as Record<string, unknown>;
  // Kept as a message key (code and parameters), so the screen says it in the reader's language.
  const message = serverMessageKey({ ...extensions, message: first?.message }) ?? SOMETHING_WENT_WRONG;
  if (extensions.code === 'PAYMENT_REQUIRED') {
    return {
      kind: 'payment',
      price: Number(extensions.price) || 0,
      documentCount: Number(extensions.documentCount) || 0,
      message,
    };
  }
  if (extensions.field === 'location') return { kind: 'location', message };
  if (extensions.code === 'UNAUTHENTICATED') return { kind: 'signedOut', message };
  const errors = readServerFieldErrors(error);
  if (Object.keys(errors).length) return { kind: 'fields', errors, message: CORRECT_THE_FIELDS };
  return { kind: 'other', message };
}
