import { Button, Group, Stack, Textarea, type TextareaProps } from '@mantine/core';
import { candidates } from './transliterate';
import { commitOnSpace } from './commit-on-space';

/**
 * A multi-line Nepali field: the same Roman typing as NepaliInput, with the four spellings of the
 * last word offered as buttons under the text (a dropdown would cover the lines being written).
 */
export function NepaliTextarea({
  value,
  onChange,
  ...props
}: Omit<TextareaProps, 'onChange' | 'value'> & { value: string; onChange: (value: string) => void }) {
  const suggestions = candidates(value);
  return (
    <Stack gap={4}>
      <Textarea
        {...props}
        value={value}
        onChange={(event) => onChange(commitOnSpace(value, event.currentTarget.value))}
        autosize
        minRows={3}
      />
      {suggestions.length > 0 && (
        <Group gap={6} role="listbox" aria-label={`Spellings for ${String(props.label ?? 'text')}`}>
          {suggestions.map((suggestion) => (
            <Button
              key={suggestion}
              role="option"
              aria-selected={false}
              size="compact-sm"
              variant="light"
              onClick={() => onChange(suggestion)}
            >
              {suggestion.split(/\s+/).pop()}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
