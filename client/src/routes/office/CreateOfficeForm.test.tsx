import { screen } from '@testing-library/react';
import { buildLocatedUser } from '../../../tests/builders';
import { locationHandlers } from '../../../tests/locations';
import { api, graphqlData, server } from '../../../tests/msw-server';
import { renderApp } from '../../../tests/render';
import { pickOption } from '../../../tests/select';

afterEach(() => window.localStorage.clear());

describe('opening an office', () => {
  it('sends the names, contact and place, makes the office active and empties the form', async () => {
    const created: Record<string, unknown>[] = [];
    let offices: unknown[] = [];
    const office = { __typename: 'Office', id: 'office-7', nameNe: 'थापा सेवा', nameEn: 'Thapa Services' };
    server.use(
      ...locationHandlers,
      api.query('Me', () => graphqlData({ me: buildLocatedUser() })),
      api.query('MyOffices', () => graphqlData({ myOffices: offices })),
      // The new office's own panels, once it is active: an owner with nothing yet.
      api.query('OfficeTeam', () => graphqlData({ office: { ...office, myRole: 'owner', members: [] } })),
      api.query('Plans', () => graphqlData({ plans: [] })),
      api.query('OfficeUsage', () => graphqlData({ officeUsage: null })),
      api.query('ApiTokens', () => graphqlData({ apiTokens: [] })),
      api.mutation('CreateOffice', ({ variables }) => {
        created.push(variables.input as Record<string, unknown>);
        offices = [{ __typename: 'OfficeMembership', role: 'owner', office }];
        return graphqlData({ createOffice: { __typename: 'OfficeMembership', office } });
      }),
    );
    const { user } = renderApp('/dashboard/office');
    const nameNe = await screen.findByRole('textbox', { name: 'Name in Nepali' });
    await user.type(nameNe, 'थापा सेवा');
    await user.type(screen.getByRole('textbox', { name: 'Name in English' }), 'Thapa Services');
    await user.type(screen.getByRole('textbox', { name: 'Contact number' }), '9841000001');
    await pickOption(user, 'Province', /Bagmati/);
    await pickOption(user, 'District', /Kathmandu/);
    await pickOption(user, 'Municipality', /Kathmandu/);
    await pickOption(user, 'Ward No', /^32$/);
    await user.click(screen.getByRole('button', { name: 'Create office' }));

    expect(await screen.findByText('Thapa Services is created and chosen.')).toBeInTheDocument();
    expect(created).toEqual([
      expect.objectContaining({
        nameNe: 'थापा सेवा',
        nameEn: 'Thapa Services',
        contactNumber: '9841000001',
        registrationNumber: null,
        provinceId: 3,
        districtId: 27,
        localLevelId: 270,
        ward: 32,
      }),
    ]);
    expect(window.localStorage.getItem('lekhapadi.activeOffice')).toBe('office-7');
    // Ready for another office, not holding the one just made.
    expect(screen.getByRole('textbox', { name: 'Name in Nepali' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Contact number' })).toHaveValue('');
  });
});
