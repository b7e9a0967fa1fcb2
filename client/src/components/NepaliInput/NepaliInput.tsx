import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import { ANCHORED_LIST } from '../AnchoredList/anchored-list';
import { candidates } from './transliterate';
import { commitOnSpace } from './commit-on-space';

/**
 * A text field for Nepali: type in Roman letters and pick one of four Devanagari spellings of
 * the last word (worked out in the browser, no network), or press space to take the first.
 * Devanagari typed directly is kept as it is.
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
      onChange={(next) => onChange(commitOnSpace(value, next))}
      data={candidates(value)}
      // The suggestions are readings of the input, not matches of it: show them all.
      filter={({ options }) => options}
      comboboxProps={ANCHORED_LIST}
    />
  );
}
