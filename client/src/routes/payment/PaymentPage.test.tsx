import { screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { buildUser } from '../../../tests/builders';
import {
  api,
  graphqlData,
  graphqlError,
  graphqlRefusal,
  paymentQuote,
  paymentSettings,
  server,
} from '../../../tests/msw-server';
import { renderApp } from '../../../tests/render';

// The English text as the server sends it; the screen fills {wallet} from params itself.
const esewaUnreachable =
  'eSewa is not answering right now. Nothing was charged. Please try again in a few minutes.';

const signIn = () => server.use(api.query('Me', () => graphqlData({ me: buildUser() })));

describe('payment page', () => {
  it('tells a visitor in Nepali that they are not signed in', async () => {
    renderApp('/payment?plan=basic', { language: 'ne' });
    // The first test of the file also waits for the lazily loaded screen to be compiled.
    expect(await screen.findByRole('heading', { name: 'तपाईंले लगइन गर्नुभएको छैन जस्तो छ।' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'गृहपृष्ठमा जानुहोस्' })).toHaveAttribute('href', '/');
  });

  it('names the work in Nepali with its price before leaving, never its key', async () => {
    signIn();
    renderApp('/payment?work=birth-date-verification&provider=esewa', { language: 'ne' });
    const summary = within(await screen.findByTestId('purchase-summary'));
    expect(summary.getByRole('heading', { name: 'जन्म मिति प्रमाणित — रु. १५' })).toBeInTheDocument();
    expect(summary.getByText('एउटा कागजात')).toBeInTheDocument();
    expect(screen.queryByText(/birth-date-verification/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'eSewa बाट तिर्नुहोस्' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Khalti बाट तिर्नुहोस्' })).toBeEnabled();
    expect(screen.getByText('छिट्टै आउँदैछ')).toBeInTheDocument();
  });

  it('names a plan and its monthly price in English', async () => {
    signIn();
    renderApp('/payment?plan=silver');
    expect(await screen.findByRole('heading', { name: 'Plan: Silver — Rs 150 a month' })).toBeInTheDocument();
    expect(screen.queryByText(/Plan: silver/)).not.toBeInTheDocument();
  });

  it('says plainly, in both languages, when the server takes test payments', async () => {
    signIn();
    server.use(
      api.query('PaymentPage', ({ variables }) =>
        graphqlData({ paymentQuote: paymentQuote(variables), paymentSettings: paymentSettings(true) }),
      ),
    );
    const { unmount } = renderApp('/payment?plan=basic');
    expect(await screen.findByText('Test payments')).toBeInTheDocument();
    expect(screen.getByText(/No real money moves/)).toBeInTheDocument();
    unmount();
    renderApp('/payment?plan=basic', { language: 'ne' });
    expect(await screen.findByText('परीक्षण भुक्तानी')).toBeInTheDocument();
    expect(screen.getByText(/साँचो पैसा सर्दैन/)).toBeInTheDocument();
  });

  it('shows no test notice for live payments', async () => {
    signIn();
    renderApp('/payment?plan=basic');
    await screen.findByRole('heading', { name: 'Plan: Basic — Rs 100 a month' });
    expect(screen.queryByTestId('test-payments')).not.toBeInTheDocument();
  });

  it('starts one payment for two taps: every wallet button is disabled while it starts', async () => {
    signIn();
    const starts: unknown[] = [];
    server.use(
      api.mutation('StartPayment', async ({ variables }) => {
        starts.push(variables.input);
        await delay(300);
        return graphqlRefusal(esewaUnreachable, {
          code: 'SERVICE_UNAVAILABLE',
          messageCode: 'payment.walletUnreachable',
          params: { wallet: 'eSewa' },
          paymentProblem: 'UNREACHABLE',
        });
      }),
    );
    const { user } = renderApp('/payment?work=consent-deed');
    const esewa = await screen.findByRole('button', { name: 'Pay with eSewa' });
    await user.click(esewa);
    await user.click(esewa);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay with Khalti' })).toBeDisabled());
    expect(esewa).toBeDisabled();
    const problem = await screen.findByRole('alert');
    expect(starts).toHaveLength(1);
    expect(starts[0]).toMatchObject({
      provider: 'ESEWA',
      workKey: 'consent-deed',
      attemptId: expect.any(String),
    });
    expect(within(problem).getByText(esewaUnreachable)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay with eSewa' })).toBeEnabled();
  });

  it('keeps a failed start in view with Try again, which starts a new attempt', async () => {
    signIn();
    const scrolled = jest.spyOn(HTMLElement.prototype, 'scrollIntoView');
    const attempts: string[] = [];
    server.use(
      api.mutation('StartPayment', ({ variables }) => {
        attempts.push(variables.input.attemptId);
        return graphqlRefusal('Khalti payments are not set up on this server.', {
          code: 'SERVICE_UNAVAILABLE',
          messageCode: 'payment.walletNotConfigured',
          params: { wallet: 'Khalti' },
          paymentProblem: 'NOT_CONFIGURED',
        });
      }),
    );
    const { user } = renderApp('/payment?work=consent-deed', { language: 'ne' });
    await user.click(await screen.findByRole('button', { name: 'Khalti बाट तिर्नुहोस्' }));
    const problem = await screen.findByRole('alert');
    expect(within(problem).getByText('भुक्तानी सुरु भएन')).toBeInTheDocument();
    expect(within(problem).getByText('यो सर्भरमा Khalti भुक्तानी मिलाइएको छैन।')).toBeInTheDocument();
    expect(scrolled).toHaveBeenCalled();
    expect(problem).toHaveFocus();
    await user.click(within(problem).getByRole('button', { name: 'फेरि प्रयास गर्नुहोस्' }));
    await waitFor(() => expect(attempts).toHaveLength(2));
    expect(attempts[1]).not.toBe(attempts[0]);
    scrolled.mockRestore();
  });

  it('posts the signed form to eSewa, and frees the buttons when the browser comes back to the page', async () => {
    signIn();
    const submitted = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    server.use(
      api.mutation('StartPayment', () =>
        graphqlData({
          startPayment: {
            __typename: 'PaymentStartResult',
            orderId: 'o1',
            provider: 'ESEWA',
            amount: 40,
            repeated: false,
            formUrl: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form',
            fields: [{ __typename: 'FormField', name: 'total_amount', value: '40' }],
            paymentUrl: null,
          },
        }),
      ),
    );
    const { user } = renderApp('/payment?work=consent-deed');
    await user.click(await screen.findByRole('button', { name: 'Pay with eSewa' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    const form = submitted.mock.contexts[0] as HTMLFormElement;
    expect(form.action).toBe('https://rc-epay.esewa.com.np/api/epay/main/v2/form');
    expect(screen.getByRole('button', { name: 'Pay with Khalti' })).toBeDisabled();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay with Khalti' })).toBeEnabled());
    submitted.mockRestore();
  });

  it('marks a wallet this server cannot start and keeps its button off', async () => {
    signIn();
    server.use(
      api.query('PaymentPage', ({ variables }) =>
        graphqlData({
          paymentQuote: paymentQuote(variables),
          paymentSettings: paymentSettings(false, false),
        }),
      ),
    );
    renderApp('/payment?work=consent-deed');
    const khalti = within(await screen.findByTestId('wallet-KHALTI'));
    expect(khalti.getByRole('button', { name: 'Pay with Khalti' })).toBeDisabled();
    expect(khalti.getByText('Not available on this server')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay with eSewa' })).toBeEnabled();
  });

  it('puts the wallet tapped on the payment panel first', async () => {
    signIn();
    renderApp('/payment?work=consent-deed&provider=khalti');
    await screen.findByTestId('purchase-summary');
    const cards = screen.getAllByTestId(/^wallet-/).map((card) => card.dataset.testid);
    expect(cards).toEqual(['wallet-KHALTI', 'wallet-ESEWA']);
  });

  it('says so in the reader’s language when there were too many starts or no answer', async () => {
    signIn();
    server.use(
      api.mutation('StartPayment', () =>
        graphqlError('Too many attempts. Please try again in 40 minutes.', 'RATE_LIMITED'),
      ),
    );
    const { user } = renderApp('/payment?work=consent-deed', { language: 'ne' });
    await user.click(await screen.findByRole('button', { name: 'eSewa बाट तिर्नुहोस्' }));
    expect(
      await screen.findByText('धेरै पटक भुक्तानी सुरु गरियो। कृपया केहीबेर पर्खेर फेरि प्रयास गर्नुहोस्।'),
    ).toBeInTheDocument();
  });

  it('sends a page without a purchase to the pricing page', async () => {
    signIn();
    renderApp('/payment');
    expect(await screen.findByText('Choose what to buy on the pricing page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Pricing' })).toHaveAttribute('href', '/pricing');
  });
});
