import { Text } from '@mantine/core';
import { useTexts } from '../../i18n/language-context';
import { lengthCounterTexts } from './length-counter.texts';

/** Characters as the server counts them (code points), so the counter and the check agree. */
export const characterCount = (value: string) => [...value.trim()].length;

/**
 * '87/100' under a field with a length limit. Nothing is cut while typing: past the limit the
 * counter turns red and the field says so (`lengthProblem`), and the form is not sent.
 */
export function LengthCounter({ value, max }: { value: string; max: number }) {
  const t = useTexts(lengthCounterTexts);
  const used = characterCount(value);
  if (used === 0) return null;
  const over = used > max;
  return (
    <Text
      size="xs"
      ta="right"
      c={over ? 'red' : 'dimmed'}
      // Announced only near and past the limit, not at every keystroke.
      aria-live={used >= max * 0.9 ? 'polite' : 'off'}
      mt={2}
    >
      {t.count(used, max)}
    </Text>
  );
}
