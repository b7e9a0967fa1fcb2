import { useMutation } from '@apollo/client/react';
import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useLanguage, useTexts } from '../../i18n/language-context';
import { ruleMessage } from '../../i18n/rule-messages';
import { serverMessageKey } from '../../i18n/server-messages';
import { FormMessage } from '../AccountCard/FormMessage';
import { ResendOtpMutation } from './operations';
import { resendOtpTexts } from './ResendOtpButton.texts';

/** A fresh code went out (by SMS the server's own words are shown), or it did not. */
type Outcome = { tone: 'success'; serverMessage: string | null } | { tone: 'error' };

/** Asks for a fresh code by e-mail or SMS and says plainly whether that worked. */
export function ResendOtpButton({ email, mobile, variant = 'light' }: ResendOtpButtonProps) {
  const t = useTexts(resendOtpTexts);
  const { language } = useLanguage();
  const [resendOtp, { loading }] = useMutation(ResendOtpMutation);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function resend() {
    setOutcome(null);
    try {
      const { data } = await resendOtp({ variables: email ? { email } : { mobile } });
      const result = data?.resendOtp;
      if (result?.status)
        setOutcome({ tone: 'success', serverMessage: email ? null : serverMessageKey(result) });
      else setOutcome({ tone: 'error' });
    } catch (error) {
      console.error('Resending the OTP failed', error);
      setOutcome({ tone: 'error' });
    }
  }

  const message = (shown: Outcome) => {
    if (shown.tone === 'error') return t.failed;
    return shown.serverMessage === null ? t.resentByEmail : ruleMessage(shown.serverMessage, language);
  };

  return (
    <Stack gap="xs">
      <Button variant={variant} onClick={resend} loading={loading} disabled={loading || (!email && !mobile)}>
        {t.resend}
      </Button>
      {outcome && <FormMessage tone={outcome.tone}>{message(outcome)}</FormMessage>}
    </Stack>
  );
}

interface ResendOtpButtonProps {
  email?: string;
  mobile?: string;
  variant?: 'light' | 'default' | 'subtle';
}
