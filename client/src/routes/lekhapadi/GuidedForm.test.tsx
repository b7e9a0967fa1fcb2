import { act, screen, waitFor, within } from '@testing-library/react';
import { buildLocatedUser, buildUser } from '../../../tests/builders';
import { api, graphqlData, graphqlRefusal, server } from '../../../tests/msw-server';
import { renderApp } from '../../../tests/render';
import { pickOption } from '../../../tests/select';
import {
  canGenerate,
  documentSocket,
  generatedDocument,
  workField,
  workFieldsAnswer,
} from '../../../tests/works';

jest.mock('react-pdf', () => require('../../../tests/react-pdf-mock'));

const WORK = 'land-sale-deed';
const STEPS = [
  { key: 'you', labelNe: 'तपाईंको विवरण', labelEn: 'About you' },
  { key: 'otherParty', labelNe: 'अर्को पक्ष', labelEn: 'The other party' },
  { key: 'price', labelNe: 'थैली र शर्त', labelEn: 'Price and terms' },
];
const option = (value: string, labelNe: string, labelEn: string) => ({
  __typename: 'SelectOption' as const,
  value,
  labelNe,
  labelEn,
});
/** A deed in three steps, the first asking which side you are on. */
const FIELDS = [
  workField({
    key: 'saleRole',
    type: 'select',
    labelNe: 'तपाईं दाता वा ग्रहिता',
    labelEn: 'You are the',
    required: true,
    step: 'you',
    options: [option('seller', 'दाता (जग्गा बेच्ने)', 'Seller (दाता)'), option('buyer', 'ग्रहिता', 'Buyer')],
  }),
  workField({
    key: 'fullName',
    type: 'nepaliText',
    labelNe: 'पूरा नाम थर',
    labelEn: 'Full name',
    required: true,
    placeholder: 'Enter Full Name',
    profileKey: 'fullNameNe',
    step: 'you',
  }),
  workField({
    key: 'otherPartyName',
    type: 'nepaliText',
    labelNe: 'अर्को पक्षको नाम थर',
    labelEn: "Other party's name",
    required: true,
    step: 'otherParty',
  }),
  workField({
    key: 'otherPartyAddress',
    type: 'nepaliText',
    labelNe: 'अर्को पक्षको ठेगाना',
    labelEn: "Other party's address",
    step: 'otherParty',
  }),
  workField({
    key: 'saleAmount',
    type: 'amount',
    labelNe: 'थैली रकम (रु.)',
    labelEn: 'Sale price (Rs)',
    required: true,
    step: 'price',
  }),
];

function serve(entitlement = canGenerate({ freeDocumentsLeft: 7, documentCount: 3 })) {
  const user = buildLocatedUser({ details: { ...buildUser().details, fullNameNe: 'सीता शर्मा' } });
  const fieldReads = jest.fn(({ variables }: { variables: { workKey: string } }) =>
    graphqlData(workFieldsAnswer(variables.workKey, FIELDS, STEPS)),
  );
  const sent = jest.fn((_values: Record<string, unknown>) =>
    graphqlData({ generateDocument: generatedDocument({ workKey: WORK }) }),
  );
  server.use(
    api.query('Me', () => graphqlData({ me: user })),
    api.query('WorksOfArea', () =>
      graphqlData({
        works: [
          { __typename: 'Work', key: WORK, nameNe: 'राजीनामा लिखत', nameEn: 'Land sale deed', price: 60 },
        ],
      }),
    ),
    api.query('WorkFields', fieldReads),
    api.query('WorkEntitlement', ({ variables }) =>
      graphqlData({ work: { __typename: 'Work', key: variables.workKey, entitlement } }),
    ),
    api.mutation('GenerateDocument', ({ variables }) => sent(variables.input.values)),
    api.query('DocumentById', () => graphqlData({ document: generatedDocument({ workKey: WORK }) })),
  );
  return { fieldReads, sent, socket: documentSocket() };
}

async function open(language: 'en' | 'ne' = 'en') {
  const served = serve();
  const app = renderApp(`/dashboard/lekhapadi?work=${WORK}`, { language });
  await screen.findByRole('heading', { name: language === 'en' ? 'About you' : 'तपाईंको विवरण' });
  return { ...app, ...served };
}

describe('the guided form', () => {
  it("asks a long work in its definition's steps; a step's answers are checked before the next, Back keeps them", async () => {
    const { user, router } = await open();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    // The profile fills your side; the first question is which side that is.
    expect(screen.getByPlaceholderText('Enter Full Name')).toHaveValue('सीता शर्मा');
    expect(screen.queryByText("Other party's name")).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About you' })).toBeInTheDocument();
    await pickOption(user, /तपाईं दाता वा ग्रहिता/, /^दाता \(जग्गा बेच्ने\)/);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'The other party' })).toHaveFocus();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?work=${WORK}&step=2`);
    await user.type(screen.getByRole('combobox', { name: /अर्को पक्षको नाम थर/ }), 'राम थापा');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'About you' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /तपाईं दाता वा ग्रहिता/ })).toHaveValue(
      'दाता (जग्गा बेच्ने) (Seller (दाता))',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('combobox', { name: /अर्को पक्षको नाम थर/ })).toHaveValue('राम थापा');
  });

  it('ends on the check page: every answer by step, a change link to its field and back, what is left, then Generate', async () => {
    const { user, sent } = await open();
    await pickOption(user, /तपाईं दाता वा ग्रहिता/, /^दाता \(जग्गा बेच्ने\)/);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByRole('combobox', { name: /अर्को पक्षको नाम थर/ }), 'राम थापा');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByRole('textbox', { name: /थैली रकम/ }), '२५,००,०००');
    await user.click(screen.getByRole('button', { name: 'Check your answers' }));

    expect(
      await screen.findByRole('heading', { name: 'Check your answers before generating' }),
    ).toHaveFocus();
    const you = screen.getByRole('region', { name: 'About you' });
    expect(within(you).getByText('दाता (जग्गा बेच्ने) (Seller (दाता))')).toBeInTheDocument();
    expect(within(you).getByText('सीता शर्मा')).toBeInTheDocument();
    const other = screen.getByRole('region', { name: 'The other party' });
    expect(within(other).getByText('राम थापा')).toBeInTheDocument();
    expect(within(other).getByText('Not given')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Price and terms' })).toHaveTextContent('२५,००,०००');
    // What the person has left, beside the button that spends it.
    expect(screen.getByRole('group', { name: 'Documents left' })).toHaveTextContent(
      'Free documents: 7 of 10 left',
    );

    await user.click(screen.getByRole('button', { name: "Change Other party's name" }));
    const name = await screen.findByRole('combobox', { name: /अर्को पक्षको नाम थर/ });
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.type(name, 'हरि थापा');
    await user.click(screen.getByRole('button', { name: 'Back to your answers' }));
    const corrected = await screen.findByRole('region', { name: 'The other party' });
    expect(within(corrected).getByText('हरि थापा')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    expect(sent.mock.calls[0]![0]).toEqual({
      saleRole: 'seller',
      fullName: 'सीता शर्मा',
      otherPartyName: 'हरि थापा',
      saleAmount: '२५,००,०००',
    });
  });

  it('asks the server nothing between the first step and Generate: the steps came with the form', async () => {
    const { user, fieldReads } = await open();
    const asked: string[] = [];
    const onRequest = async ({ request }: { request: Request }) => {
      if (!request.url.includes('/graphql')) return;
      const body = request.method === 'GET' ? null : await request.clone().json();
      asked.push(body?.operationName ?? new URL(request.url).searchParams.get('operationName') ?? '?');
    };
    server.events.on('request:start', onRequest);
    try {
      await pickOption(user, /तपाईं दाता वा ग्रहिता/, /^दाता \(जग्गा बेच्ने\)/);
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await user.type(await screen.findByRole('combobox', { name: /अर्को पक्षको नाम थर/ }), 'राम थापा');
      await user.click(screen.getByRole('button', { name: 'Next' }));
      await user.type(await screen.findByRole('textbox', { name: /थैली रकम/ }), '100000');
      await user.click(screen.getByRole('button', { name: 'Check your answers' }));
      await user.click(screen.getByRole('button', { name: 'Change You are the' }));
      await user.click(screen.getByRole('button', { name: 'Back to your answers' }));
      await screen.findByRole('heading', { name: 'Check your answers before generating' });
      expect(asked).toEqual([]);
      expect(fieldReads).toHaveBeenCalledTimes(1);
    } finally {
      server.events.removeListener('request:start', onRequest);
    }
  });

  it("brings back the step of the server's first refused field, with its error", async () => {
    const { user } = await open();
    server.use(
      api.mutation('GenerateDocument', () =>
        graphqlRefusal('Write the name in Nepali', {
          code: 'BAD_USER_INPUT',
          field: 'otherPartyName',
          errors: [{ field: 'otherPartyName', message: 'Write the name in Nepali' }],
        }),
      ),
    );
    await pickOption(user, /तपाईं दाता वा ग्रहिता/, /^दाता \(जग्गा बेच्ने\)/);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByRole('combobox', { name: /अर्को पक्षको नाम थर/ }), 'Ram');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByRole('textbox', { name: /थैली रकम/ }), '100000');
    await user.click(screen.getByRole('button', { name: 'Check your answers' }));
    await user.click(await screen.findByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('Write the name in Nepali')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /अर्को पक्षको नाम थर/ })).toHaveFocus();
  });

  it('a page skipped by its address is asked before anything is sent', async () => {
    serve();
    const { user, router } = renderApp(`/dashboard/lekhapadi?work=${WORK}&step=check`);
    await user.click(await screen.findByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /तपाईं दाता वा ग्रहिता/ })).toHaveFocus();
    expect(router.state.location.search).toBe(`?work=${WORK}`);
  });

  it('speaks Nepali: the progress, the buttons, the check page and what is left', async () => {
    const { user } = await open('ne');
    expect(screen.getByText('चरण १ / ३')).toBeInTheDocument();
    await pickOption(user, /तपाईं दाता वा ग्रहिता/, 'दाता (जग्गा बेच्ने)');
    await user.click(screen.getByRole('button', { name: 'अर्को' }));
    expect(await screen.findByText('चरण २ / ३')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: /अर्को पक्षको नाम थर/ }), 'राम थापा');
    await user.click(screen.getByRole('button', { name: 'अर्को' }));
    await user.type(await screen.findByRole('textbox', { name: /थैली रकम/ }), '१००००');
    await user.click(screen.getByRole('button', { name: 'विवरण जाँच्नुहोस्' }));
    expect(await screen.findByRole('heading', { name: 'कागजात बनाउनुअघि विवरण जाँच्नुहोस्' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'तपाईंको विवरण' })).toHaveTextContent('दाता (जग्गा बेच्ने)');
    expect(screen.getByRole('button', { name: 'अर्को पक्षको नाम थर परिवर्तन गर्नुहोस्' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'बाँकी कागजात' })).toHaveTextContent(
      'निःशुल्क कागजात: १० मध्ये ७ बाँकी',
    );
  });
});

describe('the Generate button says why it waits', () => {
  async function toCheckPage(user: ReturnType<typeof renderApp>['user']) {
    await pickOption(user, /तपाईं दाता वा ग्रहिता/, /^दाता \(जग्गा बेच्ने\)/);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByRole('combobox', { name: /अर्को पक्षको नाम थर/ }), 'राम थापा');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByRole('textbox', { name: /थैली रकम/ }), '100000');
    await user.click(screen.getByRole('button', { name: 'Check your answers' }));
    return screen.findByRole('button', { name: 'Generate' });
  }

  it('signed out elsewhere: says so beside the button, with the way to sign in again, and no spinner', async () => {
    const { user } = await open();
    server.use(
      api.mutation('GenerateDocument', () =>
        graphqlRefusal('Please log in first.', {
          code: 'UNAUTHENTICATED',
          messageCode: 'access.signInFirst',
        }),
      ),
    );
    const generate = await toCheckPage(user);
    await user.click(generate);
    const notice = await screen.findByText(/You were signed out.*your answers are kept on this device/);
    expect(notice.closest('[data-notice="signed-out"]')).not.toBeNull();
    // Said beside the button, so not a second time in a corner.
    await waitFor(() => expect(screen.queryByText(/Log in again to go on/)).not.toBeInTheDocument());
    expect(
      within(notice.closest('[role="alert"]') as HTMLElement).getByRole('link', { name: 'Sign in again' }),
    ).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Generate' })).not.toHaveAttribute('data-loading');
  });

  it('offline: says beside the button that the document goes when the connection returns', async () => {
    const { user } = await open();
    const generate = await toCheckPage(user);
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      act(() => {
        window.dispatchEvent(new Event('offline'));
      });
      const notice = await screen.findByText(
        /Your answers are kept on this device; Generate sends the document/,
      );
      // Beside the button, not only in the banner at the top of the page.
      expect(notice.closest('form')).toContainElement(generate);
    } finally {
      onLine.mockRestore();
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
    }
  });
});
