import { screen } from '@testing-library/react';
import { renderApp } from '../../../tests/render';

const list = () => screen.getByRole('link', { name: 'Municipality Documents', hidden: true }).closest('ul');

describe('the Services list in the header', () => {
  it('opens on hover, stays open when the caret is then clicked, and closes with Escape', async () => {
    const { user } = renderApp('/');
    const caret = await screen.findByRole('button', { name: 'Show the kinds of services' });
    expect(list()).not.toBeVisible();
    await user.hover(caret);
    expect(list()).toBeVisible();
    await user.click(caret);
    expect(caret).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(caret);
    expect(list()).toBeVisible();
    await user.keyboard('{Escape}');
    expect(list()).not.toBeVisible();
    expect(caret).toHaveFocus();
  });

  it('opens and closes from the keyboard, and leads to the matching works', async () => {
    const { user, router } = renderApp('/');
    const caret = await screen.findByRole('button', { name: 'Show the kinds of services' });
    caret.focus();
    await user.keyboard('{Enter}');
    expect(caret).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Police Report Documents' }));
    expect(router.state.location).toMatchObject({ pathname: '/services', hash: '#police' });
  });
});
