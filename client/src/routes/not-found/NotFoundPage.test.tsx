import { screen } from '@testing-library/react';
import { renderApp } from '../../../tests/render';

describe('an address that does not exist', () => {
  it('says so in English', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('The address you opened does not exist on Lekhapadi.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('says so in Nepali', async () => {
    renderApp('/no-such-page', { language: 'ne' });
    expect(await screen.findByRole('heading', { name: 'पृष्ठ भेटिएन' })).toBeInTheDocument();
    expect(screen.getByText('तपाईंले खोल्नुभएको ठेगाना लेखापढीमा छैन।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'गृहपृष्ठमा जानुहोस्' })).toHaveAttribute('href', '/');
  });
});
