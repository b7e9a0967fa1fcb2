import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { actionResult, api, graphqlData, graphqlError, said, server } from '../../../tests/msw-server';
import { buildUser } from '../../../tests/builders';
import { renderApp } from '../../../tests/render';
import { screenAt, signedInFrame } from '../../../tests/route-screens';

const verified = (field: 'verifyEmail' | 'verifyMobile', status: boolean, message: string) =>
  graphqlData({
    [field]: {
      __typename: 'LoginResult',
      status,
      ...said(message),
      user: status ? { __typename: 'User', id: 'user-1' } : null,
    },
  });

async function typeCode(user: ReturnType<typeof renderApp>['user'], code: string) {
  const [first] = screen.getAllByLabelText('Verification code', { selector: 'input' });
  await user.click(first);
  await user.keyboard(code);
}

describe('OTP verification', () => {
  it('verifies the e-mail handed over by the login popup, which signs in, and opens the dashboard', async () => {
    let sent: unknown;
    server.use(
      api.mutation('VerifyEmailOtp', ({ variables }) => {
        sent = variables;
        return verified('verifyEmail', true, 'Email verified successfully. You are now signed in.');
      }),
      // Verifying set the session cookie: from now on the server knows the user.
      api.query('Me', () => graphqlData({ me: sent ? buildUser() : null })),
    );
    const { user, router } = renderApp({
      pathname: '/otp-verification',
      state: { emailOrMobile: 'sita@example.com', isEmailLogin: true },
    });
    expect(await screen.findByText(/code we sent to sita@example.com/)).toBeInTheDocument();
    // Handed the address, the code's first box has the focus.
    expect(document.activeElement?.closest('.mantine-PinInput-root')).not.toBeNull();
    await typeCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(
      await screen.findByText('Email verified successfully. You are now signed in.'),
    ).toBeInTheDocument();
    expect(sent).toEqual({ email: 'sita@example.com', otp: '123456' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('after the e-mail, offers to confirm the mobile that stopped counting: a code sent to it, entered there', async () => {
    const asked: unknown[] = [];
    let mobileConfirmed = false;
    server.use(
      api.mutation('VerifyEmailOtp', () =>
        verified('verifyEmail', true, 'Email verified successfully. You are now signed in.'),
      ),
      api.query('Me', () => graphqlData({ me: buildUser({ mobileVerified: mobileConfirmed }) })),
      api.mutation('ResendOtp', ({ variables }) => {
        asked.push(variables);
        return actionResult('resendOtp', true, 'A new code is on its way to your mobile.');
      }),
      api.mutation('VerifyMobileOtp', ({ variables }) => {
        asked.push(variables);
        mobileConfirmed = true;
        return verified('verifyMobile', true, 'Verified. It now belongs to your account.');
      }),
    );
    const { user, router } = renderApp({
      pathname: '/otp-verification',
      state: { emailOrMobile: 'sita@example.com', isEmailLogin: true },
    });
    await screen.findByText(/code we sent to sita@example.com/);
    await typeCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    // Signed in, and still here: the mobile does not sign in until confirmed.
    expect(
      await screen.findByRole('heading', { name: 'Confirm your mobile number too' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your mobile number 9812345678 is not confirmed yet/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/otp-verification');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter the 6-digit code we sent to 9812345678.')).toBeInTheDocument();
    await typeCode(user, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Verified. It now belongs to your account.')).toBeInTheDocument();
    expect(asked).toEqual([{ mobile: '9812345678' }, { mobile: '9812345678', otp: '654321' }]);
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Confirm your mobile number too' })).toBeNull(),
    );
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/dashboard');
  });

  it('verifies a mobile number and shows the server message when the code is wrong', async () => {
    server.use(
      api.mutation('VerifyMobileOtp', () => graphqlError('Invalid or expired OTP.', 'BAD_USER_INPUT')),
    );
    const { user } = renderApp({
      pathname: '/otp-verification',
      state: { emailOrMobile: '9812345678', isEmailLogin: false },
    });
    await screen.findByRole('heading', { name: 'OTP Verification' });
    await typeCode(user, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid or expired OTP.')).toBeInTheDocument();
  });

  it("falls back to '❌ An error occurred.'", async () => {
    server.use(api.mutation('VerifyMobileOtp', () => HttpResponse.error()));
    const { user } = renderApp({
      pathname: '/otp-verification',
      state: { emailOrMobile: '9812345678', isEmailLogin: false },
    });
    await screen.findByRole('heading', { name: 'OTP Verification' });
    await typeCode(user, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('❌ An error occurred.')).toBeInTheDocument();
  });

  it('asks for the e-mail or mobile number when opened directly', async () => {
    const { user } = renderApp('/otp-verification');
    const identifier = await screen.findByLabelText(/^Email or mobile number/, { selector: 'input' });
    // The form's first field has the focus (not the page's body, 15 Tabs away).
    expect(identifier).toHaveFocus();
    await user.type(identifier, '98123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Please enter a valid 10-digit mobile number.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the 6-digit code.')).toBeInTheDocument();
  });

  it('fetches the dashboard while the person reads their mail, before the code signs them in', async () => {
    const layout = jest.spyOn(signedInFrame(), 'preload');
    const home = jest.spyOn(screenAt('/dashboard'), 'preload');
    renderApp('/otp-verification');
    await screen.findByLabelText(/^Email or mobile number/, { selector: 'input' });
    expect(layout).toHaveBeenCalled();
    expect(home).toHaveBeenCalled();
    layout.mockRestore();
    home.mockRestore();
  });
});

describe('OTP verification in Nepali', () => {
  it('asks for the address and the code in Nepali', async () => {
    const { user } = renderApp('/otp-verification', { language: 'ne' });
    expect(await screen.findByRole('heading', { name: 'OTP प्रमाणीकरण' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^इमेल वा मोबाइल नम्बर/, { selector: 'input' }), '98123');
    await user.click(screen.getByRole('button', { name: 'प्रमाणित गर्नुहोस्' }));
    expect(screen.getByText('कृपया १० अंकको मान्य मोबाइल नम्बर लेख्नुहोस्।')).toBeInTheDocument();
    expect(screen.getByText('कृपया ६ अंकको कोड लेख्नुहोस्।')).toBeInTheDocument();
  });

  it("falls back to '❌ त्रुटि भयो।' and offers the code again in Nepali", async () => {
    server.use(
      api.mutation('VerifyMobileOtp', () => HttpResponse.error()),
      api.mutation('ResendOtp', () => HttpResponse.error()),
    );
    const { user } = renderApp(
      { pathname: '/otp-verification', state: { emailOrMobile: '9812345678', isEmailLogin: false } },
      { language: 'ne' },
    );
    expect(await screen.findByText('हामीले 9812345678 मा पठाएको ६ अंकको कोड लेख्नुहोस्।')).toBeInTheDocument();
    const [first] = screen.getAllByLabelText('प्रमाणीकरण कोड', { selector: 'input' });
    await user.click(first);
    await user.keyboard('000000');
    await user.click(screen.getByRole('button', { name: 'प्रमाणित गर्नुहोस्' }));
    expect(await screen.findByText('❌ त्रुटि भयो।')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'OTP फेरि पठाउनुहोस्' }));
    expect(await screen.findByText('OTP फेरि पठाउन सकिएन। कृपया फेरि प्रयास गर्नुहोस्।')).toBeInTheDocument();
  });
});
