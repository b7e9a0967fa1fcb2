import { Select, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { ANCHORED_LIST } from '../../components/AnchoredList/anchored-list';
import { useLanguage } from '../../i18n/language-context';
import { namesFor } from '../../i18n/texts';
import { generationTexts } from './generation.texts';

interface Work {
  key: string;
  nameNe: string;
  nameEn: string;
}

/**
 * The work selector. The box shows the work's name in the reader's language only (both names
 * did not fit a phone's width); the list shows both, and typing finds either. Drawn again only
 * when its own props change, not for every letter typed into the form below it.
 */
export const WorkSelect = memo(function WorkSelect({
  works,
  value,
  onChange,
  disabled,
}: {
  works: Work[];
  value: string | null;
  onChange: (key: string | null) => void;
  disabled: boolean;
}) {
  const { language } = useLanguage();
  const t = generationTexts[language];
  const byKey = new Map(works.map((work) => [work.key, work]));
  return (
    <Select
      aria-label={t.work}
      placeholder={t.selectWork}
      data={works.map((work) => ({ value: work.key, label: namesFor(work, language).name }))}
      value={value}
      onChange={onChange}
      searchable
      selectFirstOptionOnChange
      filter={({ options, search }) => {
        const query = search.trim().toLowerCase();
        return options.filter((option) => {
          const work = 'value' in option ? byKey.get(option.value) : undefined;
          return !query || Boolean(work && `${work.nameNe} ${work.nameEn}`.toLowerCase().includes(query));
        });
      }}
      renderOption={({ option }) => {
        const work = byKey.get(option.value);
        const names = work ? namesFor(work, language) : null;
        return (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            {names && (
              <Text size="xs" c="dimmed" lang={names.otherLanguage}>
                {names.otherName}
              </Text>
            )}
          </Stack>
        );
      }}
      nothingFoundMessage={t.noSuchWork}
      comboboxProps={ANCHORED_LIST}
      disabled={disabled}
    />
  );
});
