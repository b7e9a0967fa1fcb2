import { screen, within } from '@testing-library/react';
import { buildLocatedUser } from '../../../tests/builders';
import { api, graphqlData, server } from '../../../tests/msw-server';
import { renderApp } from '../../../tests/render';

const offices = [
  {
    __typename: 'OfficeMembership',
    role: 'owner',
    office: {
      __typename: 'Office',
      id: 'office-1',
      nameNe: 'शर्मा लेखापढी सेवा',
      nameEn: 'Sharma Deed Writers',
    },
  },
  {
    __typename: 'OfficeMembership',
    role: 'viewer',
    office: { __typename: 'Office', id: 'office-2', nameNe: 'थापा कानुनी सेवा', nameEn: 'Thapa Legal' },
  },
];

function signIn(myOffices: unknown[]) {
  server.use(
    api.query('Me', () => graphqlData({ me: buildLocatedUser() })),
    api.query('MyOffices', () => graphqlData({ myOffices })),
  );
}

afterEach(() => window.localStorage.clear());

describe('the office switcher', () => {
  it('starts on Personal, lists each office with the reader’s role, and shows the chosen one', async () => {
    signIn(offices);
    const { user } = renderApp('/dashboard');
    const switcher = await screen.findByRole('button', { name: 'Working as: Personal. Switch' });
    await user.click(switcher);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /Sharma Deed Writers\s*Owner/ })).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: /Thapa Legal\s*Viewer/ }));

    const chosen = await screen.findByRole('button', { name: 'Working as: Thapa Legal. Switch' });
    expect(chosen).toHaveAttribute('data-active-office', 'office-2');
    expect(window.localStorage.getItem('lekhapadi.activeOffice')).toBe('office-2');

    await user.click(chosen);
    await user.click(await screen.findByRole('menuitem', { name: 'Personal' }));
    expect(await screen.findByRole('button', { name: 'Working as: Personal. Switch' })).toBeInTheDocument();
    expect(window.localStorage.getItem('lekhapadi.activeOffice')).toBeNull();
  });

  it('names the office in Nepali for a Nepali reader', async () => {
    window.localStorage.setItem('lekhapadi.activeOffice', 'office-1');
    signIn(offices);
    renderApp('/dashboard', { language: 'ne' });
    expect(await screen.findByRole('button', { name: 'अहिले: शर्मा लेखापढी सेवा। बदल्नुहोस्' })).toBeInTheDocument();
  });

  it('falls back to Personal when the stored office is no longer the reader’s', async () => {
    window.localStorage.setItem('lekhapadi.activeOffice', 'office-gone');
    signIn(offices);
    renderApp('/dashboard');
    expect(await screen.findByRole('button', { name: 'Working as: Personal. Switch' })).toBeInTheDocument();
  });

  it('is not shown to someone in no office', async () => {
    signIn([]);
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Generate Document' });
    expect(screen.queryByRole('button', { name: /^Working as/ })).not.toBeInTheDocument();
  });
});
