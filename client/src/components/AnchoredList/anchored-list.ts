import type { ComboboxItem, ComboboxProps, OptionsFilter } from '@mantine/core';
import { toDevanagariDigits, toLatinDigits } from '@nepali/digits';

/**
 * Where a select's list opens: under (or, without room, over) its input, exactly as wide, kept
 * inside the viewport and scrolling within it. `fixed` positioning keeps the list out of the
 * page's scrollable width: an absolutely placed list that reached past a phone's edge widened the
 * page, which moved the input, which moved the list again (the width flickered 390 ↔ 514 px).
 */
export const ANCHORED_LIST: ComboboxProps = {
  position: 'bottom-start',
  width: 'target',
  floatingStrategy: 'fixed',
  withinPortal: true,
  middlewares: {
    flip: true,
    shift: { padding: 8 },
    size: {
      padding: 8,
      apply({ availableHeight, elements }) {
        elements.floating.style.maxHeight = `${Math.max(120, Math.min(availableHeight, 320))}px`;
      },
    },
  },
  // Long lists (77 districts, ~90 years) are drawn only while open.
  keepMounted: false,
};

const folded = (text: string) => toLatinDigits(text).toLowerCase().normalize('NFC');

/**
 * Matches what was typed against the labels whatever the digits (3 finds ३, ३ finds 3) and puts
 * the exact match first, then the labels that start with it: typing "3" and Enter picks ward ३,
 * not ward १३.
 */
export const digitAwareFilter: OptionsFilter = ({ options, search }) => {
  const query = folded(search.trim());
  if (!query) return options;
  const items = options.filter((option): option is ComboboxItem => 'value' in option);
  const rank = (item: ComboboxItem) => {
    const label = folded(item.label);
    if (label === query) return 0;
    if (label.startsWith(query)) return 1;
    return label.includes(query) ? 2 : 3;
  };
  return items
    .map((item, index) => ({ item, index, rank: rank(item) }))
    .filter((entry) => entry.rank < 3)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.item);
};

/** 1 … n as list items, labelled with the reader's digits. */
export const numberItems = (count: number, nepaliDigits: boolean): ComboboxItem[] =>
  Array.from({ length: count }, (_, i) => ({
    value: String(i + 1),
    label: nepaliDigits ? toDevanagariDigits(i + 1) : String(i + 1),
  }));
