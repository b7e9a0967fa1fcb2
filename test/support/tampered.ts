/**
 * `value` with its last character changed to another one: a forged token or signature that is
 * always different. Appending a fixed character instead (`slice(0, -1) + 'x'`) leaves a random
 * value unchanged whenever it already ends in that character: one run in 64 for a base64url token.
 */
export function withLastCharacterChanged(value: string): string {
  if (value.length === 0) throw new Error('An empty value has no last character to change.');
  return `${value.slice(0, -1)}${value.endsWith('x') ? 'y' : 'x'}`;
}
