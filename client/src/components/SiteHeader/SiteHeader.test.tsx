import { screen, waitFor } from '@testing-library/react';
import { api, graphqlData, sampleServiceAreas, server } from '../../../tests/msw-server';
import { renderApp } from '../../../tests/render';

// The header's top strip (desktop): Police Report leads to the police works on the services page;
// Namsari and Rajinama to their own papers' pages, at the address of the reader's language.
describe('the header’s shortcuts', () => {
  it.each([
    ['en', 'Namsari Kagaz', '/en/documents/name-transfer-recommendation'],
    ['en', 'Rajinama Kagaz', '/en/documents/land-sale-deed'],
    ['ne', 'नामसारी कागज', '/ne/kagajat/name-transfer-recommendation'],
    ['ne', 'राजीनामा कागज', '/ne/kagajat/land-sale-deed'],
  ] as const)('in %s, %s opens that paper’s page', async (language, name, pathname) => {
    const asked: string[] = [];
    server.use(
      api.query('WorkPage', ({ variables }) => {
        asked.push(String(variables.key));
        return graphqlData({ work: null, serviceAreas: sampleServiceAreas });
      }),
    );
    const { user, router } = renderApp('/', { language });
    await user.click(await screen.findByRole('link', { name, hidden: true }));
    expect(router.state.location.pathname).toBe(pathname);
    // The page asks for the work its address names.
    await waitFor(() => expect(asked).toEqual([pathname.split('/').pop()]));
  });

  it('Police Report leads to the police works on the services page', async () => {
    const { user, router } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Police Report', hidden: true }));
    expect(router.state.location).toMatchObject({ pathname: '/services', hash: '#police' });
  });
});
