import { CodeField, OTP_LENGTH } from '../components/CodeField/CodeField';
import { useMutation } from '@apollo/client/react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { readServerFailure } from '../apollo/errors';
import { FormMessage } from '../components/AccountCard/FormMessage';
import { ResendOtpMutation } from '../components/ResendOtpButton/operations';
import { useLanguage, useTexts } from '../i18n/language-context';
import { ruleMessage } from '../i18n/rule-messages';
import { serverMessageKey } from '../i18n/server-messages';
import { VerifyEmailOtpMutation, VerifyMobileOtpMutation } from '../routes/otp-verification/operations';
import { type CurrentUser, useAuth } from './auth-context';
import { confirmOtherIdentifierTexts } from './confirm-other-identifier.texts';

const OTP_PATTERN = /^[0-9]{6}$/;

/** The signed-in user's e-mail or mobile that does not sign in yet, if any. */
export function unconfirmedIdentifier(
  user: Pick<CurrentUser, 'email' | 'mobile' | 'emailVerified' | 'mobileVerified'> | null,
): { kind: 'email' | 'mobile'; value: string } | null {
  if (!user) return null;
  if (user.mobile && !user.mobileVerified) return { kind: 'mobile', value: user.mobile };
  if (user.email && !user.emailVerified) return { kind: 'email', value: user.email };
  return null;
}

type Said = { tone: 'error' | 'success'; message: string | null };

/**
 * Verifying one identifier by its code makes the other one stop counting until it is confirmed
 * (the pre-hijack rule, server/src/modules/accounts/identity.ts), and a person who registered with
 * both would otherwise only find out when signing in by it fails. Shown right after a
 * verification: a code sent to the other identifier, entered here.
 */
export function ConfirmOtherIdentifier() {
  const t = useTexts(confirmOtherIdentifierTexts);
  const { language } = useLanguage();
  const auth = useAuth();
  const [resendOtp, sending] = useMutation(ResendOtpMutation);
  const [verifyEmail, emailState] = useMutation(VerifyEmailOtpMutation);
  const [verifyMobile, mobileState] = useMutation(VerifyMobileOtpMutation);
  const [sent, setSent] = useState(false);
  const [otp, setOtp] = useState('');
  const [otpInvalid, setOtpInvalid] = useState(false);
  const [said, setSaid] = useState<Said | null>(null);
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const other = unconfirmedIdentifier(auth.user);
  if (confirmed) return <FormMessage tone="success">{ruleMessage(confirmed, language)}</FormMessage>;
  if (!other) return null;
  const mobile = other.kind === 'mobile';
  const variables = mobile ? { mobile: other.value } : { email: other.value };

  async function send() {
    setSaid(null);
    try {
      const result = (await resendOtp({ variables })).data?.resendOtp;
      if (result?.status) setSent(true);
      else setSaid({ tone: 'error', message: result ? serverMessageKey(result) : null });
    } catch (error) {
      setSaid({ tone: 'error', message: serverMessageKey(readServerFailure(error)) });
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setSaid(null);
    setOtpInvalid(!OTP_PATTERN.test(otp));
    if (!OTP_PATTERN.test(otp) || !other) return;
    try {
      const result = mobile
        ? (await verifyMobile({ variables: { mobile: other.value, otp } })).data?.verifyMobile
        : (await verifyEmail({ variables: { email: other.value, otp } })).data?.verifyEmail;
      if (!result?.status) {
        setSaid({ tone: 'error', message: result ? serverMessageKey(result) : null });
        return;
      }
      setConfirmed(serverMessageKey(result) ?? result.message);
      await auth.refetch();
    } catch (error) {
      setSaid({ tone: 'error', message: serverMessageKey(readServerFailure(error)) });
    }
  }

  const pending = emailState.loading || mobileState.loading;
  return (
    <Paper withBorder p="md" w="100%" component="section" aria-labelledby="confirm-other-title">
      <form onSubmit={confirm} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h5" id="confirm-other-title">
            {t.title(mobile)}
          </Title>
          <Text size="sm">{sent ? t.sent(OTP_LENGTH, other.value) : t.why(mobile, other.value)}</Text>
          {sent && (
            <CodeField
              label={t.code}
              invalidMessage={t.codeInvalid(OTP_LENGTH)}
              value={otp}
              onChange={setOtp}
              invalid={otpInvalid}
            />
          )}
          {said && (
            <FormMessage tone={said.tone}>
              {said.message === null ? t.failed : ruleMessage(said.message, language)}
            </FormMessage>
          )}
          {sent ? (
            <Button type="submit" loading={pending} disabled={pending}>
              {t.confirm}
            </Button>
          ) : (
            <Button variant="light" onClick={send} loading={sending.loading} disabled={sending.loading}>
              {t.send}
            </Button>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
