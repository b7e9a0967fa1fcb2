import { useMutation } from '@apollo/client/react';
import { Button, Input, PinInput, Stack, TextInput } from '@mantine/core';
import { validateResetRequestEmail, validateResetRequestMobile } from '@shared/account-rules';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { readServerFailure } from '../../apollo/errors';
import { AccountCard } from '../../components/AccountCard/AccountCard';
import { FormMessage } from '../../components/AccountCard/FormMessage';
import type { OtpVerificationState } from '../../components/AccountModals/LoginForm';
import { ResendOtpButton } from '../../components/ResendOtpButton/ResendOtpButton';
import { VerifyEmailOtpMutation, VerifyMobileOtpMutation } from './operations';

const OTP_LENGTH = 6;
const OTP_PATTERN = /^[0-9]{6}$/;
const FALLBACK_ERROR = '❌ An error occurred.';
const HOME_REDIRECT_MS = 3000;

function readHandedState(state: unknown): OtpVerificationState | null {
  if (!state || typeof state !== 'object') return null;
  const { emailOrMobile, isEmailLogin } = state as Partial<OtpVerificationState>;
  return typeof emailOrMobile === 'string' && emailOrMobile
    ? { emailOrMobile, isEmailLogin: Boolean(isEmailLogin) }
    : null;
}

/** Reached from the login popup when the account still needs its one-time code. */
export function OtpVerificationPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const handed = readHandedState(location.state);
  // Opened directly (a bookmark, a reload in another tab): ask for the address the code went to.
  const [identifier, setIdentifier] = useState(handed?.emailOrMobile ?? '');
  const [otp, setOtp] = useState('');
  const [identifierError, setIdentifierError] = useState<string | null>(null);
  const [otpError, setOtpError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [successMessage, setSuccessMessage] = useState<string | null>(null);
  const [verifyEmail, emailState] = useMutation(VerifyEmailOtpMutation);
  const [verifyMobile, mobileState] = useMutation(VerifyMobileOtpMutation);
  const pending = emailState.loading || mobileState.loading;

  const trimmed = identifier.trim();
  const isEmail = handed ? handed.isEmailLogin : trimmed.includes('@');
  const identifierProblem = isEmail
    ? validateResetRequestEmail(trimmed)
    : validateResetRequestMobile(trimmed);

  useEffect(() => {
    if (!successMessage) return;
    const timer = window.setTimeout(() => navigate('/', { replace: true }), HOME_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [successMessage, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    setIdentifierError(handed ? null : identifierProblem);
    setOtpError(OTP_PATTERN.test(otp) ? null : `Please enter the ${OTP_LENGTH}-digit code.`);
    if ((!handed && identifierProblem) || !OTP_PATTERN.test(otp)) return;
    try {
      const result = isEmail
        ? (await verifyEmail({ variables: { email: trimmed, otp } })).data?.verifyEmail
        : (await verifyMobile({ variables: { mobile: trimmed, otp } })).data?.verifyMobile;
      if (result?.status) setSuccessMessage(result.message);
      else setServerError(result?.message || FALLBACK_ERROR);
    } catch (error) {
      setServerError(readServerFailure(error).message ?? FALLBACK_ERROR);
    }
  }

  if (successMessage) {
    return (
      <AccountCard title="Verified">
        <Stack align="flex-start">
          <FormMessage tone="success">{successMessage}</FormMessage>
          <Button component={Link} to="/" replace>
            Go to Home
          </Button>
        </Stack>
      </AccountCard>
    );
  }

  return (
    <AccountCard
      title="OTP Verification"
      description={
        handed
          ? `Enter the ${OTP_LENGTH}-digit code we sent to ${handed.emailOrMobile}.`
          : `Enter the e-mail or mobile number you registered with and the ${OTP_LENGTH}-digit code we sent to it.`
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {!handed && (
            <TextInput
              label="Email or mobile number"
              value={identifier}
              onChange={(event) => setIdentifier(event.currentTarget.value)}
              error={identifierError}
              autoComplete="username"
              withAsterisk
            />
          )}
          <Input.Wrapper label="Verification code" error={otpError} withAsterisk>
            <PinInput
              length={OTP_LENGTH}
              type="number"
              value={otp}
              onChange={setOtp}
              error={Boolean(otpError)}
              ariaLabel="Verification code"
              mt={4}
            />
          </Input.Wrapper>
          {serverError && <FormMessage tone="error">{serverError}</FormMessage>}
          <Button type="submit" loading={pending} disabled={pending}>
            Verify
          </Button>
          {!identifierProblem && (
            <ResendOtpButton variant="subtle" {...(isEmail ? { email: trimmed } : { mobile: trimmed })} />
          )}
        </Stack>
      </form>
    </AccountCard>
  );
}
