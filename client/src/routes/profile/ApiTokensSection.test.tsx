import { screen, waitFor, within } from '@testing-library/react';
import { buildLocatedUser } from '../../../tests/builders';
import { api, graphqlData, graphqlError, server } from '../../../tests/msw-server';
import { renderApp } from '../../../tests/render';

const SECRET = 'lkp_AbC123xyzSECRETsecretSECRETsecret0000000';

const token = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'ApiToken',
  id: 't1',
  name: 'Co-op app',
  prefix: 'lkp_AbC123',
  scopes: ['DOCUMENTS_READ', 'DOCUMENTS_WRITE'],
  createdAt: '2026-11-20T08:00:00.000Z',
  lastUsedAt: null,
  expiresAt: '2027-02-18T08:00:00.000Z',
  revokedAt: null,
  ...overrides,
});

function signIn() {
  server.use(api.query('Me', () => graphqlData({ me: buildLocatedUser() })));
}

async function openTokens() {
  const app = renderApp('/profile/developer');
  await screen.findByRole('heading', { name: 'API tokens' });
  return app;
}

describe('API tokens on the profile', () => {
  it('creates a token with the chosen name, scopes and expiry, shows the secret once and lists it', async () => {
    signIn();
    let list = [] as ReturnType<typeof token>[];
    const created: unknown[] = [];
    server.use(
      api.query('ApiTokens', () => graphqlData({ apiTokens: list })),
      api.mutation('CreateApiToken', ({ variables }) => {
        created.push(variables.input);
        list = [token()];
        return graphqlData({
          createApiToken: {
            __typename: 'CreatedApiToken',
            secret: SECRET,
            token: { __typename: 'ApiToken', id: 't1' },
          },
        });
      }),
    );
    const { user } = await openTokens();
    expect(screen.getByText('No API tokens yet.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Token name' }), 'Co-op app');
    await user.click(screen.getByRole('checkbox', { name: 'Generate documents documents:write' }));
    await user.click(screen.getByRole('button', { name: 'Create token' }));

    expect(await screen.findByText(SECRET)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy token' })).toBeInTheDocument();
    expect(created).toHaveLength(1);
    const input = created[0] as { name: string; scopes: string[]; expiresAt: string };
    expect(input.name).toBe('Co-op app');
    expect(input.scopes).toEqual(['DOCUMENTS_READ', 'DOCUMENTS_WRITE']);
    // Ninety days ahead by default.
    const days = (new Date(input.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThan(90.1);

    const table = await screen.findByRole('table', { name: 'Your API tokens' });
    const row = within(table).getByRole('row', { name: /Co-op app/ });
    expect(within(row).getByText('lkp_AbC123…')).toBeInTheDocument();
    expect(within(row).getByText('documents:write')).toBeInTheDocument();
    expect(within(row).getByText('Not yet')).toBeInTheDocument();
    expect(within(row).getByText('18 February 2027')).toBeInTheDocument();

    // Once dismissed, the secret is gone for good.
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('revokes a token and shows it as revoked', async () => {
    signIn();
    let list = [token({ lastUsedAt: '2026-11-21T10:00:00.000Z' })];
    const revoked: unknown[] = [];
    server.use(
      api.query('ApiTokens', () => graphqlData({ apiTokens: list })),
      api.mutation('RevokeApiToken', ({ variables }) => {
        revoked.push(variables.id);
        list = [token({ revokedAt: '2026-11-22T10:00:00.000Z' })];
        return graphqlData({
          revokeApiToken: { __typename: 'ApiToken', id: 't1', revokedAt: '2026-11-22T10:00:00.000Z' },
        });
      }),
    );
    const { user } = await openTokens();
    const row = await screen.findByRole('row', { name: /Co-op app/ });
    expect(within(row).getByText('21 November 2026')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Revoke Co-op app' }));
    expect(await screen.findByText('The token was revoked.')).toBeInTheDocument();
    expect(revoked).toEqual(['t1']);
    await waitFor(() =>
      expect(within(screen.getByRole('row', { name: /Co-op app/ })).getByText('Revoked')).toBeInTheDocument(),
    );
  });

  it('shows the server’s refusal of the name under the field', async () => {
    signIn();
    server.use(
      api.mutation('CreateApiToken', () => graphqlError('Give the token a name.', 'BAD_USER_INPUT', 'name')),
    );
    const { user } = await openTokens();
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Give the token a name.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Token name' })).toHaveAccessibleDescription(
      'Give the token a name.',
    );
  });
});
