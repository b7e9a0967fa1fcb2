import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../tests/render';

const card = async (planName: string) =>
  within((await screen.findByRole('link', { name: `Choose ${planName}` })).closest('.mantine-Card-root')!);

describe('pricing', () => {
  it('shows the three plans with their price and documents a month', async () => {
    renderApp('/pricing');
    const silver = await card('Silver');
    expect(silver.getByText('Rs150')).toBeInTheDocument();
    expect(silver.getByText('300 documents a month')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose Basic' })).toHaveAttribute('href', '/payment?plan=basic');
    expect(screen.getByRole('link', { name: 'Choose Premium' })).toBeInTheDocument();
  });

  it('speaks Nepali: plan names transliterated, amounts in Devanagari digits', async () => {
    renderApp('/pricing', { language: 'ne' });
    expect(await screen.findByRole('heading', { level: 1, name: 'शुल्क र योजना' })).toBeInTheDocument();
    const silver = within(
      (await screen.findByRole('link', { name: 'सिल्भर योजना छान्नुहोस्' })).closest('.mantine-Card-root')!,
    );
    expect(silver.getByText('सिल्भर')).toBeInTheDocument();
    expect(silver.getByText('रु. १५०')).toBeInTheDocument();
    expect(silver.getByText('प्रति महिना')).toBeInTheDocument();
    expect(silver.getByText('महिनामा ३०० कागजात')).toBeInTheDocument();
    expect(silver.getByText('eSewa वा Khalti बाट भुक्तानी')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'बेसिक योजना छान्नुहोस्' })).toHaveAttribute(
      'href',
      '/payment?plan=basic',
    );
    expect(screen.getByRole('link', { name: 'प्रिमियम योजना छान्नुहोस्' })).toBeInTheDocument();
  });
});
