import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './fonts.css';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from './apollo/client';
import { AuthProvider } from './auth/AuthProvider';
import { Toasts } from './components/Toasts/Toasts';
import { LanguageProvider } from './i18n/LanguageProvider';
import { LocalizedDefaults } from './i18n/LocalizedDefaults';
import { createAppRouter } from './router';
import { cssVariablesResolver, theme } from './theme';

export function App() {
  // Created once per page load; tests build their own with a memory router.
  const [apolloClient] = useState(createApolloClient);
  const [router] = useState(createAppRouter);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <LanguageProvider>
        <LocalizedDefaults>
          <Toasts />
          <ApolloProvider client={apolloClient}>
            <AuthProvider>
              {/* Navigations render at once, not as React transitions: a transition yields to
                  every answer that arrives while it renders, and on a slow phone each restart
                  sent the new screen's network-only queries again (about 25 requests and 5 s for
                  one work chosen; test/e2e/slow-phone.e2e.ts). A screen still
                  downloading shows its skeleton meanwhile. */}
              <RouterProvider router={router} useTransitions={false} />
            </AuthProvider>
          </ApolloProvider>
        </LocalizedDefaults>
      </LanguageProvider>
    </MantineProvider>
  );
}
