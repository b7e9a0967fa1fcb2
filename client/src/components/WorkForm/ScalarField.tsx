import { NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import { BsDateInput } from '../BsDateInput/BsDateInput';
import { NepaliInput } from '../NepaliInput/NepaliInput';
import { NepaliTextarea } from '../NepaliInput/NepaliTextarea';
import type { ColumnField } from './types';

/** One input for a field of any scalar type (text, nepaliText, number, amount, bsDate, select). */
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
  const common = {
    label: field.labelNe,
    description: compact ? undefined : `${field.labelEn}${field.required ? '' : ' (optional)'}`,
    placeholder: field.placeholder,
    required: field.required,
    error,
    'data-optional': field.required ? undefined : true,
  };
  switch (field.type) {
    case 'nepaliText':
      return field.multiline ? (
        <NepaliTextarea
          {...common}
          value={value}
          onChange={onChange}
          maxLength={field.maxLength ?? undefined}
        />
      ) : (
        <NepaliInput {...common} value={value} onChange={onChange} maxLength={field.maxLength ?? undefined} />
      );
    case 'number':
    case 'amount':
      return (
        <NumberInput
          {...common}
          value={value === '' ? '' : Number(value)}
          onChange={(next) => onChange(next === '' ? '' : String(next))}
          min={field.min ?? (field.type === 'amount' ? 0 : undefined)}
          max={field.max ?? undefined}
          allowDecimal={field.type === 'amount' || !field.integer}
          decimalScale={field.type === 'amount' ? 2 : undefined}
          thousandSeparator={field.type === 'amount' ? ',' : undefined}
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
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          data={(field.options ?? []).map((option) => ({
            value: option.value,
            label: `${option.labelNe} (${option.labelEn})`,
          }))}
          value={value || null}
          onChange={(next) => onChange(next ?? '')}
          searchable
          clearable={!field.required}
          // Long lists (the 77 districts) are rendered only while open.
          comboboxProps={{ keepMounted: false }}
        />
      );
    default:
      return field.multiline ? (
        <Textarea
          {...common}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          autosize
          minRows={3}
        />
      ) : (
        <TextInput
          {...common}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          maxLength={field.maxLength ?? undefined}
        />
      );
  }
}
