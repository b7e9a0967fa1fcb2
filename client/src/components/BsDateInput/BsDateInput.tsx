import { Group, Input, Select } from '@mantine/core';
import {
  BS_MONTH_NAMES,
  type BsDateRange,
  bsDateBounds,
  bsDateText,
  daysInBsMonth,
  todayBs,
} from '@nepali/bs-date';
import { useLanguage } from '../../i18n/language-context';
import { ANCHORED_LIST, digitAwareFilter, numberItems } from '../AnchoredList/anchored-list';
import { bsDateTexts } from './bs-date.texts';

const pad = (n: number) => String(n).padStart(2, '0');

function split(value: string) {
  const [year, month, day] = value.split('/').map((part) => Number(part));
  return { year: year || null, month: month || null, day: day || null };
}

/**
 * A Bikram Sambat date: year, month (Nepali names) and day, with the month lengths of the kept
 * calendar (the server checks the same one). The value is 'YYYY/MM/DD', or '' while incomplete.
 * `range` limits the years offered and is said under the label, in both scripts:
 * 'birth' (from 125 years back to today), 'past' (up to today), 'any' (the whole calendar).
 */
export function BsDateInput({
  label,
  description,
  value,
  onChange,
  error,
  required,
  range = 'any',
}: {
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  range?: BsDateRange | null;
}) {
  const { language } = useLanguage();
  const t = bsDateTexts[language];
  const nepaliDigits = language === 'ne';
  const parts = split(value);
  const { earliest, latest } = bsDateBounds(range ?? 'any', todayBs());
  // Years and days in the reader's digits, short enough to show whole on a 320 px phone; only the
  // years the field accepts.
  const years = numberItems(latest.year, nepaliDigits)
    .filter((item) => Number(item.value) >= earliest.year)
    .reverse();
  const rangeText = t.range(bsDateText(earliest), bsDateText(latest));
  const days = numberItems(
    parts.year && parts.month ? daysInBsMonth(parts.year, parts.month) : 32,
    nepaliDigits,
  );
  const list = {
    searchable: true,
    selectFirstOptionOnChange: true,
    // Picking the chosen year, month or day again keeps it (a restored draft makes that easy).
    allowDeselect: false,
    filter: digitAwareFilter,
    comboboxProps: ANCHORED_LIST,
  };
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
    <Input.Wrapper
      label={label}
      description={description ? `${description} · ${rangeText}` : rangeText}
      error={error}
      required={required}
    >
      <Group gap="xs" grow wrap="nowrap">
        <Select
          {...list}
          aria-label={t.year(label)}
          placeholder="साल"
          data={years}
          value={parts.year ? String(parts.year) : null}
          onChange={(year) => emit({ ...parts, year: year ? Number(year) : null })}
        />
        <Select
          {...list}
          aria-label={t.month(label)}
          placeholder="महिना"
          data={BS_MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name }))}
          value={parts.month ? String(parts.month) : null}
          onChange={(month) => emit({ ...parts, month: month ? Number(month) : null })}
        />
        <Select
          {...list}
          aria-label={t.day(label)}
          placeholder="गते"
          data={days}
          value={parts.day ? String(parts.day) : null}
          onChange={(day) => emit({ ...parts, day: day ? Number(day) : null })}
        />
      </Group>
    </Input.Wrapper>
  );
}
