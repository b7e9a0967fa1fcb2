import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import { candidates } from './transliterate';

/**
 * A text field for Nepali: type in Roman letters and pick one of four Devanagari spellings of
 * the last word (worked out in the browser, no network). Devanagari typed directly is kept.
 */
export function NepaliInput({
  value,
  onChange,
  ...props
}: Omit<AutocompleteProps, 'data' | 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Autocomplete
      {...props}
      value={value}
      onChange={onChange}
      data={candidates(value)}
      // The suggestions are readings of the input, not matches of it: show them all.
      filter={({ options }) => options}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
