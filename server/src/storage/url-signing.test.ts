import { withLastCharacterChanged } from '../../../test/support/tampered.js';
import { signFileUrl, verifyFileUrl } from './url-signing.js';

const secret = 'a'.repeat(64);
const now = 1_800_000_000;

describe('signed file links', () => {
  const link = signFileUrl(secret, 'documents/u1/d1.pdf', now + 60, 'document.pdf');

  test('a fresh link verifies', () => {
    expect(link).toEqual({
      expires: String(now + 60),
      signature: expect.stringMatching(/^[\w-]{43}$/),
      filename: 'document.pdf',
    });
    expect(verifyFileUrl(secret, 'documents/u1/d1.pdf', link, now)).toBe(true);
  });

  test('an expired link does not', () => {
    expect(verifyFileUrl(secret, 'documents/u1/d1.pdf', link, now + 61)).toBe(false);
  });

  test.each([
    ['another key', 'documents/u2/d1.pdf', link],
    ['a later expiry', 'documents/u1/d1.pdf', { ...link, expires: String(now + 6000) }],
    ['another download name', 'documents/u1/d1.pdf', { ...link, filename: 'other.pdf' }],
    ['no download name', 'documents/u1/d1.pdf', { ...link, filename: undefined }],
    [
      'a changed signature',
      'documents/u1/d1.pdf',
      { ...link, signature: withLastCharacterChanged(link.signature) },
    ],
    ['no signature', 'documents/u1/d1.pdf', { expires: link.expires }],
    ['a malformed expiry', 'documents/u1/d1.pdf', { ...link, expires: '1e99' }],
  ])('%s does not', (_case, key, query) => {
    expect(verifyFileUrl(secret, key, query, now)).toBe(false);
  });

  test('another secret does not', () => {
    expect(verifyFileUrl('b'.repeat(64), 'documents/u1/d1.pdf', link, now)).toBe(false);
  });
});
