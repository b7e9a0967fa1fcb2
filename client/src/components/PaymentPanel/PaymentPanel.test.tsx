import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { buildEntitlement } from '../../../tests/works';
import { LanguageProvider } from '../../i18n/LanguageProvider';
import type { Language } from '../../i18n/texts';
import { PaymentPanel, type WorkEntitlement } from './PaymentPanel';

function renderPanel(language: Language, entitlement: WorkEntitlement = buildEntitlement()) {
  render(
    <MantineProvider env="test">
      <LanguageProvider initial={language}>
        <MemoryRouter>
          <PaymentPanel workKey="consent-deed" entitlement={entitlement} />
        </MemoryRouter>
      </LanguageProvider>
    </MantineProvider>,
  );
  return within(screen.getByTestId('payment-panel'));
}

describe('payment panel', () => {
  it('asks in English with the exact product wording', () => {
    const panel = renderPanel('en', buildEntitlement({ price: 40, documentCount: 1250 }));
    expect(panel.getByRole('heading', { name: 'Rs 40' })).toBeInTheDocument();
    expect(
      panel.getByText(
        'You have generated 1250 documents. Please pay 40 rupees for each additional document.',
      ),
    ).toBeInTheDocument();
  });

  it('asks in Nepali with Devanagari numbers', () => {
    const panel = renderPanel('ne');
    expect(panel.getByRole('heading', { name: 'रु. ४०' })).toBeInTheDocument();
    expect(
      panel.getByText('तपाईंले १२ कागजात बनाइसक्नुभयो। थप प्रत्येक कागजातका लागि कृपया रु. ४० तिर्नुहोस्।'),
    ).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'eSewa बाट तिर्नुहोस्' })).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Khalti बाट तिर्नुहोस्' })).toBeInTheDocument();
    expect(panel.getByText('वा')).toBeInTheDocument();
    expect(panel.getByText('मासिक योजना लिनुहोस्')).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'शुल्क र योजना हेर्नुहोस्' })).toHaveAttribute('href', '/pricing');
  });

  it('says a used-up plan is the reason, and offers only the wallets the server lists', () => {
    const panel = renderPanel(
      'en',
      buildEntitlement({ reason: 'PLAN_DOCUMENTS_USED', price: 15, paymentProviders: ['ESEWA'] }),
    );
    expect(
      panel.getByText(
        "Your plan's documents for this month are used. Please pay 15 rupees for this document, or take a bigger plan.",
      ),
    ).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Pay with eSewa' })).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Pay with Khalti' })).not.toBeInTheDocument();
  });

  it('for an office, leads to the office screen where its owners buy a plan', () => {
    render(
      <MantineProvider env="test">
        <LanguageProvider initial="ne">
          <MemoryRouter>
            <PaymentPanel
              workKey="consent-deed"
              entitlement={buildEntitlement({ price: 40, paymentProviders: [] })}
              forOffice
            />
          </MemoryRouter>
        </LanguageProvider>
      </MantineProvider>,
    );
    const panel = within(screen.getByTestId('payment-panel'));
    expect(panel.getByRole('heading', { name: 'कार्यालयको कोटा सकियो' })).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'कार्यालय पृष्ठ खोल्नुहोस्' })).toHaveAttribute(
      'href',
      '/dashboard/office',
    );
    expect(panel.queryByRole('button', { name: /eSewa/ })).not.toBeInTheDocument();
  });
});
