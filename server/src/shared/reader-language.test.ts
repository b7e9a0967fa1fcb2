import { readerLanguage } from './reader-language.js';

test('the first Nepali or English tag by weight decides; English when neither is there', () => {
  expect(readerLanguage('ne')).toBe('ne');
  expect(readerLanguage('ne-NP,en;q=0.8')).toBe('ne');
  expect(readerLanguage('en-US,en;q=0.9,ne;q=0.8')).toBe('en');
  expect(readerLanguage('hi;q=1, ne;q=0.9, en;q=0.5')).toBe('ne');
  expect(readerLanguage('en;q=0.3, ne;q=0.7')).toBe('ne');
  expect(readerLanguage('fr, de')).toBe('en');
  expect(readerLanguage('ne;q=0')).toBe('en');
  expect(readerLanguage(undefined)).toBe('en');
  expect(readerLanguage('')).toBe('en');
});

test('a huge or hostile header costs little and says English', () => {
  // CPU time, not the clock: a busy machine makes the test wait for a core, not the parser work.
  const started = process.cpuUsage();
  expect(readerLanguage(`${'x;q=0.5,'.repeat(100_000)}ne`)).toBe('en');
  expect(readerLanguage('ne;q=NaN')).toBe('en');
  const { user, system } = process.cpuUsage(started);
  expect((user + system) / 1000).toBeLessThan(1000);
});
