import { Group, Select } from '@mantine/core';
import { BS_MONTH_NAMES } from '@nepali/bs-date';
import { type BsMonth, bsMonthKey, currentBsMonth, parseBsMonth } from '@nepali/bs-month';
import { toDevanagariDigits } from '@nepali/digits';
import { ANCHORED_LIST } from '../../components/AnchoredList/anchored-list';
import { useLanguage, useTexts } from '../../i18n/language-context';
import { planTexts } from './plan.texts';

/** How many years back an office may look at its months. */
const YEARS_BACK = 5;

/**
 * A Bikram Sambat month (year and month), as an office keeps its books; the value is the API's
 * 'YYYY-MM' key. Months after the current one are not offered: they have nothing yet.
 */
export function BsMonthSelect({ value, onChange }: { value: string; onChange: (key: string) => void }) {
  const { language } = useLanguage();
  const t = useTexts(planTexts);
  const now = currentBsMonth();
  const chosen: BsMonth = parseBsMonth(value) ?? now;
  const years = Array.from({ length: YEARS_BACK + 1 }, (_, i) => now.year - i).map((year) => ({
    value: String(year),
    label: language === 'ne' ? toDevanagariDigits(year) : String(year),
  }));
  const months = BS_MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name })).filter(
    (_, i) => chosen.year < now.year || i + 1 <= now.month,
  );
  const choose = (next: BsMonth) =>
    onChange(bsMonthKey(next.year === now.year && next.month > now.month ? now : next));
  return (
    <Group gap="xs" wrap="nowrap">
      <Select
        label={t.year}
        data={years}
        value={String(chosen.year)}
        allowDeselect={false}
        comboboxProps={ANCHORED_LIST}
        w={110}
        onChange={(year) => year && choose({ year: Number(year), month: chosen.month })}
      />
      <Select
        label={t.month}
        data={months}
        value={String(chosen.month)}
        allowDeselect={false}
        comboboxProps={ANCHORED_LIST}
        w={130}
        onChange={(month) => month && choose({ year: chosen.year, month: Number(month) })}
      />
    </Group>
  );
}
