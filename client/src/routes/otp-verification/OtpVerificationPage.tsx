import { useMutation } from '@apollo/client/react';
import { Button, Input, PinInput, Stack, TextInput } from '@mantine/core';
import { validateResetRequestEmail, validateResetRequestMobile } from '@shared/account-rules';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { readServerFailure } from '../../apollo/errors';
import { AccountCard } from '../../components/AccountCard/AccountCard';
import { accountTexts } from '../../components/AccountCard/account.texts';
import { FormMessage } from '../../components/AccountCard/FormMessage';
import type { OtpVerificationState } from '../../components/AccountModals/LoginForm';
import { ResendOtpButton } from '../../components/ResendOtpButton/ResendOtpButton';
import { useLanguage, useTexts } from '../../i18n/language-context';
import { ruleMessage } from '../../i18n/rule-messages';
import { VerifyEmailOtpMutation, VerifyMobileOtpMutation } from './operations';
import { otpVerificationTexts } from './otp-verification.texts';

const OTP_LENGTH = 6;
const OTP_PATTERN = /^[0-9]{6}$/;
const HOME_REDIRECT_MS = 3000;

/** What the server said went wrong; null when it gave no words ("An error occurred."). */
type ServerError = { message: string | null };

function readHandedState(state: unknown): OtpVerificationState | null {
  if (!state || typeof state !== 'object') return null;
  const { emailOrMobile, isEmailLogin } = state as Partial<OtpVerificationState>;
  return typeof emailOrMobile === 'string' && emailOrMobile
    ? { emailOrMobile, isEmailLogin: Boolean(isEmailLogin) }
    : null;
}

/** Reached from the login popup when the account still needs its one-time code. */
export function OtpVerificationPage() {
  const t = useTexts(otpVerificationTexts);
  const shared = useTexts(accountTexts);
  const { language } = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const handed = readHandedState(location.state);
  // Opened directly (a bookmark, a reload in another tab): ask for the address the code went to.
  const [identifier, setIdentifier] = useState(handed?.emailOrMobile ?? '');
  const [otp, setOtp] = useState('');
  const [identifierError, setIdentifierError] = useState<string | null>(null);
  const [otpInvalid, setOtpInvalid] = useState(false);
  const [serverError, setServerError] = useState<ServerError | null>(null);
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
    setOtpInvalid(!OTP_PATTERN.test(otp));
    if ((!handed && identifierProblem) || !OTP_PATTERN.test(otp)) return;
    try {
      const result = isEmail
        ? (await verifyEmail({ variables: { email: trimmed, otp } })).data?.verifyEmail
        : (await verifyMobile({ variables: { mobile: trimmed, otp } })).data?.verifyMobile;
      if (result?.status) setSuccessMessage(result.message);
      else setServerError({ message: result?.message || null });
    } catch (error) {
      setServerError({ message: readServerFailure(error).message });
    }
  }

  if (successMessage) {
    return (
      <AccountCard title={t.verifiedTitle}>
        <Stack align="flex-start">
          <FormMessage tone="success">{ruleMessage(successMessage, language)}</FormMessage>
          <Button component={Link} to="/" replace>
            {shared.goHome}
          </Button>
        </Stack>
      </AccountCard>
    );
  }

  return (
    <AccountCard
      title={t.title}
      description={handed ? t.sentTo(OTP_LENGTH, handed.emailOrMobile) : t.askBoth(OTP_LENGTH)}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {!handed && (
            <TextInput
              label={shared.emailOrMobile}
              value={identifier}
              onChange={(event) => setIdentifier(event.currentTarget.value)}
              error={identifierError ? ruleMessage(identifierError, language) : null}
              autoComplete="username"
              withAsterisk
            />
          )}
          <Input.Wrapper label={t.code} error={otpInvalid ? t.codeInvalid(OTP_LENGTH) : null} withAsterisk>
            <PinInput
              length={OTP_LENGTH}
              type="number"
              value={otp}
              onChange={setOtp}
              error={otpInvalid}
              ariaLabel={t.code}
              mt={4}
            />
          </Input.Wrapper>
          {serverError && (
            <FormMessage tone="error">
              {serverError.message === null ? t.failed : ruleMessage(serverError.message, language)}
            </FormMessage>
          )}
          <Button type="submit" loading={pending} disabled={pending}>
            {t.verify}
          </Button>
          {!identifierProblem && (
            <ResendOtpButton variant="subtle" {...(isEmail ? { email: trimmed } : { mobile: trimmed })} />
          )}
        </Stack>
      </form>
    </AccountCard>
  );
}
