import { screen } from '@testing-library/react';
import { api, graphqlData, server } from '../../tests/msw-server';
import { renderApp } from '../../tests/render';

const confirmation = (fields: { status: boolean; message: string; workKey?: string; plan?: string }) =>
  graphqlData({
    confirmKhaltiPayment: {
      __typename: 'PaymentConfirmation',
      outcome: fields.status ? 'CREDITED' : 'FAILED',
      status: fields.status,
      message: fields.message,
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
    server.use(
      api.mutation('ConfirmKhalti', () => confirmation({ status: true, message: 'Paid', plan: 'silver' })),
    );
    renderApp('/successpageforplans?pidx=abc', { language: 'ne' });
    expect(await screen.findByRole('heading', { name: 'भुक्तानी सफल भयो!' })).toBeInTheDocument();
    expect(screen.getByText('तपाईंको सिल्भर योजना एक महिनाका लागि सक्रिय भयो।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'कागजात बनाउनुहोस्' })).toHaveAttribute(
      'href',
      '/dashboard/lekhapadi',
    );
  });

  it('confirms one document in English with the product wording', async () => {
    server.use(
      api.mutation('ConfirmKhalti', () =>
        confirmation({ status: true, message: 'Paid', workKey: 'consent-deed' }),
      ),
    );
    renderApp('/success?pidx=abc');
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('You can generate consent-deed document.')).toBeInTheDocument();
  });

  it("shows the server's message as it came when the payment was not completed", async () => {
    server.use(
      api.mutation('ConfirmKhalti', () =>
        confirmation({ status: false, message: 'Khalti payment was not successful.' }),
      ),
    );
    renderApp('/success?pidx=abc', { language: 'ne' });
    expect(await screen.findByRole('heading', { name: 'भुक्तानी पूरा भएन' })).toBeInTheDocument();
    expect(screen.getByText('Khalti payment was not successful.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ड्यासबोर्डमा जानुहोस्' })).toBeInTheDocument();
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
});
