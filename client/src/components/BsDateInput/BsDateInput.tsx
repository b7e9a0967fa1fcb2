import { Group, Input, Select } from '@mantine/core';
import { BS_FIRST_YEAR, BS_LAST_YEAR, BS_MONTH_NAMES, daysInBsMonth, todayBs } from '@nepali/bs-date';
import { toDevanagariDigits } from '@nepali/digits';

const pad = (n: number) => String(n).padStart(2, '0');
// A form may hold several dates of ~90 years each: render each list only while it is open.
const LIST_ONLY_WHILE_OPEN = { keepMounted: false };

function split(value: string) {
  const [year, month, day] = value.split('/').map((part) => Number(part));
  return { year: year || null, month: month || null, day: day || null };
}

/**
 * A Bikram Sambat date: year, month (Nepali names) and day, with the month lengths of the kept
 * calendar. The value is 'YYYY/MM/DD', or '' while incomplete.
 */
export function BsDateInput({
  label,
  description,
  value,
  onChange,
  error,
  required,
}: {
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
}) {
  const parts = split(value);
  const current = todayBs().year;
  const years = Array.from({ length: BS_LAST_YEAR - BS_FIRST_YEAR + 1 }, (_, i) => BS_LAST_YEAR - i)
    .filter((year) => year <= current + 1)
    .map((year) => ({ value: String(year), label: `${toDevanagariDigits(year)} (${year})` }));
  const days =
    parts.year && parts.month
      ? Array.from({ length: daysInBsMonth(parts.year, parts.month) }, (_, i) => String(i + 1))
      : Array.from({ length: 32 }, (_, i) => String(i + 1));
  const emit = (next: { year: number | null; month: number | null; day: number | null }) => {
    if (next.year && next.month && next.day) {
      const day = Math.min(next.day, daysInBsMonth(next.year, next.month));
      onChange(`${next.year}/${pad(next.month)}/${pad(day)}`);
    } else {
      onChange(
        next.year || next.month || next.day
          ? [next.year ?? '', next.month ? pad(next.month) : '', next.day ? pad(next.day) : ''].join('/')
          : '',
      );
    }
  };
  return (
    <Input.Wrapper label={label} description={description} error={error} required={required}>
      <Group gap="xs" grow wrap="nowrap">
        <Select
          aria-label={`${label}: year`}
          placeholder="साल"
          data={years}
          value={parts.year ? String(parts.year) : null}
          onChange={(year) => emit({ ...parts, year: year ? Number(year) : null })}
          searchable
          comboboxProps={LIST_ONLY_WHILE_OPEN}
        />
        <Select
          aria-label={`${label}: month`}
          placeholder="महिना"
          data={BS_MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name }))}
          value={parts.month ? String(parts.month) : null}
          onChange={(month) => emit({ ...parts, month: month ? Number(month) : null })}
          comboboxProps={LIST_ONLY_WHILE_OPEN}
        />
        <Select
          aria-label={`${label}: day`}
          placeholder="गते"
          data={days}
          value={parts.day ? String(parts.day) : null}
          onChange={(day) => emit({ ...parts, day: day ? Number(day) : null })}
          comboboxProps={LIST_ONLY_WHILE_OPEN}
        />
      </Group>
    </Input.Wrapper>
  );
}
