import { Button } from '@mantine/core';
import { useLanguage } from './language-context';

/**
 * Offers the other language, named in itself, so a reader who cannot read the current one still
 * finds the way back.
 */
export function LanguageSwitch({ size = 'sm' }: { size?: 'sm' | 'md' }) {
  const { language, setLanguage } = useLanguage();
  const other = language === 'en' ? 'ne' : 'en';
  return (
    <Button
      variant="subtle"
      size={size}
      px="xs"
      onClick={() => setLanguage(other)}
      lang={other}
      aria-label={other === 'ne' ? 'नेपालीमा हेर्नुहोस् (View in Nepali)' : 'View in English (अंग्रेजीमा हेर्नुहोस्)'}
    >
      {other === 'ne' ? 'नेपाली' : 'English'}
    </Button>
  );
}
