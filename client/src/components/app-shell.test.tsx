import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { buildLocatedUser } from '../../tests/builders';
import { api, graphqlData, server } from '../../tests/msw-server';
import { renderApp } from '../../tests/render';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { PageLoader } from './PageLoader/PageLoader';

describe('the app shell in Nepali', () => {
  it('shows the loader, the logo link and the colour scheme switch in Nepali', async () => {
    renderApp('/', { language: 'ne' });
    expect(screen.getByText('लेखापढी खुल्दैछ…')).toBeInTheDocument();
    // Header and footer both carry the logo.
    for (const logo of await screen.findAllByRole('link', { name: 'Lekhapadi गृहपृष्ठ' })) {
      expect(logo).toHaveAttribute('href', '/');
    }
    const toggle = screen.getByRole('button', { name: 'अँध्यारो मोडमा बदल्नुहोस्' });
    expect(toggle).toHaveAttribute('title', 'अँध्यारो मोड');
  });

  it('names the page loader in Nepali', () => {
    render(
      <MantineProvider env="test">
        <LanguageProvider initial="ne">
          <PageLoader />
        </LanguageProvider>
      </MantineProvider>,
    );
    expect(screen.getByRole('status', { name: 'पृष्ठ खुल्दैछ' })).toBeInTheDocument();
  });
});

describe('the skip link', () => {
  it.each([
    ['a public page', '/about'],
    ['a signed-in page', '/dashboard'],
  ])('is the first thing Tab reaches on %s, and leads to the main content', async (_name, path) => {
    server.use(api.query('Me', () => graphqlData({ me: buildLocatedUser() })));
    const { user } = renderApp(path);
    await screen.findAllByRole('link', { name: 'Lekhapadi home' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(document.getElementById(skip.getAttribute('href')!.slice(1))?.tagName).toBe('MAIN');
  });
});
