import { CodeField, OTP_LENGTH } from '../../components/CodeField/CodeField';
import { useMutation } from '@apollo/client/react';
import { Button, Stack, TextInput } from '@mantine/core';
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
import { messageKey, serverMessage, serverMessageKey } from '../../i18n/server-messages';
import { useAuth } from '../../auth/auth-context';
import { ConfirmOtherIdentifier, unconfirmedIdentifier } from '../../auth/ConfirmOtherIdentifier';
import { takeNextWork } from '../../auth/next-work';
import { preloadSignInArrival } from '../../preload-screens';
import { showSuccessToast } from '../../components/toasts';
import { VerifyEmailOtpMutation, VerifyMobileOtpMutation } from './operations';
import { otpVerificationTexts } from './otp-verification.texts';

const OTP_PATTERN = /^[0-9]{6}$/;

/** What the server said went wrong; null when it gave no words ("An error occurred."). */
type ServerError = { message: string | null };

function readHandedState(state: unknown): OtpVerificationState | null {
  if (!state || typeof state !== 'object') return null;
  const { emailOrMobile, isEmailLogin } = state as Partial<OtpVerificationState>;
  return typeof emailOrMobile === 'string' && emailOrMobile
    ? { emailOrMobile, isEmailLogin: Boolean(isEmailLogin) }
    : null;
}

/**
 * Reached from the login popup when the account still needs its one-time code. A new hand-over
 * (the popup opened again from this page, for the mobile after the e-mail) starts a fresh form.
 */
export function OtpVerificationPage() {
  const location = useLocation();
  return <OtpVerificationForm key={location.key} />;
}

function OtpVerificationForm() {
  const t = useTexts(otpVerificationTexts);
  const shared = useTexts(accountTexts);
  const { language } = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  // A right code signs in: what it opens is fetched while the person reads their mail.
  useEffect(preloadSignInArrival, []);
  const handed = readHandedState(location.state);
  // Opened directly (a bookmark, a reload in another tab): ask for the address the code went to.
  const [identifier, setIdentifier] = useState(handed?.emailOrMobile ?? '');
  const [otp, setOtp] = useState('');
  const [identifierError, setIdentifierError] = useState<string | null>(null);
  const [otpInvalid, setOtpInvalid] = useState(false);
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const [successMessage, setSuccessMessage] = useState<string | null>(null);
  const [next, setNext] = useState('/dashboard');
  const [verifyEmail, emailState] = useMutation(VerifyEmailOtpMutation);
  const [verifyMobile, mobileState] = useMutation(VerifyMobileOtpMutation);
  const pending = emailState.loading || mobileState.loading;

  const trimmed = identifier.trim();
  const isEmail = handed ? handed.isEmailLogin : trimmed.includes('@');
  const identifierProblem = isEmail
    ? validateResetRequestEmail(trimmed)
    : validateResetRequestMobile(trimmed);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    setIdentifierError(handed || !identifierProblem ? null : messageKey(identifierProblem));
    setOtpInvalid(!OTP_PATTERN.test(otp));
    if ((!handed && identifierProblem) || !OTP_PATTERN.test(otp)) return;
    try {
      const result = isEmail
        ? (await verifyEmail({ variables: { email: trimmed, otp } })).data?.verifyEmail
        : (await verifyMobile({ variables: { mobile: trimmed, otp } })).data?.verifyMobile;
      if (!result?.status) {
        setServerError({ message: result ? serverMessageKey(result) : null });
        return;
      }
      // Verified and signed in: on to the work chosen before registering, or the dashboard.
      setSuccessMessage(serverMessageKey(result));
      showSuccessToast(serverMessage(result, language));
      if (result.user) {
        const me = await auth.refetch();
        const onward = takeNextWork() ?? '/dashboard';
        // The other identifier stopped counting: offer to confirm it here before going on.
        if (unconfirmedIdentifier(me)) setNext(onward);
        else navigate(onward, { replace: true });
      }
    } catch (error) {
      setServerError({ message: serverMessageKey(readServerFailure(error)) });
    }
  }

  if (successMessage) {
    return (
      <AccountCard title={t.verifiedTitle}>
        <Stack align="flex-start">
          <FormMessage tone="success">{ruleMessage(successMessage, language)}</FormMessage>
          <ConfirmOtherIdentifier />
          <Button component={Link} to={next} replace>
            {next === '/dashboard' ? shared.goHome : t.continueOn}
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
              // The page is this form: its first field has the focus, not the page's body.
              autoFocus
            />
          )}
          <CodeField
            label={t.code}
            invalidMessage={t.codeInvalid(OTP_LENGTH)}
            value={otp}
            onChange={setOtp}
            invalid={otpInvalid}
            autoFocus={Boolean(handed)}
            withAsterisk
          />
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
