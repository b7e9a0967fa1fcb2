import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { theme } from '../../theme';
import { Markdown } from './Markdown';

/** The renderer on a page of its own, with a second page its internal links can reach. */
function renderMarkdown(source: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Markdown source={source} /> },
      { path: '/pricing', element: <h1>Pricing page</h1> },
    ],
    { initialEntries: ['/'] },
  );
  const view = render(
    <MantineProvider theme={theme} env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return { ...view, router };
}

describe('Markdown', () => {
  test('headings, paragraphs, emphasis, code, lists, blockquote and table as HTML elements', () => {
    const { container } = renderMarkdown(
      [
        '## Steps',
        '',
        'Type *slowly*, check **twice**, press `Space`.',
        '',
        '1. First',
        '2. Second',
        '',
        '- a bullet',
        '',
        '> A quote',
        '',
        '| Plan | Documents |',
        '|---|--:|',
        '| Basic | 100 |',
      ].join('\n'),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Steps' })).toBeInTheDocument();
    expect(container.querySelector('em')).toHaveTextContent('slowly');
    expect(container.querySelector('strong')).toHaveTextContent('twice');
    expect(container.querySelector('code')).toHaveTextContent('Space');
    const [ordered, bullets] = screen.getAllByRole('list');
    expect(ordered!.tagName).toBe('OL');
    expect(
      within(ordered!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['First', 'Second']);
    expect(bullets!.tagName).toBe('UL');
    expect(container.querySelector('blockquote')).toHaveTextContent('A quote');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Documents' })).toHaveStyle({
      textAlign: 'right',
    });
    expect(within(table).getByRole('cell', { name: 'Basic' })).toBeInTheDocument();
  });

  test('the page keeps its one h1: a # heading comes out as h2', () => {
    renderMarkdown('# Top\n### Below');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Top' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Below' })).toBeInTheDocument();
  });

  test('a numbered list that starts later keeps its number', () => {
    renderMarkdown('4. fourth\n5. fifth');
    expect(screen.getByRole('list')).toHaveAttribute('start', '4');
  });

  test('an internal link goes through the router, without reloading the page', async () => {
    const { router } = renderMarkdown('See [the plans](/pricing).');
    const link = screen.getByRole('link', { name: 'the plans' });
    expect(link).toHaveAttribute('href', '/pricing');
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Pricing page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pricing');
  });

  test('an external link is a plain link to its address', () => {
    renderMarkdown('Pay with [eSewa](https://esewa.com.np).');
    expect(screen.getByRole('link', { name: 'eSewa' })).toHaveAttribute('href', 'https://esewa.com.np');
  });

  test('a script in the Markdown comes out as text and never runs', () => {
    const ran = jest.fn();
    (window as unknown as { markdownScriptRan: () => void }).markdownScriptRan = ran;
    const { container } = renderMarkdown(
      'Hello <script>window.markdownScriptRan()</script> and <img src=x onerror="window.markdownScriptRan()">\n\n<script>window.markdownScriptRan()</script>',
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(
      screen.getByText('Hello <script>window.markdownScriptRan()</script> and', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByText('<script>window.markdownScriptRan()</script>')).toBeInTheDocument();
    expect(ran).not.toHaveBeenCalled();
  });

  test('a javascript: link is only its text', () => {
    renderMarkdown('[click me](javascript:alert(1)) and [data](data:text/html,hi)');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('click me and data')).toBeInTheDocument();
  });
});
