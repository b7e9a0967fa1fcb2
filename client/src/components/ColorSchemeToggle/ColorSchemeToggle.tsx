import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTexts } from '../../i18n/language-context';
import { colorSchemeToggleTexts } from './ColorSchemeToggle.texts';

/** Switches light/dark; Mantine remembers the choice in localStorage and index.html applies it early. */
export function ColorSchemeToggle() {
  const t = useTexts(colorSchemeToggleTexts);
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });
  const next = computed === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon
      variant="default"
      size="lg"
      radius="xl"
      onClick={() => setColorScheme(next)}
      aria-label={t.switchTo[next]}
      title={t.name[next]}
    >
      {computed === 'dark' ? <IconSun size={18} stroke={1.6} /> : <IconMoon size={18} stroke={1.6} />}
    </ActionIcon>
  );
}
