import { screen, waitFor } from '@testing-library/react';
import { bsMonthKey, currentBsMonth } from '@nepali/bs-month';
import { buildLocatedUser } from '../../../tests/builders';
import { api, graphqlData, server } from '../../../tests/msw-server';
import { renderApp } from '../../../tests/render';
import { pickOption } from '../../../tests/select';

const office = { __typename: 'Office', id: 'office-1', nameNe: 'थापा सेवा', nameEn: 'Thapa Services' };
const member = (id: string, name: string, role: string) => ({
  __typename: 'OfficeMembership',
  id: `m-${id}`,
  userId: id,
  name,
  role,
});

function withRole(role: 'owner' | 'writer') {
  const asked = { usage: [] as unknown[], tokens: [] as unknown[] };
  server.use(
    api.query('Me', () => graphqlData({ me: buildLocatedUser() })),
    api.query('MyOffices', () =>
      graphqlData({ myOffices: [{ __typename: 'OfficeMembership', role, office }] }),
    ),
    api.query('OfficeTeam', () =>
      graphqlData({
        office: {
          ...office,
          myRole: role,
          members: [member('u-1', 'Ram Thapa', 'owner'), member('u-2', 'Gopal Karki', 'writer')],
        },
      }),
    ),
    api.query('Plans', () =>
      graphqlData({
        plans: [{ __typename: 'Plan', plan: 'basic', nameEn: 'Basic', price: 100, documents: 100 }],
      }),
    ),
    api.query('OfficeUsage', ({ variables }) => {
      asked.usage.push(variables);
      return graphqlData({
        officeUsage: {
          __typename: 'OfficeUsage',
          month: variables.month,
          documents: 3,
          freeDocumentsLeft: 7,
          plan: 'basic',
          planExpiresAt: '2026-12-20T00:00:00.000Z',
          planDocuments: 100,
          planDocumentsLeft: 97,
          byMember: [
            { __typename: 'MemberUsage', userId: 'u-2', name: 'Gopal Karki', documents: 2 },
            { __typename: 'MemberUsage', userId: 'u-1', name: 'Ram Thapa', documents: 1 },
          ],
          byWork: [
            {
              __typename: 'WorkUsage',
              workKey: 'land-sale-deed',
              nameNe: 'राजीनामा लिखत',
              nameEn: 'Land sale deed',
              documents: 3,
            },
          ],
          payments: [],
        },
      });
    }),
    api.query('ApiTokens', ({ variables }) => {
      asked.tokens.push(variables);
      return graphqlData({ apiTokens: [] });
    }),
  );
  window.localStorage.setItem('lekhapadi.activeOffice', 'office-1');
  return asked;
}
afterEach(() => window.localStorage.clear());

describe('the office screen', () => {
  it('shows an owner the plan, the month per member and per document, the statement and the office’s tokens', async () => {
    const asked = withRole('owner');
    const { user } = renderApp('/dashboard/office');
    expect(
      await screen.findByText('Basic: 97 of 100 documents left, until 20 December 2026.'),
    ).toBeInTheDocument();
    const perMember = await screen.findByRole('table', { name: 'Per member' });
    expect(perMember).toHaveTextContent('Gopal Karki2');
    expect(screen.getByRole('table', { name: 'Per document' })).toHaveTextContent('Land sale deed3');
    // Buying goes through the usual payment page, for the office.
    expect(screen.getByRole('link', { name: /Basic: Rs 100 a month/ })).toHaveAttribute(
      'href',
      '/payment?plan=basic&office=office-1',
    );
    // The month is Nepal's Bikram Sambat month, as an office keeps its books.
    const now = currentBsMonth();
    expect((asked.usage[0] as { month: string }).month).toBe(bsMonthKey(now));
    expect(screen.getByRole('link', { name: /statement/ })).toHaveAttribute(
      'href',
      `/np/offices/office-1/statement/${bsMonthKey(now)}`,
    );
    // A year back: its usage is asked for and its statement offered.
    await pickOption(user, 'Year (BS)', String(now.year - 1));
    const earlier = bsMonthKey({ year: now.year - 1, month: now.month });
    await waitFor(() => expect(asked.usage.at(-1)).toMatchObject({ month: earlier }));
    expect(screen.getByRole('link', { name: /statement/ })).toHaveAttribute(
      'href',
      `/np/offices/office-1/statement/${earlier}`,
    );
    expect(await screen.findByText('The office’s API tokens')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Read the office’s clients/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Read the profile/ })).not.toBeInTheDocument();
    expect(asked.tokens).toContainEqual({ officeId: 'office-1' });
  });

  it('shows a writer the members but not the plan, usage or tokens', async () => {
    const asked = withRole('writer');
    renderApp('/dashboard/office');
    expect(await screen.findByText('Gopal Karki')).toBeInTheDocument();
    expect(screen.getByText('Only the office’s owners invite members.')).toBeInTheDocument();
    expect(screen.queryByText('The office’s plan')).not.toBeInTheDocument();
    expect(asked.usage).toEqual([]);
    expect(asked.tokens).toEqual([]);
  });
});
