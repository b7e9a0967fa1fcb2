import { withLastCharacterChanged } from './tampered.js';

test('a tampered value always differs from the real one, in its last character only', () => {
  for (const value of ['lkp_abcx', 'lkp_abcy', 'lkp_abc-', 'x']) {
    const forged = withLastCharacterChanged(value);
    expect(forged).not.toBe(value);
    expect(forged).toHaveLength(value.length);
    expect(forged.slice(0, -1)).toBe(value.slice(0, -1));
  }
  expect(() => withLastCharacterChanged('')).toThrow('no last character');
});
