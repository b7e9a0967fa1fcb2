import type { ComboboxLikeRenderOptionInput, ComboboxItem } from '@mantine/core';

/**
 * An option labelled 'बागमती (Bagmati)': the English name in brackets is marked as English, so
 * screen readers pronounce it as such (and it is typed to search in Roman letters).
 */
export function renderWithEnglishGloss({ option }: ComboboxLikeRenderOptionInput<ComboboxItem>) {
  const at = option.label.lastIndexOf(' (');
  if (at < 0 || !option.label.endsWith(')')) return option.label;
  return (
    <span>
      {option.label.slice(0, at)} <span lang="en">{option.label.slice(at + 1)}</span>
    </span>
  );
}
