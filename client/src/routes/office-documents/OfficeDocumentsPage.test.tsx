import { screen, waitFor, within } from '@testing-library/react';
import { buildLocatedUser } from '../../../tests/builders';
import { api, graphqlData, server } from '../../../tests/msw-server';
import { openDashboardMenu, renderApp } from '../../../tests/render';
import { pickOption } from '../../../tests/select';

const sita = {
  __typename: 'OfficeClient',
  id: 'client-1',
  fullName: 'सीता शर्मा',
  fullNameEn: null,
  gender: 'female',
  dateOfBirthBs: null,
  fatherName: 'राम शर्मा',
  motherName: null,
  grandfatherName: 'हरि शर्मा',
  spouseName: null,
  tole: null,
  citizenshipNumber: '41-01-74-12345',
  citizenshipIssueDistrict: null,
  citizenshipIssueDateBs: null,
  mobile: null,
  provinceSlug: 'gandaki',
  districtSlug: 'kaski',
  addressNe: null,
};

const document = (id: string, workKey: string, generatedBy: string, withClient: boolean) => ({
  __typename: 'GeneratedDocument',
  id,
  status: 'READY',
  workKey,
  workNameNe: workKey === 'land-sale-deed' ? 'राजीनामा लिखत' : 'जन्म मिति प्रमाणित',
  workNameEn: workKey === 'land-sale-deed' ? 'Land sale deed' : 'Date of birth verification',
  createdAt: '2026-11-25T06:00:00.000Z',
  generatedBy,
  client: withClient ? { __typename: 'OfficeClient', id: sita.id, fullName: sita.fullName } : null,
  secondClient: null,
});

const all = [
  document('doc-1', 'land-sale-deed', 'Ram Writer', true),
  document('doc-2', 'birth-date-verification', 'Hari Owner', false),
];

function serve() {
  const filters: Record<string, unknown>[] = [];
  server.use(
    api.query('Me', () => graphqlData({ me: buildLocatedUser() })),
    api.query('MyOffices', () =>
      graphqlData({
        myOffices: [
          {
            __typename: 'OfficeMembership',
            role: 'viewer',
            office: { __typename: 'Office', id: 'office-1', nameNe: 'शर्मा सेवा', nameEn: 'Sharma Services' },
          },
        ],
      }),
    ),
    api.query('HistoryWorks', () =>
      graphqlData({
        works: [
          { __typename: 'Work', key: 'land-sale-deed', nameNe: 'राजीनामा लिखत', nameEn: 'Land sale deed' },
          {
            __typename: 'Work',
            key: 'birth-date-verification',
            nameNe: 'जन्म मिति प्रमाणित',
            nameEn: 'Date of birth verification',
          },
        ],
      }),
    ),
    api.query('OfficeMembers', () =>
      graphqlData({
        office: {
          __typename: 'Office',
          id: 'office-1',
          members: [
            { __typename: 'OfficeMembership', id: 'm-1', userId: 'user-writer', name: 'Ram Writer' },
            { __typename: 'OfficeMembership', id: 'm-2', userId: 'user-owner', name: 'Hari Owner' },
          ],
        },
      }),
    ),
    api.query('ClientChoices', () =>
      graphqlData({
        officeClients: {
          __typename: 'OfficeClientConnection',
          edges: [{ __typename: 'OfficeClientEdge', node: sita }],
        },
      }),
    ),
    api.query('OfficeDocuments', ({ variables }) => {
      if (variables.officeId !== 'office-1') throw new Error('wrong office');
      const filter = (variables.filter ?? {}) as Record<string, unknown>;
      filters.push(filter);
      const nodes = all.filter(
        (d) =>
          (!filter.workKey || d.workKey === filter.workKey) &&
          (!filter.clientId || d.client?.id === filter.clientId) &&
          (!filter.generatedById ||
            (filter.generatedById === 'user-writer') === (d.generatedBy === 'Ram Writer')),
      );
      return graphqlData({
        officeDocuments: {
          __typename: 'DocumentConnection',
          totalCount: nodes.length,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          edges: nodes.map((node) => ({ __typename: 'DocumentEdge', cursor: node.id, node })),
        },
      });
    }),
  );
  return { filters };
}

describe('the office documents screen', () => {
  afterEach(() => window.localStorage.clear());

  it('lists the office’s documents with who made them and for whom, and filters them', async () => {
    window.localStorage.setItem('lekhapadi.activeOffice', 'office-1');
    const { filters } = serve();
    const { user } = renderApp('/dashboard/office-documents');
    expect(await screen.findByText('2 documents')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByText('Land sale deed')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText(/For: सीता शर्मा/)).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText(/By: Ram Writer/)).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      '/dashboard/printdocument/doc-1',
    );
    expect(
      (await openDashboardMenu(user)).getByRole('link', { name: 'Office documents' }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await pickOption(user, 'Work', 'Date of birth verification');
    expect(await screen.findByText('1 document')).toBeInTheDocument();
    expect(filters.at(-1)).toMatchObject({ workKey: 'birth-date-verification' });
  });

  it('filters by client, member and date, and in Nepali', async () => {
    window.localStorage.setItem('lekhapadi.activeOffice', 'office-1');
    const { filters } = serve();
    const { user } = renderApp('/dashboard/office-documents', { language: 'ne' });
    expect(await screen.findByText('२ कागजात')).toBeInTheDocument();
    await pickOption(user, 'ग्राहक', /सीता शर्मा/);
    await waitFor(() => expect(filters.at(-1)).toMatchObject({ clientId: 'client-1' }));
    await pickOption(user, 'बनाउने', 'Ram Writer');
    await waitFor(() =>
      expect(filters.at(-1)).toMatchObject({ clientId: 'client-1', generatedById: 'user-writer' }),
    );
    // From 9 Mangsir 2083 (25 November 2026): the day starts at 00:00 in Nepal (UTC+5:45).
    await pickOption(user, 'देखि: साल', '२०८३');
    await pickOption(user, 'देखि: महिना', 'मङ्सिर');
    await pickOption(user, 'देखि: गते', '९');
    await waitFor(() => expect(filters.at(-1)).toMatchObject({ from: '2026-11-24T18:15:00.000Z' }));
    // Until the same day: the filter ends where the next day starts.
    await pickOption(user, 'सम्म: साल', '२०८३');
    await pickOption(user, 'सम्म: महिना', 'मङ्सिर');
    await pickOption(user, 'सम्म: गते', '९');
    await waitFor(() => expect(filters.at(-1)).toMatchObject({ to: '2026-11-25T18:15:00.000Z' }));
  });

  it('asks to choose an office in personal mode', async () => {
    serve();
    renderApp('/dashboard/office-documents');
    expect(await screen.findByText(/Choose one of your offices/)).toBeInTheDocument();
  });
});
