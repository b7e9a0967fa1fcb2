import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../tests/render';

describe('an article', () => {
  test('in English: one h1, date, the Markdown as headings, lists and links, and a way back', async () => {
    const { user, router } = renderApp('/blogs/first-document');
    const article = await screen.findByRole('article');
    expect(
      within(article).getByRole('heading', { level: 1, name: 'Your first document, step by step' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(article).getByText('2 November 2026')).toHaveAttribute('datetime', '2026-11-02');
    expect(within(article).getByText(/5 min read/)).toBeInTheDocument();
    expect(
      within(article).getByRole('heading', { level: 2, name: '5. Type Nepali with an ordinary keyboard' }),
    );
    expect(within(article).getByText('राम बहादुर श्रेष्ठ').tagName).toBe('STRONG');
    expect(within(article).getByText('ram bahadur shrestha').tagName).toBe('CODE');
    expect(article.querySelector('blockquote')).toHaveTextContent(/Lekhapadi writes your application/);

    // Another article, through the router.
    await user.click(within(article).getByRole('link', { name: 'Which ward-office paper do I need?' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Which ward-office paper do I need?' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/blogs/which-ward-paper');

    const [back] = screen.getAllByRole('link', { name: 'All articles' });
    await user.click(back!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Blogs' })).toBeInTheDocument();
  });

  test('a link to the pricing page leads there', async () => {
    const { user, router } = renderApp('/blogs/payments-and-plans');
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('table')).toHaveTextContent(/Premium\s*Rs 250 a month\s*500/);
    await user.click(within(article).getByRole('link', { name: 'Pricing' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pricing');
  });

  test('in Nepali: the Nepali text, a BS date and a Nepali way back', async () => {
    renderApp('/blogs/bs-dates-and-nepali-numbers', { language: 'ne' });
    const article = await screen.findByRole('article');
    expect(
      within(article).getByRole('heading', { level: 1, name: 'सरकारी कागजमा वि.सं. मिति र नेपाली अङ्क' }),
    ).toBeInTheDocument();
    // 16 November 2026 is the last day of Kartik 2083.
    expect(within(article).getByText('कात्तिक ३०, २०८३')).toHaveAttribute('datetime', '2026-11-16');
    expect(within(article).getByText(/पढ्न ५ मिनेट/)).toBeInTheDocument();
    expect(within(article).getByRole('heading', { level: 2, name: 'लाख र करोड' })).toBeInTheDocument();
    expect(article.querySelector('blockquote')).toHaveTextContent(
      'रु. १,५०,०००/- (अक्षरेपी एक लाख पचास हजार रुपैयाँ मात्र)',
    );
    expect(within(article).getAllByRole('link', { name: 'सबै लेख' })[0]).toHaveAttribute('href', '/blogs');
    expect(screen.queryByText('BS dates and Nepali numbers in official papers')).not.toBeInTheDocument();
  });

  test('switching the language shows the other text of the same article', async () => {
    const { user } = renderApp('/blogs/payments-and-plans');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Paying for documents and monthly plans' }),
    ).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: /View in Nepali/ })[0]!);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'कागजातको भुक्तानी र मासिक योजना' }),
    ).toBeInTheDocument();
    expect(screen.getByText('मङ्सिर ४, २०८३')).toBeInTheDocument();
  });
});

describe('an address with no article', () => {
  test('says so, with a link back to the list', async () => {
    const { user, router } = renderApp('/blogs/no-such-article');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'See all articles' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Blogs' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/blogs');
  });

  test('in Nepali too', async () => {
    renderApp('/blogs/no-such-article', { language: 'ne' });
    expect(await screen.findByRole('heading', { level: 1, name: 'लेख भेटिएन' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सबै लेख हेर्नुहोस्' })).toHaveAttribute('href', '/blogs');
  });
});
