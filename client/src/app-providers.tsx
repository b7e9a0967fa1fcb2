import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './fonts.css';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { AuthProvider } from './auth/AuthProvider';
import { Toasts } from './components/Toasts/Toasts';
import { LanguageProvider } from './i18n/LanguageProvider';
import { LocalizedDefaults } from './i18n/LocalizedDefaults';
import type { Language } from './i18n/texts';
import { cssVariablesResolver, theme } from './theme';

/**
 * Everything around the router, the same in the browser (app.tsx) and on the server
 * (entry-server.tsx): a page the server drew is hydrated by exactly this tree.
 */
export function AppProviders({
  apolloClient,
  language,
  serverRendered = false,
  children,
}: {
  apolloClient: ApolloClient;
  /** The language the server drew the page in (its first render must say the same). */
  language?: Language;
  serverRendered?: boolean;
  children: ReactNode;
}) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <LanguageProvider initial={language} serverRendered={serverRendered}>
        <LocalizedDefaults>
          <Toasts />
          <ApolloProvider client={apolloClient}>
            <AuthProvider>{children}</AuthProvider>
          </ApolloProvider>
        </LocalizedDefaults>
      </LanguageProvider>
    </MantineProvider>
  );
}
