import { screen, waitFor } from '@testing-library/react';
import { buildLocatedUser } from '../../tests/builders';
import { actionResult, api, graphqlData, server } from '../../tests/msw-server';
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
