import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { buildLocatedUser, buildUser } from '../../../tests/builders';
import { api, graphqlData, graphqlRefusal, server } from '../../../tests/msw-server';
import { renderApp } from '../../../tests/render';
import { daysInBsMonth } from '@nepali/bs-date';
import { locationHandlers } from '../../../tests/locations';
import { pickOption } from '../../../tests/select';
import { documentSocket, generatedDocument, sampleFields } from '../../../tests/works';

jest.mock('react-pdf', () => require('../../../tests/react-pdf-mock'));

const WORK = 'birth-date-verification';
const PDF_PATH = '/files/documents/doc-1.pdf';

type User = ReturnType<typeof buildLocatedUser>;

function serve({ user = buildLocatedUser(), fields = sampleFields } = {}) {
  const me = jest.fn(() => graphqlData({ me: user }));
  server.use(
    api.query('Me', me),
    api.query('WorksOfArea', ({ variables }) =>
      graphqlData({
        works:
          variables.serviceAreaId === 1
            ? [
                {
                  __typename: 'Work',
                  key: WORK,
                  nameNe: 'जन्म मिति प्रमाणित',
                  nameEn: 'Date of birth verification',
                  price: 15,
                },
                {
                  __typename: 'Work',
                  key: 'consent-deed',
                  nameNe: 'मञ्जुरीनामा',
                  nameEn: 'Consent deed',
                  price: 40,
                },
              ]
            : [
                {
                  __typename: 'Work',
                  key: 'police-complaint',
                  nameNe: 'जाहेरी दरखास्त',
                  nameEn: 'Police complaint',
                  price: 25,
                },
              ],
      }),
    ),
    api.query('WorkFields', () => graphqlData({ workFields: fields })),
  );
  return { me };
}

async function openForm(user: User = buildLocatedUser()) {
  const served = serve({ user });
  const app = renderApp(`/dashboard/lekhapadi?work=${WORK}`);
  await screen.findByPlaceholderText('Enter Full Name');
  return { ...app, ...served };
}

describe('the generation screen', () => {
  afterEach(() => sessionStorage.clear());

  it("shows the user's place and the works of its service area", async () => {
    serve();
    const { user } = renderApp('/dashboard/lekhapadi');
    expect(await screen.findByRole('heading', { name: 'Lekhapadi' })).toBeInTheDocument();
    expect(screen.getByTestId('location-banner')).toHaveTextContent('बागमती, काठमाडौं, काठमाडौं - 32');
    expect(screen.getByRole('heading', { name: 'Select Required Documents' })).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Work' });
    expect(select).toHaveAttribute('placeholder', 'Select a work');
    await user.click(select);
    expect(await screen.findByRole('option', { name: /Consent deed/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Police complaint/ })).not.toBeInTheDocument();
  });

  it('lists the police works on the police report screen', async () => {
    serve();
    const { user } = renderApp('/dashboard/policereport');
    expect(await screen.findByRole('heading', { name: 'Police Report' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Work' }));
    expect(await screen.findByRole('option', { name: /Police complaint/ })).toBeInTheDocument();
  });

  it('asks for the place first when any part of it is missing; closing the modal reads the profile again', async () => {
    const { me } = serve({ user: buildUser({ province: 'बागमती', provinceId: 3 }) });
    server.use(...locationHandlers);
    const { user } = renderApp(`/dashboard/lekhapadi?work=${WORK}`);
    expect(
      await screen.findByText("You haven't set your province, district, municipality, or ward yet."),
    ).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Enter Full Name')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please fill all required fields.' });
    const calls = me.mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(me.mock.calls.length).toBeGreaterThan(calls));
  });

  it('renders each field by its type, with the server placeholders, optional ones set apart', async () => {
    await openForm(
      buildLocatedUser({ details: { ...buildUser().details, fullNameNe: 'सीता शर्मा', gender: 'female' } }),
    );
    // text, nepaliText and the profile's values
    expect(screen.getByPlaceholderText('Enter Full Name')).toHaveValue('सीता शर्मा');
    expect(screen.getByRole('textbox', { name: /सम्पर्क नं\./ })).toHaveValue('9812345678');
    expect(screen.getByPlaceholderText('Enter ward')).toBeInTheDocument();
    // select, with Nepali and English option labels
    expect(screen.getByRole('combobox', { name: /लिङ्ग/ })).toHaveValue('महिला (Female)');
    // number and amount
    expect(screen.getByPlaceholderText('Enter Age')).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByPlaceholderText('Enter Fee')).toHaveAttribute('inputmode', 'decimal');
    // a BS date: year, month (Nepali names) and day
    expect(screen.getByRole('combobox', { name: 'जन्म मिति (वि.सं.): year' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'जन्म मिति (वि.सं.): month' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'जन्म मिति (वि.सं.): day' })).toBeInTheDocument();
    // a long Nepali text and a table
    expect(screen.getByPlaceholderText('Enter Reason').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: 'Add row' })).toBeInTheDocument();
    // Nepali labels with the English as their description; optional ones say so.
    expect(screen.getByText('Full name')).toBeInTheDocument();
    expect(screen.getByText('Fee (optional)')).toBeInTheDocument();
    expect(screen.getByText('Optional details (ऐच्छिक विवरण)')).toBeInTheDocument();
  });

  it('offers four Devanagari spellings of Roman typing in a Nepali field', async () => {
    const { user } = await openForm();
    const name = screen.getByPlaceholderText('Enter Full Name');
    await user.type(name, 'namaste');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(4);
    expect(options.map((o) => o.textContent)).toContain('नमस्ते');
    await user.click(screen.getByRole('option', { name: 'नमस्ते' }));
    expect(name).toHaveValue('नमस्ते');
    // A space takes the first spelling of the next word.
    await user.type(name, ' sharma ');
    expect(name).toHaveValue('नमस्ते शर्मा ');
  });

  it('picks a BS date with the month lengths of the calendar', async () => {
    const { user } = await openForm();
    await pickOption(user, 'जन्म मिति (वि.सं.): year', /2081/);
    await pickOption(user, 'जन्म मिति (वि.सं.): month', 'फागुन');
    await user.click(screen.getByRole('combobox', { name: 'जन्म मिति (वि.सं.): day' }));
    const days = await screen.findAllByRole('option');
    // Falgun 2081 is shorter than most months.
    expect(daysInBsMonth(2081, 11)).toBe(29);
    expect(days).toHaveLength(29);
    await user.click(screen.getByRole('option', { name: '5' }));
    expect(screen.getByRole('combobox', { name: 'जन्म मिति (वि.सं.): month' })).toHaveValue('फागुन');
  });

  it('adds and removes table rows within their limits', async () => {
    const { user } = await openForm();
    const add = screen.getByRole('button', { name: 'Add row' });
    await user.click(add);
    await user.click(add);
    expect(add).toBeDisabled();
    expect(screen.getAllByPlaceholderText('Enter Relation')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(screen.getAllByPlaceholderText('Enter Relation')).toHaveLength(1);
    expect(add).toBeEnabled();
  });

  it('checks required fields and patterns before sending anything', async () => {
    const sent = jest.fn();
    server.use(api.mutation('GenerateDocument', () => sent()));
    const { user } = await openForm();
    await user.clear(screen.getByRole('textbox', { name: /सम्पर्क नं\./ }));
    await user.type(screen.getByRole('textbox', { name: /सम्पर्क नं\./ }), '98123');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText('Mobile should contain 10 digits')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it("shows the server's field errors on their fields, table cells included", async () => {
    server.use(
      api.mutation('GenerateDocument', () =>
        graphqlRefusal('Age must be at most 120', {
          code: 'BAD_USER_INPUT',
          field: 'age',
          errors: [
            { field: 'age', message: 'Age must be at most 120' },
            { field: 'members[0].name', message: 'Write the name in Nepali' },
          ],
        }),
      ),
    );
    const { user } = await openForm(
      buildLocatedUser({
        details: {
          ...buildUser().details,
          fullNameNe: 'सीता शर्मा',
          gender: 'female',
          dateOfBirthBs: '2050/01/15',
        },
      }),
    );
    await user.type(screen.getByPlaceholderText('Enter Age'), '130');
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    await user.type(screen.getByPlaceholderText('Enter Name'), 'Sita{Escape}');
    await user.type(screen.getByPlaceholderText('Enter Relation'), 'daughter');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Age must be at most 120')).toBeInTheDocument();
    expect(screen.getByText('Write the name in Nepali')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
  });

  it('shows the payment panel when the server asks for payment', async () => {
    server.use(
      api.mutation('GenerateDocument', () =>
        graphqlRefusal(
          'You have generated 10 documents. Please pay 15 rupees for each additional document.',
          {
            code: 'PAYMENT_REQUIRED',
            price: 15,
            workKey: WORK,
            documentCount: 10,
          },
        ),
      ),
    );
    const { user, router } = await openForm(
      buildLocatedUser({
        details: {
          ...buildUser().details,
          fullNameNe: 'सीता शर्मा',
          gender: 'female',
          dateOfBirthBs: '2050/01/15',
        },
      }),
    );
    await user.type(screen.getByPlaceholderText('Enter Age'), '32');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const panel = await screen.findByTestId('payment-panel');
    expect(panel).toHaveTextContent('Rs 15');
    expect(panel).toHaveTextContent(
      'You have generated 10 documents. Please pay 15 rupees for each additional document.',
    );
    for (const name of ['Pay with eSewa', 'Pay with Khalti', 'Go to Pricing']) {
      expect(
        within(panel).getByRole(name === 'Go to Pricing' ? 'link' : 'button', { name }),
      ).toBeInTheDocument();
    }
    expect(panel).toHaveTextContent('OR');
    expect(panel).toHaveTextContent('Take Plans');
    await user.click(within(panel).getByRole('button', { name: 'Pay with eSewa' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    expect(new URLSearchParams(router.state.location.search).get('work')).toBe(WORK);
  });

  it('shows the payment panel up front once the free documents are used and nothing else pays', async () => {
    serve({ user: buildLocatedUser({ documentCount: 12 }) });
    renderApp(`/dashboard/lekhapadi?work=${WORK}`);
    expect(await screen.findByTestId('payment-panel')).toHaveTextContent(
      'You have generated 12 documents. Please pay 15 rupees for each additional document.',
    );
    expect(screen.queryByRole('button', { name: 'Generate' })).not.toBeInTheDocument();
  });

  it.each([
    ['a plan', { isSubscribed: true, subscriptionPlan: 'basic' as const }],
    ['a bought document', { documentTokens: 1 }],
  ])('shows the form to a user past the free documents who has %s', async (_, entitlement) => {
    serve({ user: buildLocatedUser({ documentCount: 12, ...entitlement }) });
    renderApp(`/dashboard/lekhapadi?work=${WORK}`);
    expect(await screen.findByPlaceholderText('Enter Full Name')).toBeInTheDocument();
    expect(screen.queryByTestId('payment-panel')).not.toBeInTheDocument();
  });

  it('generates, follows the progress and opens the print screen when the document is ready', async () => {
    const socket = documentSocket();
    const sentValues: unknown[] = [];
    const saved: unknown[] = [];
    let polls = 0;
    server.use(
      api.mutation('SaveProfileDetails', ({ variables }) => {
        saved.push(variables.input);
        return graphqlData({ updateProfileDetails: buildLocatedUser() });
      }),
      api.mutation('GenerateDocument', ({ variables }) => {
        sentValues.push(variables.input);
        return graphqlData({ generateDocument: generatedDocument() });
      }),
      api.query('DocumentById', () => {
        polls += 1;
        return graphqlData({ document: generatedDocument({ status: 'RENDERING' }) });
      }),
      http.get(`http://localhost${PDF_PATH}`, () => HttpResponse.text('%PDF-1.7 test')),
    );
    const { user, router } = await openForm(
      buildLocatedUser({
        details: { ...buildUser().details, gender: 'female', dateOfBirthBs: '2050/01/15' },
      }),
    );
    await user.type(screen.getByPlaceholderText('Enter Full Name'), 'सीता शर्मा');
    await user.type(screen.getByPlaceholderText('Enter Age'), '32');
    await user.click(screen.getByRole('checkbox', { name: /Save these details to my profile/ }));
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    // The poll shows the RENDERING step; the subscription then says READY.
    expect(await screen.findByText('Writing your document…', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).toHaveAttribute('data-loading', 'true');
    await waitFor(() => expect(socket.subscriberCount()).toBeGreaterThan(0));
    socket.publish(
      generatedDocument({ status: 'READY', downloadUrl: `https://public.example${PDF_PATH}?sig=abc` }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/printdocument'));
    expect(polls).toBeGreaterThan(0);
    expect(sentValues[0]).toEqual({
      workKey: WORK,
      values: {
        fullName: 'सीता शर्मा',
        gender: 'female',
        dateOfBirthBs: '2050/01/15',
        age: 32,
        mobile: '9812345678',
      },
    });
    expect(saved[0]).toEqual({ fullNameNe: 'सीता शर्मा', gender: 'female', dateOfBirthBs: '2050/01/15' });
    expect(await screen.findByRole('heading', { name: 'जन्म मिति प्रमाणित' })).toBeInTheDocument();
    expect(screen.getByTestId('print-place')).toHaveTextContent('बागमती, काठमाडौं - 32');
  });

  it('falls back to polling when the subscription delivers nothing', async () => {
    documentSocket();
    server.use(
      api.mutation('GenerateDocument', () => graphqlData({ generateDocument: generatedDocument() })),
      api.query('DocumentById', () =>
        graphqlData({
          document: generatedDocument({ status: 'READY', downloadUrl: `http://localhost${PDF_PATH}` }),
        }),
      ),
      http.get(`http://localhost${PDF_PATH}`, () => HttpResponse.text('%PDF-1.7 test')),
    );
    const { user, router } = await openForm(
      buildLocatedUser({
        details: {
          ...buildUser().details,
          fullNameNe: 'सीता शर्मा',
          gender: 'female',
          dateOfBirthBs: '2050/01/15',
        },
      }),
    );
    await user.type(screen.getByPlaceholderText('Enter Age'), '32');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/printdocument'), {
      timeout: 4000,
    });
  });

  it('says why a document failed and lets the user try again', async () => {
    const socket = documentSocket();
    server.use(
      api.mutation('GenerateDocument', () => graphqlData({ generateDocument: generatedDocument() })),
      api.query('DocumentById', () => graphqlData({ document: generatedDocument() })),
    );
    const { user } = await openForm(
      buildLocatedUser({
        details: {
          ...buildUser().details,
          fullNameNe: 'सीता शर्मा',
          gender: 'female',
          dateOfBirthBs: '2050/01/15',
        },
      }),
    );
    await user.type(screen.getByPlaceholderText('Enter Age'), '32');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(socket.subscriberCount()).toBeGreaterThan(0));
    socket.publish(
      generatedDocument({ status: 'FAILED', failureReason: 'The template could not be filled.' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The template could not be filled.');
    expect(screen.getByRole('button', { name: 'Generate' })).not.toHaveAttribute('data-loading');
  });

  it('opens the place modal when the server says the place is missing', async () => {
    server.use(
      ...locationHandlers,
      api.mutation('GenerateDocument', () =>
        graphqlRefusal('Please fill the province,district,municipality and wardno to generate document', {
          code: 'BAD_USER_INPUT',
          field: 'location',
        }),
      ),
    );
    const { user } = await openForm(
      buildLocatedUser({
        details: {
          ...buildUser().details,
          fullNameNe: 'सीता शर्मा',
          gender: 'female',
          dateOfBirthBs: '2050/01/15',
        },
      }),
    );
    await user.type(screen.getByPlaceholderText('Enter Age'), '32');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(
      await screen.findByRole('dialog', { name: 'Please fill all required fields.' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Please fill the province,district,municipality and wardno to generate document'),
    ).toBeInTheDocument();
  });
});
