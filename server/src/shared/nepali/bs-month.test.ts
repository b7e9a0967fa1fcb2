import { bsMonthKey, bsMonthSpan, bsMonthTitle, currentBsMonth, parseBsMonth } from './bs-month.js';

describe('Bikram Sambat months', () => {
  it('reads and writes YYYY-MM keys, and refuses other shapes and years outside the calendar', () => {
    expect(parseBsMonth('2083-08')).toEqual({ year: 2083, month: 8 });
    expect(bsMonthKey({ year: 2083, month: 8 })).toBe('2083-08');
    for (const bad of ['2083-13', '2083-00', '2083-8', '83-08', '2026-11-01', '1800-01', '2200-01', ''])
      expect(parseBsMonth(bad)).toBeNull();
  });

  it('covers the month’s days from Nepal’s midnight to the next month’s', () => {
    // मङ्सिर २०८३: 17 November to 15 December 2026 (29 days); Nepal's midnight is 18:15 UTC before.
    expect(bsMonthSpan({ year: 2083, month: 8 })).toEqual({
      from: new Date('2026-11-16T18:15:00.000Z'),
      to: new Date('2026-12-15T18:15:00.000Z'),
    });
    // Consecutive months meet exactly: no day counted twice or lost.
    expect(bsMonthSpan({ year: 2083, month: 8 }).to).toEqual(bsMonthSpan({ year: 2083, month: 9 }).from);
    expect(bsMonthSpan({ year: 2082, month: 12 }).to).toEqual(bsMonthSpan({ year: 2083, month: 1 }).from);
  });

  it('knows the month Nepal is in, which may differ from UTC’s day', () => {
    // 16 November 2026 at 18:20 UTC is already 17 November (1 Mangsir) in Nepal.
    expect(currentBsMonth(new Date('2026-11-16T18:20:00Z'))).toEqual({ year: 2083, month: 8 });
    expect(currentBsMonth(new Date('2026-11-16T18:10:00Z'))).toEqual({ year: 2083, month: 7 });
  });

  it('writes the month as Nepali does', () => {
    expect(bsMonthTitle({ year: 2083, month: 8 })).toBe('मङ्सिर २०८३');
  });
});
