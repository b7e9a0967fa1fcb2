import { screen, waitFor } from '@testing-library/react';
import { buildLocatedUser } from '../../tests/builders';
import { actionResult, api, graphqlData, graphqlError, server } from '../../tests/msw-server';
import { openDashboardMenu, renderApp } from '../../tests/render';
import { forgetUserCaches } from '../offline/forget-user-caches';

jest.mock('../offline/forget-user-caches', () => ({ forgetUserCaches: jest.fn(async () => undefined) }));

describe('what the browser keeps of a user', () => {
  it('asks the service worker to forget the user at logout, and not before', async () => {
    server.use(
      api.query('Me', () => graphqlData({ me: buildLocatedUser() })),
      api.mutation('Logout', () => actionResult('logout', true, 'Logged Out Successfully')),
    );
    const { user } = renderApp('/dashboard');
    const menu = await openDashboardMenu(user);
    expect(forgetUserCaches).not.toHaveBeenCalled();
    await user.click(menu.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Logged Out Successfully')).toBeInTheDocument();
    await waitFor(() => expect(forgetUserCaches).toHaveBeenCalledTimes(1));
  });
});

describe('a session that ended elsewhere', () => {
  it('is said at the next action, once, in the screen language, with the way back in', async () => {
    server.use(
      api.query('Me', () => graphqlData({ me: buildLocatedUser() })),
      // Signed out in another tab: this tab's next requests find no session.
      api.query('RecentWorks', () => graphqlError('Please login to continue', 'UNAUTHENTICATED')),
      api.query('Allowance', () => graphqlError('Please login to continue', 'UNAUTHENTICATED')),
    );
    const { user, router } = renderApp('/dashboard', { language: 'ne' });
    const notice = await screen.findByText('तपाईं लग आउट हुनुभयो (सायद अर्को ट्याबमा)। अघि बढ्न फेरि लग इन गर्नुहोस्।');
    // Two requests found it gone: one notice.
    expect(screen.getAllByText(notice.textContent ?? '')).toHaveLength(1);
    // The page stays in view until the person acts.
    expect(router.state.location.pathname).toBe('/dashboard');
    await user.click(screen.getByRole('button', { name: 'फेरि लग इन गर्नुहोस्' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(screen.queryByText(notice.textContent ?? '')).not.toBeInTheDocument());
  });

  it('says nothing to a visitor whose request was refused for want of a session', async () => {
    server.use(api.query('Me', () => graphqlError('Please login to continue', 'UNAUTHENTICATED')));
    renderApp('/pricing', { language: 'ne' });
    expect(await screen.findAllByRole('heading')).not.toHaveLength(0);
    expect(screen.queryByText(/तपाईं लग आउट हुनुभयो/)).not.toBeInTheDocument();
  });
});
