import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createApolloClient } from '../src/apollo/client';
import { AuthProvider } from '../src/auth/AuthProvider';
import { LanguageProvider } from '../src/i18n/LanguageProvider';
import { LocalizedDefaults } from '../src/i18n/LocalizedDefaults';
import type { Language } from '../src/i18n/texts';
import { routes } from '../src/router';
import { cssVariablesResolver, theme } from '../src/theme';

type Entry = string | { pathname: string; search?: string; state?: unknown };

/**
 * The whole app (real routes, Apollo against msw, auth) at one address, the way a user meets it.
 * env="test" turns off Mantine's transitions and portals so popups render in place.
 */
export function renderApp(
  entry: Entry = '/',
  options: { userEvent?: Parameters<typeof userEvent.setup>[0]; language?: Language } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  // No pause between the simulated keys and clicks: the screens wait for what they wait for, and
  // user-event's default pause (a timer per key) only made long forms slow to fill.
  const user = userEvent.setup({ delay: null, ...options.userEvent });
  // StrictMode as in main.tsx: effects run twice, which must never send a request twice.
  const view = render(
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        <LanguageProvider initial={options.language ?? 'en'}>
          <LocalizedDefaults>
            <Notifications position="top-right" autoClose={5000} />
            <ApolloProvider client={createApolloClient({ byId: false })}>
              <AuthProvider>
                <RouterProvider router={router} />
              </AuthProvider>
            </ApolloProvider>
          </LocalizedDefaults>
        </LanguageProvider>
      </MantineProvider>
    </StrictMode>,
  );
  return { ...view, router, user };
}

/**
 * Opens the signed-in frame's menu and returns its contents. jsdom answers every media query "no",
 * so the frame is laid out as on a phone: the navigation and the work search are in this menu.
 */
export async function openDashboardMenu(user: ReturnType<typeof userEvent.setup>, label = 'Open menu') {
  await user.click(await screen.findByRole('button', { name: label }));
  return within(await screen.findByRole('dialog'));
}
