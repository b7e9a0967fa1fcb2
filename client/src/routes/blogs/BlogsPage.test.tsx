import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../tests/render';

const titlesOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('the list of articles', () => {
  test('in English: newest first, each with its date, reading time and summary', async () => {
    renderApp('/blogs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blogs' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Articles' });
    expect(titlesOf(list)).toEqual([
      'Paying for documents and monthly plans',
      'BS dates and Nepali numbers in official papers',
      'Which ward-office paper do I need?',
      'Your first document, step by step',
    ]);
    const [newest] = within(list).getAllByRole('listitem');
    expect(within(newest!).getByText('20 November 2026')).toHaveAttribute('datetime', '2026-11-20');
    expect(within(newest!).getByText(/4 min read/)).toBeInTheDocument();
    expect(within(newest!).getByText(/Your first 10 documents cost nothing/)).toBeInTheDocument();
    expect(
      within(newest!).getByRole('link', { name: 'Paying for documents and monthly plans' }),
    ).toHaveAttribute('href', '/blogs/payments-and-plans');
  });

  test('in Nepali: Nepali titles, BS dates and Devanagari digits', async () => {
    renderApp('/blogs', { language: 'ne' });
    expect(await screen.findByRole('heading', { level: 1, name: 'ब्लग' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'लेखहरू' });
    expect(titlesOf(list)).toEqual([
      'कागजातको भुक्तानी र मासिक योजना',
      'सरकारी कागजमा वि.सं. मिति र नेपाली अङ्क',
      'वडा कार्यालयमा कुन कागज चाहिन्छ?',
      'पहिलो कागजात: सुरुदेखि प्रिन्टसम्म',
    ]);
    const [newest, , , oldest] = within(list).getAllByRole('listitem');
    // 20 November 2026 is 4 Mangsir 2083; 2 November 2026 is 16 Kartik 2083.
    expect(within(newest!).getByText('मङ्सिर ४, २०८३')).toHaveAttribute('datetime', '2026-11-20');
    expect(within(newest!).getByText(/पढ्न ४ मिनेट/)).toBeInTheDocument();
    expect(within(oldest!).getByText('कात्तिक १६, २०८३')).toBeInTheDocument();
    expect(screen.queryByText(/min read/)).not.toBeInTheDocument();
  });

  test('an article opens from the list', async () => {
    const { user, router } = renderApp('/blogs');
    await user.click(await screen.findByRole('link', { name: 'Which ward-office paper do I need?' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Which ward-office paper do I need?' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/blogs/which-ward-paper');
  });
});
