import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LanguageProvider } from '../../i18n/LanguageProvider';
import type { Language } from '../../i18n/texts';
import { PaymentPanel } from './PaymentPanel';

function renderPanel(language: Language, props = { workKey: 'consent-deed', price: 40, documentCount: 12 }) {
  render(
    <MantineProvider env="test">
      <LanguageProvider initial={language}>
        <MemoryRouter>
          <PaymentPanel {...props} />
        </MemoryRouter>
      </LanguageProvider>
    </MantineProvider>,
  );
}

describe('payment panel', () => {
  it('asks in English with the exact product wording', () => {
    renderPanel('en', { workKey: 'consent-deed', price: 40, documentCount: 1250 });
    const panel = within(screen.getByTestId('payment-panel'));
    expect(panel.getByRole('heading', { name: 'Rs 40' })).toBeInTheDocument();
    expect(
      panel.getByText(
        'You have generated 1250 documents. Please pay 40 rupees for each additional document.',
      ),
    ).toBeInTheDocument();
  });

  it('asks in Nepali with Devanagari numbers', () => {
    renderPanel('ne');
    const panel = within(screen.getByTestId('payment-panel'));
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
});
