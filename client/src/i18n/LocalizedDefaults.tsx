import { createTheme, MantineThemeProvider } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useTexts } from './language-context';
import { localizedDefaultsTexts } from './localized-defaults.texts';

/**
 * Mantine names some of its own buttons in English (the password eye, a message's close cross).
 * These defaults give every such button a name in the reader's language, in one place.
 */
export function LocalizedDefaults({ children }: { children: ReactNode }) {
  const t = useTexts(localizedDefaultsTexts);
  const theme = useMemo(
    () =>
      createTheme({
        components: {
          PasswordInput: {
            defaultProps: { visibilityToggleButtonProps: { 'aria-label': t.togglePassword } },
          },
          Notification: { defaultProps: { closeButtonProps: { 'aria-label': t.closeMessage } } },
        },
      }),
    [t],
  );
  return <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>;
}
