import { screen, waitFor, within } from '@testing-library/react';
import { actionResult, api, graphqlData, graphqlError, server } from '../../../tests/msw-server';
import { renderApp } from '../../../tests/render';

const catalogue = async () =>
  within(await screen.findByRole('region', { name: /^(Documents we serve|कागजातको तालिका)$/ }));

describe('the landing page', () => {
  it('lists the works with their generated counts, narrowed by tabs and a case-insensitive search', async () => {
    const { user } = renderApp('/');
    const table = await catalogue();
    await table.findByRole('link', { name: 'Date of birth verification' });
    expect(table.getByText('1,234')).toBeInTheDocument();
    expect(table.getAllByRole('row')).toHaveLength(5); // header + 4 works

    await user.click(screen.getByRole('tab', { name: 'Municipality Documents' }));
    expect(table.getAllByRole('row')).toHaveLength(2);
    expect(table.getByRole('link', { name: 'Business registration' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'All Documents' }));
    await user.type(screen.getByPlaceholderText('Search by Document Name...'), 'DEED');
    expect(table.getAllByRole('row')).toHaveLength(2);
    expect(table.getByRole('link', { name: 'Consent deed' })).toBeInTheDocument();
  });

  it('speaks Nepali, with Devanagari digits and lakh grouping', async () => {
    renderApp('/', { language: 'ne' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'तपाईंका सरकारी कागजात, शुद्ध नेपालीमा' }),
    ).toBeInTheDocument();
    const table = await catalogue();
    await table.findByRole('link', { name: 'जन्म मिति प्रमाणित' });
    expect(table.getByText('१,२३४')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'वडाका कागजात' })).toBeInTheDocument();
  });

  it('shows Watch Video only when a tutorial is configured', async () => {
    renderApp('/');
    await screen.findByRole('button', { name: 'Generate Your Own' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Watch Video' })).toBeNull());

    server.use(
      api.query('SiteSettings', () =>
        graphqlData({
          siteSettings: {
            __typename: 'SiteSettings',
            tutorialVideoUrl: 'https://youtu.be/dQw4w9WgXcQ',
            mapEmbedUrl: null,
            contactAddress: 'Putalisadak, Kathmandu',
          },
        }),
      ),
    );
    renderApp('/');
    expect((await screen.findAllByRole('button', { name: 'Watch Video' })).length).toBeGreaterThan(0);
    expect(await screen.findByText('Putalisadak, Kathmandu')).toBeInTheDocument();
  });
});

describe('the contact form', () => {
  const fields = {
    'First Name': 'Sita',
    'Last Name': 'Sharma',
    'Email Address': 'sita@example.com',
    'Mobile Number': '9812345678',
    Message: 'Please add the नामसारी paper.',
  };

  async function openForm(language: 'en' | 'ne' = 'en') {
    const app = renderApp('/', { language });
    const form = within(
      await screen.findByRole('form', { name: language === 'en' ? 'Contact form' : 'सम्पर्क फारम' }),
    );
    return { ...app, form };
  }

  it('names every empty field, then takes the message away once the field is mended', async () => {
    const { form, user } = await openForm();
    await user.click(form.getByRole('button', { name: 'Submit' }));
    for (const message of [
      'firstName is required',
      'lastName is required',
      'email is required',
      'mobile is required',
      'message is required',
    ]) {
      expect(form.getByText(message)).toBeInTheDocument();
    }
    await user.type(form.getByRole('textbox', { name: /Mobile Number/ }), '98123');
    expect(form.getByText('Mobile should contain 10 digits')).toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: /Mobile Number/ }), '45678');
    expect(form.queryByText('Mobile should contain 10 digits')).toBeNull();
  });

  it('in Nepali, the same checks speak Nepali', async () => {
    const { form, user } = await openForm('ne');
    await user.type(form.getByRole('textbox', { name: /इमेल ठेगाना/ }), 'sita@example');
    await user.click(form.getByRole('button', { name: 'पठाउनुहोस्' }));
    expect(form.getByText('पहिलो नाम आवश्यक छ')).toBeInTheDocument();
    expect(form.getByText('मान्य इमेल लेख्नुहोस्')).toBeInTheDocument();
  });

  it('sends the message and thanks the visitor', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      api.mutation('SendContactMessage', ({ variables }) => {
        sent = variables.input as Record<string, unknown>;
        return actionResult(
          'sendContactMessage',
          true,
          'Thank you! Your message has been sent. We will get back to you soon.',
        );
      }),
    );
    const { form, user } = await openForm();
    for (const [label, value] of Object.entries(fields)) {
      await user.type(form.getByRole('textbox', { name: new RegExp(label) }), value);
    }
    await user.click(form.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Thank you! Your message has been sent. We will get back to you soon.'),
    ).toBeInTheDocument();
    expect(sent).toEqual({
      firstName: 'Sita',
      lastName: 'Sharma',
      email: 'sita@example.com',
      mobile: '9812345678',
      message: 'Please add the नामसारी paper.',
    });
  });

  it('puts a field the server refuses under that field, and says when too many were sent', async () => {
    server.use(
      api.mutation('SendContactMessage', () =>
        graphqlError('Enter a valid email', 'BAD_USER_INPUT', 'email'),
      ),
    );
    const { form, user } = await openForm();
    for (const [label, value] of Object.entries(fields)) {
      await user.type(form.getByRole('textbox', { name: new RegExp(label) }), value);
    }
    await user.click(form.getByRole('button', { name: 'Submit' }));
    expect(await form.findByText('Enter a valid email')).toBeInTheDocument();

    server.use(api.mutation('SendContactMessage', () => graphqlError('Too many attempts', 'RATE_LIMITED')));
    await user.click(form.getByRole('button', { name: 'Submit' }));
    expect(
      await form.findByText('You have sent several messages already. Please try again later.'),
    ).toBeInTheDocument();
  });
});
