import { badInput } from '../../errors.js';
import { type ContactValues, firstContactProblem } from '../../shared/contact-rules.js';

export type ContactInput = Partial<Record<keyof ContactValues, string | null>>;

// Control characters other than tab and line breaks: PostgreSQL refuses NUL in text, and none of
// them belongs in a name or a message a person reads.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

const text = (value: string | null | undefined) => (value ?? '').normalize('NFC').replace(CONTROL, '');
/** Names go into a mail header: one line, single spaces. */
const oneLine = (value: string | null | undefined) => text(value).replace(/\s+/g, ' ').trim();

/**
 * The form's values as they will be stored, after the shared rules passed; the first failure is
 * refused with its message and field. Cleaning only ever shortens a value, so whatever passed the
 * browser's checks passes here too.
 */
export function cleanContactInput(input: ContactInput): ContactValues {
  const values: ContactValues = {
    firstName: oneLine(input.firstName),
    lastName: oneLine(input.lastName),
    email: oneLine(input.email),
    mobile: oneLine(input.mobile),
    message: text(input.message).replace(/\r\n?/g, '\n').trim(),
  };
  const problem = firstContactProblem(values);
  if (problem) throw badInput(problem.field, problem.message);
  return values;
}
