import { screen } from '@testing-library/react';
import { buildLocatedUser } from '../../../tests/builders';
import { locationHandlers } from '../../../tests/locations';
import { api, graphqlData, graphqlError, graphqlRefusal, server } from '../../../tests/msw-server';
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
    const nameNe = await screen.findByRole('combobox', { name: 'Name in Nepali' });
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
    expect(screen.getByRole('combobox', { name: 'Name in Nepali' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Contact number' })).toHaveValue('');
  });

  function officeServer(created: Record<string, unknown>[]) {
    const office = { __typename: 'Office', id: 'office-8', nameNe: 'राई सेवा', nameEn: 'Rai Services' };
    server.use(
      ...locationHandlers,
      api.query('Me', () => graphqlData({ me: buildLocatedUser() })),
      api.query('MyOffices', () => graphqlData({ myOffices: [] })),
      api.query('OfficeTeam', () => graphqlData({ office: { ...office, myRole: 'owner', members: [] } })),
      api.query('Plans', () => graphqlData({ plans: [] })),
      api.query('OfficeUsage', () => graphqlData({ officeUsage: null })),
      api.query('ApiTokens', () => graphqlData({ apiTokens: [] })),
      api.mutation('CreateOffice', ({ variables }) => {
        created.push(variables.input as Record<string, unknown>);
        return graphqlData({ createOffice: { __typename: 'OfficeMembership', office } });
      }),
    );
  }

  it('an empty submit says each field at fault at the field, and sends nothing', async () => {
    const created: Record<string, unknown>[] = [];
    officeServer(created);
    const { user } = renderApp('/dashboard/office');
    await screen.findByRole('combobox', { name: 'Name in Nepali' });
    await user.click(screen.getByRole('button', { name: 'Create office' }));
    expect(await screen.findByText("The office's name in Nepali is required.")).toBeInTheDocument();
    expect(screen.getByText("The office's name in English is required.")).toBeInTheDocument();
    expect(screen.getByText(/Contact number must be a landline with its area code/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Contact number' })).toHaveAttribute('aria-invalid', 'true');
    expect(created).toEqual([]);
  });

  it('refuses Latin letters in the Nepali name; takes a landline and a mobile in Devanagari digits', async () => {
    const created: Record<string, unknown>[] = [];
    officeServer(created);
    const { user } = renderApp('/dashboard/office');
    const nameNe = await screen.findByRole('combobox', { name: 'Name in Nepali' });
    await user.type(nameNe, 'राई Sewa');
    await user.type(screen.getByRole('textbox', { name: 'Name in English' }), 'Rai Services');
    const contact = screen.getByRole('textbox', { name: 'Contact number' });
    await user.type(contact, '01-5550101');
    await pickOption(user, 'Province', /Bagmati/);
    await pickOption(user, 'District', /Kathmandu/);
    await pickOption(user, 'Municipality', /Kathmandu/);
    await pickOption(user, 'Ward No', /^32$/);
    await user.click(screen.getByRole('button', { name: 'Create office' }));
    expect(
      await screen.findByText("The office's name in Nepali must be written in Nepali (Devanagari)"),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Contact number must be/)).not.toBeInTheDocument();
    expect(created).toEqual([]);

    await user.clear(nameNe);
    await user.type(nameNe, 'राई सेवा');
    await user.clear(contact);
    await user.type(contact, '९८४१२३४५६७');
    await user.click(screen.getByRole('button', { name: 'Create office' }));
    expect(await screen.findByText('Rai Services is created and chosen.')).toBeInTheDocument();
    expect(created).toEqual([expect.objectContaining({ nameNe: 'राई सेवा', contactNumber: '९८४१२३४५६७' })]);
  });

  /** A valid office typed in, the server's answer to CreateOffice given by `refuse`. */
  async function submitRefused(refuse: () => Response, language: 'en' | 'ne' = 'en') {
    officeServer([]);
    server.use(api.mutation('CreateOffice', refuse));
    const { user } = renderApp('/dashboard/office', { language });
    const ne = language === 'ne';
    await user.type(
      await screen.findByRole('combobox', { name: ne ? 'नेपालीमा नाम' : 'Name in Nepali' }),
      'राई सेवा',
    );
    await user.type(
      screen.getByRole('textbox', { name: ne ? 'अंग्रेजीमा नाम' : 'Name in English' }),
      'Rai Services',
    );
    await user.type(
      screen.getByRole('textbox', { name: ne ? 'सम्पर्क नम्बर' : 'Contact number' }),
      '01-5550101',
    );
    await user.type(
      screen.getByRole('textbox', { name: ne ? /प्यान वा दर्ता नम्बर/ : /PAN or registration/ }),
      'PAN 12',
    );
    await pickOption(user, ne ? 'प्रदेश' : 'Province', /Bagmati/);
    await pickOption(user, ne ? 'जिल्ला' : 'District', /Kathmandu/);
    await pickOption(user, ne ? 'स्थानीय तह' : 'Municipality', /Kathmandu/);
    await pickOption(user, ne ? 'वडा नं.' : 'Ward No', ne ? /^३२$/ : /^32$/);
    await user.click(screen.getByRole('button', { name: ne ? 'कार्यालय खोल्नुहोस्' : 'Create office' }));
    return user;
  }

  it("says the server's refusal of a field at that field, not in a banner, until it is changed", async () => {
    const user = await submitRefused(() =>
      graphqlError(
        'PAN or registration number may have at most 40 letters, digits, dashes and slashes.',
        'BAD_USER_INPUT',
        'registrationNumber',
      ),
    );
    const registration = screen.getByRole('textbox', { name: /PAN or registration/ });
    expect(await screen.findByText(/PAN or registration number may have at most 40/)).toBeInTheDocument();
    expect(registration).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(registration, '3');
    expect(registration).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("says a server's field refusal in the screen's language, at its field", async () => {
    await submitRefused(
      () =>
        graphqlRefusal("The office's name in Nepali must be written in Nepali (Devanagari)", {
          code: 'BAD_USER_INPUT',
          field: 'nameNe',
          messageCode: 'field.nepali',
          params: { label: "The office's name in Nepali", labelNe: 'कार्यालयको नेपाली नाम' },
        }),
      'ne',
    );
    expect(await screen.findByText('कार्यालयको नेपाली नाम नेपाली (देवनागरी) मा लेख्नुहोस्')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'नेपालीमा नाम' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a refusal of the place, which has no field of its own here, in the banner', async () => {
    await submitRefused(() =>
      graphqlRefusal('Ward 32 does not exist in Kathmandu, which has wards 1 to 31.', {
        code: 'BAD_USER_INPUT',
        field: 'ward',
        messageCode: 'location.wardMissing',
        params: { ward: 32, municipality: 'Kathmandu', municipalityNe: 'काठमाडौं', wards: 31 },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ward 32 does not exist in Kathmandu, which has wards 1 to 31.',
    );
  });
});
