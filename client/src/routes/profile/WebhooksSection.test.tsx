import { screen, within } from '@testing-library/react';
import { buildLocatedUser } from '../../../tests/builders';
import { api, graphqlData, graphqlError, server } from '../../../tests/msw-server';
import { renderApp } from '../../../tests/render';

const endpoint = {
  __typename: 'WebhookEndpoint',
  id: 'e1',
  url: 'https://coop.example.np/hooks',
  events: ['DOCUMENT_READY'],
  createdAt: '2026-11-20T08:00:00.000Z',
};
const delivery = {
  __typename: 'WebhookDelivery',
  id: 'd1',
  eventType: 'DOCUMENT_READY',
  status: 'FAILED',
  attempts: 11,
  lastResponseCode: 500,
  nextAttemptAt: null,
  createdAt: '2026-11-21T08:00:00.000Z',
};

function signIn() {
  server.use(api.query('Me', () => graphqlData({ me: buildLocatedUser() })));
}

describe('webhooks on the profile', () => {
  it('registers an endpoint for the chosen events and shows its signing secret once', async () => {
    signIn();
    let endpoints: (typeof endpoint)[] = [];
    const sent: unknown[] = [];
    server.use(
      api.query('Webhooks', () => graphqlData({ webhookEndpoints: endpoints, webhookDeliveries: [] })),
      api.mutation('CreateWebhookEndpoint', ({ variables }) => {
        sent.push(variables.input);
        endpoints = [endpoint];
        return graphqlData({
          createWebhookEndpoint: {
            __typename: 'CreatedWebhookEndpoint',
            secret: 'whsec_abc',
            endpoint: { __typename: 'WebhookEndpoint', id: 'e1' },
          },
        });
      }),
    );
    const { user } = renderApp('/profile/developer');
    await screen.findByRole('heading', { name: 'Webhooks' });
    await user.type(screen.getByRole('textbox', { name: 'Endpoint URL' }), 'https://coop.example.np/hooks');
    await user.click(screen.getByRole('checkbox', { name: 'Document failed document.failed' }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('whsec_abc')).toBeInTheDocument();
    expect(sent).toEqual([{ url: 'https://coop.example.np/hooks', events: ['DOCUMENT_READY'] }]);
    const list = await screen.findByRole('list', { name: 'Your webhook endpoints' });
    expect(within(list).getByText('https://coop.example.np/hooks')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a plain http address under the field', async () => {
    signIn();
    server.use(
      api.mutation('CreateWebhookEndpoint', () =>
        graphqlError('The webhook address must start with https://.', 'BAD_USER_INPUT', 'url'),
      ),
    );
    const { user } = renderApp('/profile/developer');
    await user.type(await screen.findByRole('textbox', { name: 'Endpoint URL' }), 'http://x.example');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('The webhook address must start with https://.')).toBeInTheDocument();
  });

  it('lists recent deliveries with their outcome and sends one again', async () => {
    signIn();
    const resent: unknown[] = [];
    server.use(
      api.query('Webhooks', () =>
        graphqlData({ webhookEndpoints: [endpoint], webhookDeliveries: [delivery] }),
      ),
      api.mutation('RedeliverWebhook', ({ variables }) => {
        resent.push(variables.id);
        return graphqlData({
          redeliverWebhook: { __typename: 'WebhookDelivery', id: 'd1', status: 'PENDING' },
        });
      }),
    );
    const { user } = renderApp('/profile/developer');
    const table = await screen.findByRole('table', { name: 'Recent deliveries' });
    const row = within(table).getByRole('row', { name: /Document ready/ });
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByText('500')).toBeInTheDocument();
    expect(within(row).getByText('11')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('Sent again.')).toBeInTheDocument();
    expect(resent).toEqual(['d1']);
  });

  it('says when a delivery that is being retried is tried next', async () => {
    signIn();
    // Noon UTC: the same day in the reader's zone anywhere from UTC−11 to UTC+11 (Nepal is +5:45).
    const next = '2026-11-21T12:00:00.000Z';
    const at = new Date(next);
    const time = `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
    server.use(
      api.query('Webhooks', () =>
        graphqlData({
          webhookEndpoints: [endpoint],
          webhookDeliveries: [
            { ...delivery, status: 'RETRYING', attempts: 2, lastResponseCode: null, nextAttemptAt: next },
          ],
        }),
      ),
    );
    renderApp('/profile/developer');
    const table = await screen.findByRole('table', { name: 'Recent deliveries' });
    const row = within(table).getByRole('row', { name: /Document ready/ });
    expect(within(row).getByText('Retrying')).toBeInTheDocument();
    expect(within(row).getByText(`Next attempt 21 November 2026 ${time}`)).toBeInTheDocument();
  });
});
