import { Select, Textarea, TextInput } from '@mantine/core';
import type { BsDateRange } from '@nepali/bs-date';
import { useLanguage } from '../../i18n/language-context';
import { ANCHORED_LIST, digitAwareFilter } from '../AnchoredList/anchored-list';
import { BsDateInput } from '../BsDateInput/BsDateInput';
import { characterCount, LengthCounter } from '../LengthCounter/LengthCounter';
import { lengthCounterTexts } from '../LengthCounter/length-counter.texts';
import { NepaliInput } from '../NepaliInput/NepaliInput';
import { NepaliTextarea } from '../NepaliInput/NepaliTextarea';
import type { ColumnField } from './types';
import { workFormTexts } from './work-form.texts';

/**
 * One input for a field of any scalar type (text, nepaliText, number, amount, bsDate, select).
 * What is typed is kept exactly as typed: numbers and amounts are text (Latin or Devanagari
 * digits, commas), never rounded or clamped on blur; the server checks them and the paper
 * prints them. A length limit shows a counter and a message instead of cutting.
 */
export function ScalarField({
  field,
  value,
  onChange,
  error,
  compact = false,
}: {
  field: ColumnField;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  compact?: boolean;
}) {
  const { language } = useLanguage();
  const t = workFormTexts[language];
  const max = field.maxLength ?? null;
  const tooLong = max !== null && characterCount(value) > max;
  const counted = max !== null && (field.type === 'text' || field.type === 'nepaliText');
  // The label is the field's Nepali name; English readers also get its English name beside it.
  const gloss = language === 'en' ? field.labelEn : undefined;
  const common = {
    label: field.labelNe,
    description: compact ? undefined : field.required ? gloss : t.optional(field.labelEn),
    placeholder: t.textPlaceholder(field.labelNe, field.placeholder),
    required: field.required,
    error: error ?? (tooLong && max !== null ? lengthCounterTexts[language].over(max) : undefined),
    'data-optional': field.required ? undefined : true,
  };
  const counter = counted && max !== null ? <LengthCounter value={value} max={max} /> : null;
  switch (field.type) {
    case 'nepaliText':
      return (
        <div>
          {field.multiline ? (
            <NepaliTextarea {...common} value={value} onChange={onChange} />
          ) : (
            <NepaliInput {...common} value={value} onChange={onChange} />
          )}
          {counter}
        </div>
      );
    case 'number':
    case 'amount':
      return (
        <TextInput
          {...common}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          inputMode={field.type === 'amount' || !field.integer ? 'decimal' : 'numeric'}
          autoComplete="off"
        />
      );
    case 'bsDate':
      return (
        <BsDateInput
          label={field.labelNe}
          description={common.description}
          value={value}
          onChange={onChange}
          error={error}
          required={field.required}
          range={field.dateRange as BsDateRange | null | undefined}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          placeholder={t.selectPlaceholder(field.labelEn)}
          data={(field.options ?? []).map((option) => ({
            value: option.value,
            label: language === 'ne' ? option.labelNe : `${option.labelNe} (${option.labelEn})`,
          }))}
          value={value || null}
          onChange={(next) => onChange(next ?? '')}
          searchable
          selectFirstOptionOnChange
          // Picking the chosen option again keeps it; an optional choice has its clear button.
          allowDeselect={false}
          filter={digitAwareFilter}
          nothingFoundMessage={t.nothingFound}
          clearable={!field.required}
          comboboxProps={ANCHORED_LIST}
        />
      );
    default:
      return (
        <div>
          {field.multiline ? (
            <Textarea
              {...common}
              value={value}
              onChange={(e) => onChange(e.currentTarget.value)}
              autosize
              minRows={3}
            />
          ) : (
            <TextInput {...common} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
          )}
          {counter}
        </div>
      );
  }
}
