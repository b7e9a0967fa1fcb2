import { act, screen, waitFor } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { actionResult, api, server } from '../../../tests/msw-server';
import { renderApp } from '../../../tests/render';

const resetDone = (status: boolean, message: string) => actionResult('resetPassword', status, message);

async function openPage(search: string, options?: Parameters<typeof renderApp>[1]) {
  const app = renderApp(`/reset-password${search}`, options);
  await screen.findByRole('heading', { name: 'Reset Password' });
  const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
  async function fill(fields: Record<string, string>) {
    for (const [label, value] of Object.entries(fields)) {
      await app.user.clear(input(label));
      if (value) await app.user.type(input(label), value);
    }
  }
  const submit = () => app.user.click(screen.getByRole('button', { name: /Reset Password|Resetting/ }));
  return { ...app, input, fill, submit };
}

describe('reset password', () => {
  it('prefills the reset code from ?token=', async () => {
    const { input } = await openPage('?email=sita%40example.com&tab=email&token=482913');
    expect(input('Reset code')).toHaveValue('482913');
  });

  it.each([
    [
      'without a reset code',
      { 'New password': 'password123', 'Confirm new password': 'password123' },
      'Please provide a valid token.',
    ],
    [
      'without the confirmation',
      { 'Reset code': '482913', 'New password': 'password123' },
      'Please fill in all fields.',
    ],
    [
      'a short password',
      { 'Reset code': '482913', 'New password': 'short', 'Confirm new password': 'short' },
      'Password must be at least 8 characters long.',
    ],
    [
      'two different passwords',
      { 'Reset code': '482913', 'New password': 'password123', 'Confirm new password': 'password124' },
      'Passwords do not match.',
    ],
  ])('refuses %s with "%s"', async (_case, fields, message) => {
    const { fill, submit } = await openPage('?email=sita%40example.com&tab=email');
    await fill(fields);
    await submit();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('resets the password for the mobile number, then returns home after 3 seconds', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      let sent: unknown;
      server.use(
        api.mutation('ResetPassword', ({ variables }) => {
          sent = variables.input;
          return resetDone(true, 'Password reset successful.');
        }),
      );
      const { fill, submit, router } = await openPage('?mobile=9812345678&tab=mobile&token=482913', {
        userEvent: { advanceTimers: jest.advanceTimersByTime },
      });
      await fill({ 'New password': 'password123', 'Confirm new password': 'password123' });
      await submit();

      expect(await screen.findByText('Password reset successful.')).toBeInTheDocument();
      expect(sent).toEqual({ identifier: '9812345678', token: '482913', newPassword: 'password123' });

      act(() => jest.advanceTimersByTime(2900));
      expect(router.state.location.pathname).toBe('/reset-password');
      act(() => jest.advanceTimersByTime(100));
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows the server's message, or 'Password reset failed.' when there is none", async () => {
    server.use(api.mutation('ResetPassword', () => resetDone(false, 'This code has expired.')));
    const { fill, submit } = await openPage('?email=sita%40example.com&tab=email&token=482913');
    await fill({ 'New password': 'password123', 'Confirm new password': 'password123' });
    await submit();
    expect(await screen.findByText('This code has expired.')).toBeInTheDocument();

    server.use(api.mutation('ResetPassword', () => HttpResponse.error()));
    await submit();
    expect(await screen.findByText('Password reset failed.')).toBeInTheDocument();
  });
});

describe('reset password in Nepali', () => {
  it("checks the fields with the shared rules' Nepali and reads रिसेट गरिँदैछ... while pending", async () => {
    server.use(
      api.mutation('ResetPassword', async () => {
        await delay(100);
        return resetDone(false, 'Invalid or expired token.');
      }),
    );
    const { user } = renderApp('/reset-password?email=sita%40example.com&tab=email', { language: 'ne' });
    await screen.findByRole('heading', { name: 'पासवर्ड रिसेट गर्नुहोस्' });
    expect(
      screen.getByText('हामीले sita@example.com मा पठाएको कोड लेख्नुहोस् र नयाँ पासवर्ड छान्नुहोस्।'),
    ).toBeInTheDocument();
    const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' });
    const submit = () => user.click(screen.getByRole('button', { name: /पासवर्ड रिसेट गर्नुहोस्|रिसेट गरिँदैछ/ }));

    await user.type(input('नयाँ पासवर्ड[\\s*]*$'), 'password123');
    await user.type(input('नयाँ पासवर्ड पुष्टि गर्नुहोस्'), 'password124');
    await submit();
    expect(screen.getByText('कृपया मान्य टोकन दिनुहोस्।')).toBeInTheDocument();

    await user.type(input('रिसेट कोड'), '482913');
    await submit();
    expect(screen.getByText('पासवर्ड मिलेन।')).toBeInTheDocument();

    await user.clear(input('नयाँ पासवर्ड पुष्टि गर्नुहोस्'));
    await user.type(input('नयाँ पासवर्ड पुष्टि गर्नुहोस्'), 'password123');
    await submit();
    expect(screen.getByRole('button', { name: 'रिसेट गरिँदैछ...' })).toBeDisabled();
    expect(await screen.findByText('Invalid or expired token.')).toBeInTheDocument();
  });
});
