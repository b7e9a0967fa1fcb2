import { screen, waitFor } from '@testing-library/react';
import { buildLocatedUser, buildUser } from '../../tests/builders';
import { actionResult, api, graphqlData, server } from '../../tests/msw-server';
import { openDashboardMenu, renderApp } from '../../tests/render';

describe('who may see which pages', () => {
  it('sends a visitor who opens the dashboard to the home page', async () => {
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: /official papers/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a visitor who opens the profile to the home page', async () => {
    const { router } = renderApp('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a signed-in user from the home page to the dashboard, showing their name and e-mail', async () => {
    server.use(api.query('Me', () => graphqlData({ me: buildUser() })));
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Generate Document' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getAllByText('Sita Sharma')[0]).toBeInTheDocument();
    expect(screen.getAllByText('sita@example.com')[0]).toBeInTheDocument();
  });

  it('shows the loading logo while it asks the server who is signed in', async () => {
    renderApp('/');
    expect(screen.getByText('Loading Lekhapadi…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: /official papers/ })).toBeInTheDocument();
  });

  it('shows Coming Soon for Kuruwa', async () => {
    server.use(api.query('Me', () => graphqlData({ me: buildUser() })));
    renderApp('/dashboard/kuruwa');
    expect(await screen.findByRole('heading', { name: 'Coming Soon' })).toBeInTheDocument();
  });

  it('logs out from the dashboard: toast, and back to the home page', async () => {
    server.use(
      // A place set: no location modal over the dashboard.
      api.query('Me', () => graphqlData({ me: buildLocatedUser() })),
      api.mutation('Logout', () => actionResult('logout', true, 'Bye')),
    );
    const { router, user } = renderApp('/dashboard');
    await user.click((await openDashboardMenu(user)).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Logged Out Successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('says the logout in Nepali on the Nepali UI', async () => {
    server.use(
      api.query('Me', () => graphqlData({ me: buildLocatedUser() })),
      api.mutation('Logout', () => actionResult('logout', true, 'Logged Out Successfully')),
    );
    const { router, user } = renderApp('/dashboard', { language: 'ne' });
    await user.click((await openDashboardMenu(user, 'मेनु खोल्नुहोस्')).getByRole('button', { name: 'लग आउट' }));
    expect(await screen.findByText('सफलतापूर्वक लगआउट भयो')).toBeInTheDocument();
    expect(screen.queryByText('Logged Out Successfully')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
