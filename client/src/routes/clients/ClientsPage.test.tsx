import { screen, within } from '@testing-library/react';
import { buildLocatedUser } from '../../../tests/builders';
import { api, graphqlData, server } from '../../../tests/msw-server';
import { openDashboardMenu, renderApp } from '../../../tests/render';

const sita = {
  __typename: 'OfficeClient',
  id: 'client-1',
  fullName: 'सीता शर्मा',
  fullNameEn: 'Sita Sharma',
  fatherName: 'राम शर्मा',
  citizenshipNumber: '27-01-74/12345',
  possibleDuplicates: [{ __typename: 'OfficeClient', id: 'client-2' }],
};
const gita = { ...sita, id: 'client-3', fullName: 'गीता थापा', fullNameEn: null, possibleDuplicates: [] };

function connection(nodes: unknown[]) {
  return {
    officeClients: {
      __typename: 'OfficeClientConnection',
      totalCount: nodes.length,
      pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      edges: nodes.map((node) => ({ __typename: 'OfficeClientEdge', node })),
    },
  };
}

const searches: (string | null | undefined)[] = [];
beforeEach(() => {
  searches.length = 0;
  server.use(
    api.query('Me', () => graphqlData({ me: buildLocatedUser() })),
    api.query('MyOffices', () =>
      graphqlData({
        myOffices: [
          {
            __typename: 'OfficeMembership',
            role: 'writer',
            office: { __typename: 'Office', id: 'office-1', nameNe: 'शर्मा सेवा', nameEn: 'Sharma Services' },
          },
        ],
      }),
    ),
    api.query('OfficeClients', ({ variables }) => {
      searches.push(variables.search as string | null);
      if (variables.officeId !== 'office-1') throw new Error('wrong office');
      return graphqlData(connection(variables.search ? [sita] : [sita, gita]));
    }),
  );
});
afterEach(() => window.localStorage.clear());

describe('the clients screen', () => {
  it('lists the active office’s clients, flags possible duplicates and searches', async () => {
    window.localStorage.setItem('lekhapadi.activeOffice', 'office-1');
    const { user } = renderApp('/dashboard/clients');
    expect(await screen.findByText('2 clients')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByText('Possible duplicate')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).queryByText('Possible duplicate')).not.toBeInTheDocument();
    expect((await openDashboardMenu(user)).getByRole('link', { name: 'Clients' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.type(screen.getByRole('textbox', { name: /Search by name/ }), 'seeta');
    expect(await screen.findByText('1 client')).toBeInTheDocument();
    expect(searches).toContain('seeta');
  });

  it('in Nepali, and asks to choose an office when personal is active', async () => {
    renderApp('/dashboard/clients', { language: 'ne' });
    expect(await screen.findByRole('heading', { name: 'ग्राहकहरू' })).toBeInTheDocument();
    expect(screen.getByText(/माथिबाट आफ्नो कार्यालय छान्नुहोस्/)).toBeInTheDocument();
    expect(searches).toEqual([]);
  });

  it('adds a client with the form and lists them', async () => {
    const created: Record<string, unknown>[] = [];
    server.use(
      api.mutation('CreateOfficeClient', ({ variables }) => {
        created.push(variables as Record<string, unknown>);
        return graphqlData({
          createOfficeClient: { __typename: 'OfficeClient', id: 'client-9', fullName: 'गोपाल कार्की' },
        });
      }),
    );
    window.localStorage.setItem('lekhapadi.activeOffice', 'office-1');
    const { user } = renderApp('/dashboard/clients');
    await user.click(await screen.findByRole('button', { name: 'Add a client' }));
    const form = screen.getByRole('form', { name: 'Add a client' });
    await user.type(within(form).getByRole('textbox', { name: 'Full name (Nepali)' }), 'गोपाल कार्की');
    await user.click(within(form).getByRole('combobox', { name: 'Gender' }));
    await user.click(await screen.findByRole('option', { name: 'Male' }));
    await user.type(within(form).getByRole('textbox', { name: 'Father’s name' }), 'हरि कार्की');
    await user.type(within(form).getByRole('textbox', { name: 'Grandfather’s name' }), 'राम कार्की');
    await user.click(within(form).getByRole('button', { name: 'Save client' }));
    expect(await screen.findByText('गोपाल कार्की is added.')).toBeInTheDocument();
    expect(created).toEqual([
      {
        officeId: 'office-1',
        input: expect.objectContaining({
          fullName: 'गोपाल कार्की',
          gender: 'male',
          fatherName: 'हरि कार्की',
          grandfatherName: 'राम कार्की',
          citizenshipNumber: null,
        }),
      },
    ]);
    // No place chosen: none is sent (the server takes all four parts or none).
    expect(created[0]?.input).not.toHaveProperty('provinceId');
    expect(screen.queryByRole('form', { name: 'Add a client' })).not.toBeInTheDocument();
  });
});
