import { screen } from '@testing-library/react';
import { buildLocatedUser } from '../../../tests/builders';
import { api, graphqlData, graphqlError, server } from '../../../tests/msw-server';
import { renderApp } from '../../../tests/render';

const office = { __typename: 'Office', id: 'office-1', nameNe: 'थापा सेवा', nameEn: 'Thapa Services' };

beforeEach(() => {
  server.use(
    api.query('Me', () => graphqlData({ me: buildLocatedUser() })),
    api.query('MyOffices', () => graphqlData({ myOffices: [] })),
    api.query('OfficeClients', () =>
      graphqlData({
        officeClients: {
          __typename: 'OfficeClientConnection',
          totalCount: 0,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          edges: [],
        },
      }),
    ),
  );
});
afterEach(() => window.localStorage.clear());

describe('the invitation page', () => {
  it('accepts with a button, then makes the office active and opens its clients', async () => {
    const tokens: unknown[] = [];
    server.use(
      api.mutation('AcceptInvitation', ({ variables }) => {
        tokens.push(variables.token);
        return graphqlData({ acceptInvitation: { __typename: 'OfficeMembership', role: 'writer', office } });
      }),
    );
    const { user, router } = renderApp('/offices/join?token=abc123', { language: 'ne' });
    const accept = await screen.findByRole('button', { name: 'निमन्त्रणा स्वीकार गर्नुहोस्' });
    // Opening the link spends nothing.
    expect(tokens).toEqual([]);
    await user.click(accept);
    expect(await screen.findByText('तपाईं अब थापा सेवा को सदस्य हुनुभयो।')).toBeInTheDocument();
    expect(tokens).toEqual(['abc123']);
    expect(router.state.location.pathname).toBe('/dashboard/clients');
    expect(window.localStorage.getItem('lekhapadi.activeOffice')).toBe('office-1');
  });

  it('says why when the invitation is not the reader’s', async () => {
    const notYours =
      'This invitation was sent to another e-mail or mobile number. Sign in with the account that has it verified.';
    server.use(api.mutation('AcceptInvitation', () => graphqlError(notYours, 'FORBIDDEN')));
    const { user } = renderApp('/offices/join?token=abc123');
    await user.click(await screen.findByRole('button', { name: 'Accept the invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(notYours);
    expect(window.localStorage.getItem('lekhapadi.activeOffice')).toBeNull();
  });
});
