import { screen } from '@testing-library/react';
import { buildUser } from '../../../tests/builders';
import { api, graphqlData, graphqlError, server } from '../../../tests/msw-server';
import { renderApp } from '../../../tests/render';

const signIn = () => server.use(api.query('Me', () => graphqlData({ me: buildUser() })));

describe('payment page', () => {
  it('tells a visitor in Nepali that they are not signed in', async () => {
    renderApp('/payment?plan=basic', { language: 'ne' });
    expect(await screen.findByRole('heading', { name: 'तपाईंले लगइन गर्नुभएको छैन जस्तो छ।' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'गृहपृष्ठमा जानुहोस्' })).toHaveAttribute('href', '/');
  });

  it('names the plan being bought and the wallets in Nepali', async () => {
    signIn();
    renderApp('/payment?plan=silver', { language: 'ne' });
    expect(await screen.findByRole('heading', { level: 1, name: 'भुक्तानी' })).toBeInTheDocument();
    expect(screen.getByText('योजना: सिल्भर')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'eSewa बाट तिर्नुहोस्' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Khalti बाट तिर्नुहोस्' })).toBeEnabled();
    expect(screen.getByText('छिट्टै आउँदैछ')).toBeInTheDocument();
  });

  it('says in Nepali when Khalti cannot be started', async () => {
    signIn();
    server.use(api.mutation('StartPayment', () => graphqlError('Khalti is down.', 'BAD_GATEWAY')));
    const { user } = renderApp('/payment?work=consent-deed', { language: 'ne' });
    expect(await screen.findByText('एउटा कागजात: consent-deed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Khalti बाट तिर्नुहोस्' }));
    expect(await screen.findByText('Khalti भुक्तानी सुरु गर्न सकिएन। कृपया फेरि प्रयास गर्नुहोस्।')).toBeInTheDocument();
  });

  it("shows the server's own words when eSewa cannot be started", async () => {
    signIn();
    server.use(api.mutation('StartPayment', () => graphqlError('This work has no price.', 'BAD_USER_INPUT')));
    const { user } = renderApp('/payment?work=consent-deed');
    await user.click(await screen.findByRole('button', { name: 'Pay with eSewa' }));
    expect(await screen.findByText('This work has no price.')).toBeInTheDocument();
  });
});
