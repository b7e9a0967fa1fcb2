import { screen, waitFor } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { actionResult, api, graphqlError, server } from '../../../tests/msw-server';
import { renderApp } from '../../../tests/render';

const resetRequested = (status: boolean, message: string) =>
  actionResult('requestPasswordReset', status, message);

async function openPage() {
  const app = renderApp('/forgotpasswordrequest');
  await screen.findByRole('heading', { name: 'Forgot Password' });
  const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
  const submit = () => app.user.click(screen.getByRole('button', { name: /Send Reset Code|Sending/ }));
  return { ...app, input, submit };
}

describe('forgot password', () => {
  it('rejects a malformed e-mail', async () => {
    const { user, input, submit } = await openPage();
    await user.type(input('Email'), 'sita@example');
    await submit();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
  });

  it('rejects a mobile number that is not 10 digits on the Mobile tab', async () => {
    const { user, input, submit } = await openPage();
    await user.click(screen.getByRole('tab', { name: 'Mobile' }));
    await user.type(input('Mobile number'), '98123');
    await submit();
    expect(screen.getByText('Please enter a valid 10-digit mobile number.')).toBeInTheDocument();
  });

  it("reads 'Sending...' while requesting, then opens the reset page for that e-mail", async () => {
    let sent: unknown;
    server.use(
      api.mutation('RequestPasswordReset', async ({ variables }) => {
        sent = variables;
        await delay(100);
        return resetRequested(true, 'A reset code has been sent.');
      }),
    );
    const { user, input, submit, router } = await openPage();
    await user.type(input('Email'), 'sita@example.com');
    await submit();
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();

    await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password'));
    expect(new URLSearchParams(router.state.location.search)).toEqual(
      new URLSearchParams({ email: 'sita@example.com', tab: 'email' }),
    );
    expect(sent).toEqual({ email: 'sita@example.com' });
  });

  it('opens the reset page for a mobile number', async () => {
    server.use(api.mutation('RequestPasswordReset', () => resetRequested(true, 'Code sent by SMS.')));
    const { user, input, submit, router } = await openPage();
    await user.click(screen.getByRole('tab', { name: 'Mobile' }));
    await user.type(input('Mobile number'), '9812345678');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password'));
    expect(router.state.location.search).toBe('?mobile=9812345678&tab=mobile');
  });

  it("shows the server's message, or 'Request failed.' when there is none", async () => {
    server.use(
      api.mutation('RequestPasswordReset', () => graphqlError('Too many requests.', 'RATE_LIMITED')),
    );
    const { user, input, submit } = await openPage();
    await user.type(input('Email'), 'sita@example.com');
    await submit();
    expect(await screen.findByText('Too many requests.')).toBeInTheDocument();

    server.use(api.mutation('RequestPasswordReset', () => HttpResponse.error()));
    await submit();
    expect(await screen.findByText('Request failed.')).toBeInTheDocument();
  });
});
