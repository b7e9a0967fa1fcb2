import { workFieldsAnswer } from '../../../tests/works';
import { screen, waitFor, within } from '@testing-library/react';
import { buildLocatedUser } from '../../../tests/builders';
import { api, graphqlData, server } from '../../../tests/msw-server';
import { openDashboardMenu, renderApp } from '../../../tests/render';

function signIn(overrides: Parameters<typeof buildLocatedUser>[0] = {}) {
  server.use(api.query('Me', () => graphqlData({ me: buildLocatedUser(overrides) })));
}

describe('the dashboard', () => {
  it('shows a tile per service area; a tile leads to its route with its picture', async () => {
    signIn();
    const { user, router } = renderApp('/dashboard');
    const lekhapadi = await screen.findByRole('button', { name: /^Lekhapadi / });
    expect(screen.getByText('लेखापढी')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Kuruwa / })).toHaveTextContent('Coming Soon');
    expect(lekhapadi).not.toHaveTextContent('Coming Soon');

    await user.click(lekhapadi);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/lekhapadi'));
    expect(router.state.location.state).toEqual({ image: '/images/service-areas/lekhapadi.svg' });
  });

  it('asks for the tiles and the Lekhapadi works ahead of the page, once: the works screen reads them', async () => {
    signIn();
    const asked: string[] = [];
    // Each GraphQL operation as it leaves, by name and variables (a GET's address or a POST's body).
    const onRequest = async ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      const { operationName, variables } =
        request.method === 'GET'
          ? {
              operationName: url.searchParams.get('operationName'),
              variables: JSON.parse(url.searchParams.get('variables') ?? '{}'),
            }
          : await request.clone().json();
      if (operationName) asked.push(`${operationName} ${JSON.stringify(variables ?? {})}`);
    };
    server.events.on('request:start', onRequest);
    try {
      const { user } = renderApp('/dashboard');
      const lekhapadi = await screen.findByRole('button', { name: /^Lekhapadi / });
      // Before any tap: the works the tile leads to are already asked for.
      await waitFor(() => expect(asked).toContain('WorksOfArea {"serviceAreaId":1}'));
      await user.click(lekhapadi);
      await screen.findByRole('combobox', { name: 'Work' });
      expect(asked.filter((name) => name.startsWith('ServiceAreas '))).toHaveLength(1);
      expect(asked.filter((name) => name.startsWith('RecentWorks '))).toHaveLength(1);
      expect(asked.filter((name) => name.startsWith('WorksOfArea'))).toEqual([
        'WorksOfArea {"serviceAreaId":1}',
      ]);
    } finally {
      server.events.removeListener('request:start', onRequest);
    }
  });

  it('offers the works of the latest documents to make again, one tap from the form, the first one’s form asked for ahead', async () => {
    signIn();
    const fields = jest.fn((request: { variables: Record<string, string> }) =>
      graphqlData(workFieldsAnswer(request.variables.workKey!, [])),
    );
    const node = (id: string, workKey: string, workNameNe: string, workNameEn: string) => ({
      node: { __typename: 'GeneratedDocument', id, workKey, workNameNe, workNameEn, serviceAreaId: 1 },
    });
    server.use(
      api.query('RecentWorks', () =>
        graphqlData({
          documents: {
            __typename: 'DocumentConnection',
            edges: [
              node('d3', 'consent-deed', 'मञ्जुरीनामा', 'Consent deed'),
              node('d2', 'birth-date-verification', 'जन्म मिति प्रमाणित', 'Date of birth verification'),
              node('d1', 'consent-deed', 'मञ्जुरीनामा', 'Consent deed'),
            ],
          },
        }),
      ),
      api.query('WorkFields', fields),
    );
    const { user, router } = renderApp('/dashboard');
    const again = await screen.findByRole('navigation', { name: 'Make again' });
    expect(screen.getByRole('heading', { name: 'Make again' })).toBeInTheDocument();
    const links = within(again).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard/lekhapadi?work=consent-deed',
      '/dashboard/lekhapadi?work=birth-date-verification',
    ]);
    expect(links[0]).toHaveTextContent('Consent deedमञ्जुरीनामा');
    // The first one's form is asked for before any tap, for the user's place...
    await waitFor(() => expect(fields).toHaveBeenCalledTimes(1));
    expect(fields.mock.calls[0]![0].variables).toEqual({
      workKey: 'consent-deed',
      provinceSlug: 'bagmati',
      districtSlug: 'kathmandu',
      localLevel: '270',
    });
    await user.click(links[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/lekhapadi'));
    expect(router.state.location.search).toBe('?work=consent-deed');
    expect(await screen.findByRole('combobox', { name: 'Work' })).toHaveValue('Consent deed');
    // ...so its screen finds it in the cache and does not ask again.
    expect(fields).toHaveBeenCalledTimes(1);
  });

  it('offers nothing to make again before the first document', async () => {
    signIn();
    renderApp('/dashboard');
    await screen.findByRole('button', { name: /^Lekhapadi / });
    expect(screen.queryByRole('navigation', { name: 'Make again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Make again' })).not.toBeInTheDocument();
  });

  it('marks a subscriber with the plan and leads everyone to the pricing page', async () => {
    signIn({ isSubscribed: true, subscriptionPlan: 'premium' });
    const { user, router } = renderApp('/dashboard');
    const badge = await screen.findByRole('link', { name: 'Premium Subscribed' });
    expect(badge).toHaveAttribute('data-subscribed', 'true');
    await user.hover(badge);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Premium Subscribed');
    await user.click(badge);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
  });

  it.each([
    ['basic', 'Basic Subscribed'],
    ['silver', 'Silver Subscribed'],
  ] as const)('names the %s plan', async (plan, label) => {
    signIn({ isSubscribed: true, subscriptionPlan: plan });
    renderApp('/dashboard');
    expect(await screen.findByRole('link', { name: label })).toBeInTheDocument();
  });

  it('shows no plan to a user without one', async () => {
    signIn();
    renderApp('/dashboard');
    const badge = await screen.findByRole('link', { name: 'Not subscribed: see plans' });
    expect(badge).not.toHaveAttribute('data-subscribed');
  });

  it('finds works as you type and opens the chosen one on its screen, preselected', async () => {
    signIn();
    server.use(
      api.query('WorkFields', ({ variables }) => graphqlData(workFieldsAnswer(variables.workKey, []))),
    );
    const { user, router } = renderApp('/dashboard');
    const search = (await openDashboardMenu(user)).getByRole('combobox', { name: 'Search documents' });
    await user.type(search, 'consent');
    await user.click(await screen.findByRole('option', { name: 'मञ्जुरीनामा — Consent deed' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/lekhapadi'));
    expect(router.state.location.search).toBe('?work=consent-deed');

    const again = (await openDashboardMenu(user)).getByRole('combobox', { name: 'Search documents' });
    await user.type(again, 'जाहेरी');
    await user.click(await screen.findByRole('option', { name: /Police complaint/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/policereport'));
    expect(router.state.location.search).toBe('?work=police-complaint');
  });

  it.each([
    ['en', 'Basic plan: 99 of 100 left this month'],
    ['ne', 'बेसिक योजना: यो महिना १०० मध्ये ९९ बाँकी'],
  ] as const)('says in words (%s) what is left of the plan, not only by a crown', async (language, said) => {
    signIn({ isSubscribed: true, subscriptionPlan: 'basic', documentCount: 41 });
    server.use(
      api.query('Allowance', () =>
        graphqlData({
          allowance: {
            __typename: 'Allowance',
            freeDocuments: 10,
            freeDocumentsLeft: 0,
            plan: 'basic',
            planDocuments: 100,
            planDocumentsLeft: 99,
          },
        }),
      ),
    );
    renderApp('/dashboard', { language });
    expect(await screen.findByTestId('documents-left')).toHaveTextContent(said);
  });

  it('says when the free documents are used, with the way to the plans', async () => {
    signIn({ documentCount: 10 });
    server.use(
      api.query('Allowance', () =>
        graphqlData({
          allowance: {
            __typename: 'Allowance',
            freeDocuments: 10,
            freeDocumentsLeft: 0,
            plan: null,
            planDocuments: null,
            planDocumentsLeft: null,
          },
        }),
      ),
    );
    renderApp('/dashboard');
    const left = await screen.findByTestId('documents-left');
    expect(left).toHaveTextContent('No free documents left.');
    expect(within(left).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });
});
