import { screen } from '@testing-library/react';
import { buildLocatedUser } from '../../tests/builders';
import { api, graphqlData, said, server } from '../../tests/msw-server';
import { renderApp } from '../../tests/render';
import { rememberPurchase } from './purchase-memory';

const confirmation = (fields: {
  status: boolean;
  message: string;
  workKey?: string;
  plan?: string;
  /** The message's code and values, when its text is a template (a wallet's name in it). */
  code?: { messageCode: string; params: Record<string, string> };
}) =>
  graphqlData({
    confirmPayment: {
      __typename: 'PaymentConfirmation',
      outcome: fields.status ? 'CREDITED' : 'FAILED',
      status: fields.status,
      message: fields.message,
      ...(fields.code ?? { messageCode: said(fields.message).messageCode, params: {} }),
      order: {
        __typename: 'PaymentOrder',
        id: 'order-1',
        workKey: fields.workKey ?? null,
        plan: fields.plan ?? null,
        amount: 150,
        status: fields.status ? 'COMPLETED' : 'FAILED',
      },
    },
  });

describe('payment return pages', () => {
  it('confirms a plan in Nepali', async () => {
    const asked: unknown[] = [];
    server.use(
      api.mutation('ConfirmPayment', ({ variables }) => {
        asked.push(variables);
        return confirmation({ status: true, message: 'Paid', plan: 'silver' });
      }),
    );
    renderApp('/successpageforplans?pidx=abc', { language: 'ne' });
    expect(await screen.findByRole('heading', { name: 'भुक्तानी सफल भयो!' })).toBeInTheDocument();
    // Khalti's return carries its proof in ?pidx=: the wallet table says so.
    expect(asked).toEqual([{ provider: 'KHALTI', proof: 'abc' }]);
    expect(screen.getByText('तपाईंको सिल्भर योजना एक महिनाका लागि सक्रिय भयो।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'कागजात बनाउनुहोस्' })).toHaveAttribute(
      'href',
      '/dashboard/lekhapadi',
    );
  });

  it('confirms one document in English with the product wording and the work by its name', async () => {
    server.use(
      api.mutation('ConfirmPayment', () =>
        confirmation({ status: true, message: 'Paid', workKey: 'consent-deed' }),
      ),
    );
    renderApp('/success?pidx=abc');
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(await screen.findByText('You can generate Consent deed document.')).toBeInTheDocument();
    expect(screen.queryByText(/consent-deed/)).not.toBeInTheDocument();
  });

  it('names the work in Nepali on a Nepali screen', async () => {
    server.use(
      api.mutation('ConfirmPayment', () =>
        confirmation({ status: true, message: 'Paid', workKey: 'birth-date-verification' }),
      ),
    );
    renderApp('/success?pidx=abc', { language: 'ne' });
    expect(await screen.findByText('अब तपाईं जन्म मिति प्रमाणित कागजात बनाउन सक्नुहुन्छ।')).toBeInTheDocument();
  });

  it("shows the server's message in the reader's language when the payment was not completed", async () => {
    server.use(
      api.mutation('ConfirmPayment', () =>
        confirmation({
          status: false,
          message: 'Khalti payment was not successful.',
          code: { messageCode: 'payment.walletNotPaid', params: { wallet: 'Khalti' } },
        }),
      ),
    );
    renderApp('/success?pidx=abc', { language: 'ne' });
    expect(await screen.findByRole('heading', { name: 'भुक्तानी पूरा भएन' })).toBeInTheDocument();
    expect(screen.getByText('Khalti भुक्तानी सफल भएन।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ड्यासबोर्डमा जानुहोस्' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'फेरि प्रयास गर्नुहोस्' })).toHaveAttribute('href', '/pricing');
  });

  it('offers no Try again while the provider may still take the money', async () => {
    server.use(
      api.mutation('ConfirmPayment', () =>
        graphqlData({
          confirmPayment: {
            __typename: 'PaymentConfirmation',
            outcome: 'PENDING',
            status: false,
            message:
              'Your payment is not complete yet. We will credit it as soon as the provider confirms it.',
            order: {
              __typename: 'PaymentOrder',
              id: 'o',
              workKey: 'consent-deed',
              plan: null,
              amount: 40,
              status: 'AMBIGUOUS',
            },
          },
        }),
      ),
    );
    renderApp('/success?pidx=abc');
    expect(await screen.findByText(/not complete yet/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says in Nepali when the return carries no payment', async () => {
    renderApp('/success', { language: 'ne' });
    expect(await screen.findByText('भुक्तानीको मान्य विवरण भेटिएन।')).toBeInTheDocument();
  });

  it('shows the failure page in Nepali', async () => {
    renderApp('/failure', { language: 'ne' });
    expect(await screen.findByRole('heading', { name: 'कारोबार असफल भयो' })).toBeInTheDocument();
    expect(screen.getByText(/तपाईंको कारोबार पूरा हुन सकेन।/)).toBeInTheDocument();
  });

  it('lets the failure page try the same purchase again', async () => {
    rememberPurchase({ work: 'birth-date-verification' });
    renderApp('/failure?order=o');
    expect(await screen.findByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/payment?work=birth-date-verification',
    );
    rememberPurchase({ plan: 'silver' });
  });

  it('keeps a signed-in person in the signed-in frame, saying what it is doing while it checks', async () => {
    server.use(api.query('Me', () => graphqlData({ me: buildLocatedUser() })));
    let answer: (value: Response) => void = () => undefined;
    server.use(
      api.mutation(
        'ConfirmPayment',
        () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      ),
    );
    renderApp('/success?data=e30', { language: 'ne' });
    // The signed-in frame's own header (its profile link), not the site's sign-in buttons.
    expect(await screen.findByRole('link', { name: 'प्रोफाइल' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'लगइन' })).not.toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('तपाईंको भुक्तानी eSewaसँग जाँच्दै…');
    answer(
      (await confirmation({ status: true, message: 'Paid', workKey: 'consent-deed' })) as unknown as Response,
    );
    expect(await screen.findByRole('heading', { name: 'भुक्तानी सफल भयो!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'प्रोफाइल' })).toBeInTheDocument();
  });

  it('shows a visitor the site frame on the same page', async () => {
    renderApp('/failure', { language: 'ne' });
    expect(await screen.findByRole('heading', { name: 'कारोबार असफल भयो' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'प्रोफाइल' })).not.toBeInTheDocument();
  });
});
