import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { buildLocatedUser, buildUser } from '../../../tests/builders';
import { api, graphqlData, graphqlRefusal, server } from '../../../tests/msw-server';
import { renderApp } from '../../../tests/render';
import { daysInBsMonth } from '@nepali/bs-date';
import { locationHandlers } from '../../../tests/locations';
import { pickOption } from '../../../tests/select';
import {
  buildEntitlement,
  canGenerate,
  documentSocket,
  generatedDocument,
  sampleFields,
  workFieldsAnswer,
} from '../../../tests/works';

jest.mock('react-pdf', () => require('../../../tests/react-pdf-mock'));

const WORK = 'birth-date-verification';
const PDF_PATH = '/files/documents/doc-1.pdf';

type User = ReturnType<typeof buildLocatedUser>;

function serve({
  user = buildLocatedUser(),
  fields = sampleFields,
  entitlement = canGenerate(),
}: {
  user?: User;
  fields?: typeof sampleFields;
  entitlement?: ReturnType<typeof canGenerate>;
} = {}) {
  const me = jest.fn(() => graphqlData({ me: user }));
  // What the server answers about the work; a test may change it (after a payment, a refusal).
  const answer = { current: entitlement };
  const entitlementReads = jest.fn(({ variables }: { variables: { workKey: string } }) =>
    graphqlData({
      work: { __typename: 'Work', key: variables.workKey, entitlement: answer.current },
    }),
  );
  const socket = documentSocket();
  server.use(
    api.query('WorkEntitlement', entitlementReads),
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
    api.query('WorkFields', ({ variables }) => graphqlData(workFieldsAnswer(variables.workKey, fields))),
  );
  return { me, answer, entitlementReads, socket };
}

async function openForm(user: User = buildLocatedUser(), entitlement = canGenerate()) {
  const served = serve({ user, entitlement });
  const app = renderApp(`/dashboard/lekhapadi?work=${WORK}`);
  // The lazy screen and three answers: headroom for a busy machine.
  await screen.findByPlaceholderText('Enter Full Name');
  // The fields below the first screenful follow in a transition (use-fields-drawn).
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
  return { ...app, ...served };
}

/** Through the check page: the answers are checked on the way there, then Generate sends them. */
async function checkAndGenerate(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Check your answers' }));
  await user.click(await screen.findByRole('button', { name: 'Generate' }));
}

describe('the generation screen', () => {
  afterEach(() => sessionStorage.clear());

  it("shows the user's place and the works of its service area", async () => {
    serve();
    const { user } = renderApp('/dashboard/lekhapadi');
    // The first screen of the file loads its lazy route cold: honest headroom on a busy machine.
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

  it('lays the works out to be tapped: one tap opens the form, and the list gives way to it', async () => {
    serve();
    const { user, router } = renderApp('/dashboard/lekhapadi');
    const list = await screen.findByRole('navigation', { name: 'All works' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Date of birth verificationजन्म मिति प्रमाणित',
      'Consent deedमञ्जुरीनामा',
    ]);
    // The other language's name is marked as such, for screen readers and for the right font.
    expect(within(links[1]!).getByText('मञ्जुरीनामा')).toHaveAttribute('lang', 'ne');
    expect(links[1]).toHaveAttribute('href', '/dashboard/lekhapadi?work=consent-deed');
    await user.click(links[0]!);
    expect(await screen.findByPlaceholderText('Enter Full Name')).toBeVisible();
    expect(router.state.location.search).toBe(`?work=${WORK}`);
    expect(screen.getByRole('combobox', { name: 'Work' })).toHaveValue('Date of birth verification');
    expect(screen.queryByRole('navigation', { name: 'All works' })).not.toBeInTheDocument();
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
    // Typed as text (never rounded or clamped); a whole number gets the digits keyboard.
    expect(screen.getByPlaceholderText('Enter Age')).toHaveAttribute('inputmode', 'numeric');
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
    await user.click(screen.getByRole('button', { name: 'Check your answers' }));
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
    await checkAndGenerate(user);
    expect(await screen.findByText('Age must be at most 120')).toBeInTheDocument();
    expect(screen.getByText('Write the name in Nepali')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
  });

  it('shows the payment panel from the server’s answer when a refused attempt changes it', async () => {
    server.use(
      api.mutation('GenerateDocument', () =>
        graphqlRefusal(
          'You have generated 10 documents. Please pay 15 rupees for each additional document.',
          { code: 'PAYMENT_REQUIRED', price: 15, workKey: WORK, documentCount: 10 },
        ),
      ),
    );
    const served = serve({
      user: buildLocatedUser({
        details: {
          ...buildUser().details,
          fullNameNe: 'सीता शर्मा',
          gender: 'female',
          dateOfBirthBs: '2050/01/15',
        },
      }),
    });
    const { user, router } = renderApp(`/dashboard/lekhapadi?work=${WORK}`);
    await screen.findByPlaceholderText('Enter Full Name');
    // Another tab used the last free document meanwhile: the server now says so.
    served.answer.current = buildEntitlement({ price: 15, documentCount: 10 });
    await user.type(screen.getByPlaceholderText('Enter Age'), '32');
    await checkAndGenerate(user);
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

  it('shows the payment panel up front when the server says nothing pays', async () => {
    serve({ entitlement: buildEntitlement({ price: 15, documentCount: 12 }) });
    renderApp(`/dashboard/lekhapadi?work=${WORK}`);
    expect(await screen.findByTestId('payment-panel')).toHaveTextContent(
      'You have generated 12 documents. Please pay 15 rupees for each additional document.',
    );
    expect(screen.queryByRole('button', { name: 'Generate' })).not.toBeInTheDocument();
  });

  it.each([
    ['a used-up plan', { isSubscribed: true, subscriptionPlan: 'basic' as const }, 'PLAN_DOCUMENTS_USED'],
    ['a document bought for another work', { documentTokens: 1 }, 'FREE_DOCUMENTS_USED'],
  ] as const)(
    'shows the panel up front to a user with %s, as the server says',
    async (_, profile, reason) => {
      serve({
        user: buildLocatedUser({ documentCount: 120, ...profile }),
        entitlement: buildEntitlement({ reason, price: 15, documentCount: 120 }),
      });
      renderApp(`/dashboard/lekhapadi?work=${WORK}`);
      expect(await screen.findByTestId('payment-panel')).toHaveAttribute('data-reason', reason);
      expect(screen.queryByPlaceholderText('Enter Full Name')).not.toBeInTheDocument();
    },
  );

  it.each([
    ['a plan', 'PLAN' as const],
    ['a bought document', 'PERMISSION' as const],
  ])('shows the form to a user past the free documents who has %s', async (_, paidBy) => {
    serve({
      user: buildLocatedUser({ documentCount: 12 }),
      entitlement: canGenerate({ paidBy, documentCount: 12, freeDocumentsLeft: 0 }),
    });
    renderApp(`/dashboard/lekhapadi?work=${WORK}`);
    expect(await screen.findByPlaceholderText('Enter Full Name')).toBeInTheDocument();
    expect(screen.queryByTestId('payment-panel')).not.toBeInTheDocument();
  });

  it('subscribes before it asks, follows queued → rendering → ready and opens the print screen', async () => {
    const sentValues: unknown[] = [];
    const saved: unknown[] = [];
    const subscribersWhenAsked: number[] = [];
    const reads = jest.fn(() => graphqlData({ document: generatedDocument() }));
    const { user, router, socket, entitlementReads } = await openForm(
      buildLocatedUser({
        details: { ...buildUser().details, gender: 'female', dateOfBirthBs: '2050/01/15' },
      }),
    );
    server.use(
      api.mutation('SaveProfileDetails', ({ variables }) => {
        saved.push(variables.input);
        return graphqlData({ updateProfileDetails: buildLocatedUser() });
      }),
      api.mutation('GenerateDocument', ({ variables }) => {
        subscribersWhenAsked.push(socket.subscriberCount());
        sentValues.push(variables.input);
        return graphqlData({ generateDocument: generatedDocument() });
      }),
      api.query('DocumentById', reads),
      http.get(`http://localhost${PDF_PATH}`, () => HttpResponse.text('%PDF-1.7 test')),
    );
    await user.type(screen.getByPlaceholderText('Enter Full Name'), 'सीता शर्मा');
    await user.type(screen.getByPlaceholderText('Enter Age'), '32');
    // Kept on the check page, beside Generate: the last thing decided before it.
    await user.click(screen.getByRole('button', { name: 'Check your answers' }));
    await user.click(await screen.findByRole('checkbox', { name: /Save these details to my profile/ }));
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    expect(await screen.findByText('Queued: waiting to start…')).toBeInTheDocument();
    expect(subscribersWhenAsked).toEqual([1]);
    expect(screen.getByRole('button', { name: 'Generate' })).toHaveAttribute('data-loading', 'true');
    socket.publish(generatedDocument({ status: 'RENDERING' }));
    expect(await screen.findByText('Writing your document…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress of your document' })).toBeInTheDocument();
    const readsBefore = entitlementReads.mock.calls.length;
    socket.publish(
      generatedDocument({ status: 'READY', downloadUrl: `https://public.example${PDF_PATH}?sig=abc` }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/printdocument/doc-1'));
    // The events alone carried it: nothing polled.
    expect(reads).not.toHaveBeenCalled();
    // What the user may do next is asked again after a generation.
    await waitFor(() => expect(entitlementReads.mock.calls.length).toBeGreaterThan(readsBefore));
    expect(sentValues[0]).toEqual({
      workKey: WORK,
      values: {
        fullName: 'सीता शर्मा',
        gender: 'female',
        dateOfBirthBs: '2050/01/15',
        // Numbers go as typed; the server reads them.
        age: '32',
        mobile: '9812345678',
      },
    });
    expect(saved[0]).toEqual({ fullNameNe: 'सीता शर्मा', gender: 'female', dateOfBirthBs: '2050/01/15' });
    expect(await screen.findByRole('heading', { name: 'जन्म मिति प्रमाणित' })).toBeInTheDocument();
    expect(screen.getByTestId('print-place')).toHaveTextContent('बागमती, काठमाडौं - 32');
  });

  it('reads the document once when the socket comes back after a drop', async () => {
    const { user, router, socket } = await openForm(
      buildLocatedUser({
        details: {
          ...buildUser().details,
          fullNameNe: 'सीता शर्मा',
          gender: 'female',
          dateOfBirthBs: '2050/01/15',
        },
      }),
    );
    const reads = jest.fn(() =>
      graphqlData({
        document: generatedDocument({ status: 'READY', downloadUrl: `http://localhost${PDF_PATH}` }),
      }),
    );
    server.use(
      api.mutation('GenerateDocument', () => {
        // The READY event is lost with the connection.
        socket.drop();
        return graphqlData({ generateDocument: generatedDocument() });
      }),
      api.query('DocumentById', reads),
      http.get(`http://localhost${PDF_PATH}`, () => HttpResponse.text('%PDF-1.7 test')),
    );
    await user.type(screen.getByPlaceholderText('Enter Age'), '32');
    await checkAndGenerate(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/printdocument/doc-1'));
    expect(reads.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it('keeps what was typed on the device and restores it when the form opens again', async () => {
    const first = await openForm();
    await first.user.type(screen.getByPlaceholderText('Enter Age'), '47');
    await first.user.type(screen.getByPlaceholderText('Enter ward'), '5');
    // Saved as typed (a moment after the last key).
    await new Promise((resolve) => setTimeout(resolve, 500));
    first.unmount();

    renderApp(`/dashboard/lekhapadi?work=${WORK}`);
    await waitFor(() => expect(screen.getByPlaceholderText('Enter Age')).toHaveValue('47'));
    // Further down the form: drawn just after the first screenful (use-fields-drawn).
    await waitFor(() => expect(screen.getByPlaceholderText('Enter ward')).toHaveValue('5'));
  });

  it('says it is offline, keeps the request and sends it when the connection returns', async () => {
    const sent = jest.fn(() => graphqlData({ generateDocument: generatedDocument() }));
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
    server.use(
      api.mutation('GenerateDocument', sent),
      api.query('DocumentById', () => graphqlData({ document: generatedDocument() })),
    );
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      act(() => {
        window.dispatchEvent(new Event('offline'));
      });
      expect(await screen.findByTestId('offline-banner')).toHaveTextContent('You are offline.');
      await user.type(screen.getByPlaceholderText('Enter Age'), '32');
      await checkAndGenerate(user);
      expect(
        await screen.findByText('You are offline. Your document will be sent when the connection returns.'),
      ).toBeInTheDocument();
      expect(sent).not.toHaveBeenCalled();
      onLine.mockReturnValue(true);
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
      expect(await screen.findByText('Queued: waiting to start…')).toBeInTheDocument();
      expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();
    } finally {
      onLine.mockRestore();
    }
  });

  it('says why a document failed and lets the user try again', async () => {
    const { user, socket } = await openForm(
      buildLocatedUser({
        details: {
          ...buildUser().details,
          fullNameNe: 'सीता शर्मा',
          gender: 'female',
          dateOfBirthBs: '2050/01/15',
        },
      }),
    );
    server.use(
      api.mutation('GenerateDocument', () => graphqlData({ generateDocument: generatedDocument() })),
      api.query('DocumentById', () => graphqlData({ document: generatedDocument() })),
    );
    await user.type(screen.getByPlaceholderText('Enter Age'), '32');
    await checkAndGenerate(user);
    await screen.findByText('Queued: waiting to start…');
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
    await checkAndGenerate(user);
    expect(
      await screen.findByRole('dialog', { name: 'Please fill all required fields.' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Please fill the province,district,municipality and wardno to generate document'),
    ).toBeInTheDocument();
  });
});
