import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { buildUser } from '../../../tests/builders';
import { actionResult, api, graphqlData, graphqlRefusal, server } from '../../../tests/msw-server';
import { renderApp } from '../../../tests/render';

describe('e-mail verification link', () => {
  it('verifies the address from the link once and offers Go to Home', async () => {
    let calls = 0;
    server.use(
      api.mutation('VerifyEmail', ({ variables }) => {
        calls += 1;
        expect(variables).toEqual({ email: 'sita@example.com', otp: '123456' });
        return actionResult('verifyEmail', true, 'Email verified successfully. You are now signed in.');
      }),
    );
    renderApp('/verify-email?email=sita%40example.com&otp=123456');
    expect(
      await screen.findByText('Email verified successfully. You are now signed in.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('offers Resend OTP after a failure and reports the outcome', async () => {
    server.use(
      api.mutation('VerifyEmail', () => HttpResponse.error()),
      api.mutation('ResendOtp', () => actionResult('resendOtp', true, 'Sent')),
    );
    const { user } = renderApp('/verify-email?email=sita%40example.com&otp=123456');
    expect(await screen.findByText('Verification failed.', { selector: 'p' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('OTP resent successfully! Please check your email.')).toBeInTheDocument();

    server.use(api.mutation('ResendOtp', () => actionResult('resendOtp', false, 'No')));
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('Failed to resend OTP. Please try again.')).toBeInTheDocument();
  });
});

describe('e-mail verification link in Nepali', () => {
  it('says the link failed and confirms a resent code in Nepali', async () => {
    server.use(
      api.mutation('VerifyEmail', () => HttpResponse.error()),
      api.mutation('ResendOtp', () => actionResult('resendOtp', true, 'Sent')),
    );
    const { user } = renderApp('/verify-email?email=sita%40example.com&otp=123456', { language: 'ne' });
    expect(await screen.findByRole('heading', { name: 'प्रमाणीकरण असफल भयो' })).toBeInTheDocument();
    expect(screen.getByText('प्रमाणीकरण असफल भयो।')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OTP फेरि पठाउनुहोस्' }));
    expect(await screen.findByText('OTP फेरि पठाइयो! कृपया आफ्नो इमेल हेर्नुहोस्।')).toBeInTheDocument();
  });
});

describe('after the link verified the e-mail', () => {
  it('offers in Nepali to confirm the mobile, and says when the code is wrong', async () => {
    server.use(
      api.mutation('VerifyEmail', () =>
        actionResult('verifyEmail', true, 'Email verified successfully. You are now signed in.'),
      ),
      api.query('Me', () => graphqlData({ me: buildUser({ mobileVerified: false }) })),
      api.mutation('ResendOtp', () => actionResult('resendOtp', true, 'Sent')),
      api.mutation('VerifyMobileOtp', () =>
        graphqlRefusal('Incorrect OTP. 4 attempts left.', {
          code: 'BAD_USER_INPUT',
          field: 'otp',
          messageCode: 'otp.incorrect',
          params: { left: 4 },
        }),
      ),
    );
    const { user } = renderApp('/verify-email?email=sita%40example.com&otp=123456', { language: 'ne' });
    expect(await screen.findByRole('heading', { name: 'मोबाइल नम्बर पनि पुष्टि गर्नुहोस्' })).toBeInTheDocument();
    expect(screen.getByText(/तपाईंको मोबाइल नम्बर 9812345678 अझै पुष्टि भएको छैन/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'कोड पठाउनुहोस्' }));
    const [first] = await screen.findAllByLabelText('प्रमाणीकरण कोड', { selector: 'input' });
    await user.click(first as HTMLElement);
    await user.keyboard('000000');
    await user.click(screen.getByRole('button', { name: 'पुष्टि गर्नुहोस्' }));
    expect(await screen.findByText('OTP मिलेन। अझै ४ पटक प्रयास गर्न सकिन्छ।')).toBeInTheDocument();
  });

  it('offers nothing when both already sign in', async () => {
    server.use(
      api.mutation('VerifyEmail', () =>
        actionResult('verifyEmail', true, 'Email verified successfully. You are now signed in.'),
      ),
      api.query('Me', () => graphqlData({ me: buildUser() })),
    );
    renderApp('/verify-email?email=sita%40example.com&otp=123456');
    expect(await screen.findByRole('link', { name: 'Go to Home' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();
  });
});
