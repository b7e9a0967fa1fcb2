import { screen, within } from '@testing-library/react';
import { buildLocatedUser } from '../../../tests/builders';
import { api, graphqlData, graphqlRefusal, server } from '../../../tests/msw-server';
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
    await user.type(within(form).getByRole('combobox', { name: 'Full name (Nepali)' }), 'गोपाल कार्की');
    await user.click(within(form).getByRole('combobox', { name: 'Gender' }));
    await user.click(await screen.findByRole('option', { name: 'Male' }));
    await user.type(within(form).getByRole('combobox', { name: 'Father’s name' }), 'हरि कार्की');
    await user.type(within(form).getByRole('combobox', { name: 'Grandfather’s name' }), 'राम कार्की');
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

describe('the client form', () => {
  /** The form opened on the clients screen, what it sends collected, the server's answer given. */
  async function openForm(answer?: () => Response, language: 'en' | 'ne' = 'en') {
    const created: Record<string, unknown>[] = [];
    server.use(
      api.mutation('CreateOfficeClient', ({ variables }) => {
        created.push(variables.input as Record<string, unknown>);
        return (
          answer?.() ??
          graphqlData({
            createOfficeClient: { __typename: 'OfficeClient', id: 'client-9', fullName: 'सीता थापा' },
          })
        );
      }),
    );
    window.localStorage.setItem('lekhapadi.activeOffice', 'office-1');
    const { user } = renderApp('/dashboard/clients', { language });
    await user.click(
      await screen.findByRole('button', { name: language === 'ne' ? 'ग्राहक थप्नुहोस्' : 'Add a client' }),
    );
    const form = within(
      screen.getByRole('form', { name: language === 'ne' ? 'ग्राहक थप्नुहोस्' : 'Add a client' }),
    );
    return { user, form, created };
  }

  async function fillNames(
    user: Awaited<ReturnType<typeof openForm>>['user'],
    form: Awaited<ReturnType<typeof openForm>>['form'],
  ) {
    await user.type(form.getByRole('combobox', { name: 'Full name (Nepali)' }), 'सीता थापा');
    await user.click(form.getByRole('combobox', { name: 'Gender' }));
    await user.click(await screen.findByRole('option', { name: 'Female' }));
    await user.type(form.getByRole('combobox', { name: 'Father’s name' }), 'हरि थापा');
    await user.type(form.getByRole('combobox', { name: 'Grandfather’s name' }), 'राम थापा');
  }

  it('types the names in Roman letters and makes them Nepali, as the work forms do', async () => {
    const { user, form, created } = await openForm();
    const fullName = form.getByRole('combobox', { name: 'Full name (Nepali)' });
    await user.type(fullName, 'sita thapa ');
    expect(fullName).toHaveValue('सीता थापा ');
    await user.type(form.getByRole('combobox', { name: 'Father’s name' }), 'hari thapa ');
    await user.type(form.getByRole('combobox', { name: 'Grandfather’s name' }), 'ram thapa ');
    await user.click(form.getByRole('combobox', { name: 'Gender' }));
    await user.click(await screen.findByRole('option', { name: 'Female' }));
    await user.click(form.getByRole('button', { name: 'Save client' }));
    expect(await screen.findByText('सीता थापा is added.')).toBeInTheDocument();
    expect(created).toEqual([
      expect.objectContaining({ fullName: 'सीता थापा', fatherName: 'हरि थापा', grandfatherName: 'राम थापा' }),
    ]);
  });

  it('an empty submit says each required field at the field, and sends nothing', async () => {
    const { user, form, created } = await openForm();
    await user.click(form.getByRole('button', { name: 'Save client' }));
    expect(await form.findByText('Full name in Nepali is required')).toBeInTheDocument();
    expect(form.getByText('Gender is required')).toBeInTheDocument();
    expect(form.getByText("Father's name is required")).toBeInTheDocument();
    expect(form.getByText("Grandfather's name is required")).toBeInTheDocument();
    expect(form.getByRole('combobox', { name: 'Father’s name' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(created).toEqual([]);
  });

  it('refuses Latin letters in a Nepali name at its field and a short mobile; takes a mobile in Devanagari digits', async () => {
    const { user, form, created } = await openForm();
    await fillNames(user, form);
    const father = form.getByRole('combobox', { name: 'Father’s name' });
    await user.clear(father);
    await user.type(father, 'हरि Thapa');
    const mobile = form.getByRole('textbox', { name: 'Mobile number' });
    await user.type(mobile, '९८४१२');
    await user.click(form.getByRole('button', { name: 'Save client' }));
    expect(await form.findByText("Father's name must be written in Nepali (Devanagari)")).toBeInTheDocument();
    expect(form.getByText('Mobile should contain 10 digits')).toBeInTheDocument();
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(created).toEqual([]);

    await user.clear(father);
    await user.type(father, 'हरि थापा');
    await user.clear(mobile);
    await user.type(mobile, '९८४१२३४५६७');
    await user.click(form.getByRole('button', { name: 'Save client' }));
    expect(await screen.findByText('सीता थापा is added.')).toBeInTheDocument();
    expect(created).toEqual([expect.objectContaining({ fatherName: 'हरि थापा', mobile: '९८४१२३४५६७' })]);
  });

  it('says a Latin name at its field in Nepali on the Nepali screen', async () => {
    const { user, form, created } = await openForm(undefined, 'ne');
    await user.type(form.getByRole('combobox', { name: 'पूरा नाम (नेपाली)' }), 'Sita');
    await user.click(form.getByRole('button', { name: 'ग्राहक सुरक्षित गर्नुहोस्' }));
    expect(await form.findByText('पूरा नाम थर नेपाली (देवनागरी) मा लेख्नुहोस्')).toBeInTheDocument();
    expect(form.getByText('बाबुको नाम थर आवश्यक छ')).toBeInTheDocument();
    expect(created).toEqual([]);
  });

  it("says the server's refusals at their fields, and one with no field here in the banner", async () => {
    const { user, form, created } = await openForm(() =>
      graphqlRefusal('Full name in English must be written in English letters', {
        code: 'BAD_USER_INPUT',
        field: 'fullNameEn',
        messageCode: 'field.pattern',
        params: {
          text: 'Full name in English must be written in English letters',
          label: 'Full name in English',
        },
        problems: [
          {
            field: 'fullNameEn',
            message: 'Full name in English must be written in English letters',
            messageCode: 'field.pattern',
            params: { text: 'Full name in English must be written in English letters' },
          },
          { field: 'provinceId', message: 'Choose all four parts.', messageCode: 'test.unknown', params: {} },
        ],
      }),
    );
    await fillNames(user, form);
    const english = form.getByRole('textbox', { name: 'Full name (English)' });
    await user.type(english, 'सीता');
    await user.click(form.getByRole('button', { name: 'Save client' }));
    expect(
      await form.findByText('Full name in English must be written in English letters'),
    ).toBeInTheDocument();
    expect(english).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose all four parts.');
    expect(created).toHaveLength(1);
  });
});
