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
              <RouterProvider router={router} />
            </AuthProvider>
          </ApolloProvider>
        </LocalizedDefaults>
      </LanguageProvider>
    </MantineProvider>
  );
}
