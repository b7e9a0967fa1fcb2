import { useMutation } from '@apollo/client/react';
import { Button, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { readServerFailure } from '../../apollo/errors';
import { AccountCard } from '../../components/AccountCard/AccountCard';
import { accountTexts } from '../../components/AccountCard/account.texts';
import { ResendOtpButton } from '../../components/ResendOtpButton/ResendOtpButton';
import { useLanguage, useTexts } from '../../i18n/language-context';
import { ruleMessage } from '../../i18n/rule-messages';
import { serverMessageKey } from '../../i18n/server-messages';
import { useAuth } from '../../auth/auth-context';
import { ConfirmOtherIdentifier } from '../../auth/ConfirmOtherIdentifier';
import { takeNextWork } from '../../auth/next-work';
import { preloadSignInArrival } from '../../preload-screens';
import { VerifyEmailMutation } from './operations';
import { verifyEmailTexts } from './verify-email.texts';

/** The server's message; a failure without one (null) reads "Verification failed." */
type Outcome =
  | { state: 'verifying' }
  | { state: 'success'; message: string; next: string }
  | { state: 'failure'; message: string | null };

/** Opened from the link in the verification e-mail: /verify-email?email=..&otp=.. */
export function VerifyEmailPage() {
  const t = useTexts(verifyEmailTexts);
  const shared = useTexts(accountTexts);
  const { language } = useLanguage();
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const otp = params.get('otp')?.trim() ?? '';
  const [verifyEmail] = useMutation(VerifyEmailMutation);
  const auth = useAuth();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'verifying' });
  const sentFor = useRef<string | null>(null);
  // A right code signs in: what the next link opens is fetched while the code is checked.
  useEffect(preloadSignInArrival, []);

  useEffect(() => {
    // A code is single-use: never send the same one twice (StrictMode runs effects twice in development).
    const key = `${email}\n${otp}`;
    if (sentFor.current === key) return;
    sentFor.current = key;
    if (!email || !otp) {
      setOutcome({ state: 'failure', message: null });
      return;
    }
    setOutcome({ state: 'verifying' });
    verifyEmail({ variables: { email, otp } }).then(
      ({ data }) => {
        const result = data?.verifyEmail;
        if (result?.status) {
          // Verifying signs in: the header and the next screens know the user from here on.
          setOutcome({
            state: 'success',
            message: serverMessageKey(result) ?? result.message,
            next: takeNextWork() ?? '/dashboard',
          });
          void auth.refetch();
        } else setOutcome({ state: 'failure', message: result ? serverMessageKey(result) : null });
      },
      (error: unknown) => {
        setOutcome({ state: 'failure', message: serverMessageKey(readServerFailure(error)) });
      },
    );
  }, [email, otp, verifyEmail, auth]);

  if (outcome.state === 'verifying') {
    return (
      <AccountCard title={t.verifyingTitle}>
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text>{t.verifying}</Text>
        </Group>
      </AccountCard>
    );
  }

  if (outcome.state === 'success') {
    return (
      <AccountCard title={t.verifiedTitle}>
        <Stack align="flex-start">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon color="green" variant="light" radius="xl" size="lg">
              <IconCircleCheck size={22} />
            </ThemeIcon>
            <Text role="status">{ruleMessage(outcome.message, language)}</Text>
          </Group>
          <ConfirmOtherIdentifier />
          <Button component={Link} to={outcome.next}>
            {shared.goHome}
          </Button>
        </Stack>
      </AccountCard>
    );
  }

  return (
    <AccountCard title={t.failedTitle}>
      <Stack>
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="red" variant="light" radius="xl" size="lg">
            <IconCircleX size={22} />
          </ThemeIcon>
          <Text c="red" role="alert">
            {outcome.message === null ? t.failed : ruleMessage(outcome.message, language)}
          </Text>
        </Group>
        {email && <ResendOtpButton email={email} />}
      </Stack>
    </AccountCard>
  );
}
