import { useMutation } from '@apollo/client/react';
import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { FormMessage } from '../AccountCard/FormMessage';
import { ResendOtpMutation } from './operations';

const RESENT_BY_EMAIL = 'OTP resent successfully! Please check your email.';
const RESEND_FAILED = 'Failed to resend OTP. Please try again.';

/** Asks for a fresh code by e-mail or SMS and says plainly whether that worked. */
export function ResendOtpButton({ email, mobile, variant = 'light' }: ResendOtpButtonProps) {
  const [resendOtp, { loading }] = useMutation(ResendOtpMutation);
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; message: string } | null>(null);

  async function resend() {
    setOutcome(null);
    try {
      const { data } = await resendOtp({ variables: email ? { email } : { mobile } });
      const result = data?.resendOtp;
      if (result?.status) setOutcome({ tone: 'success', message: email ? RESENT_BY_EMAIL : result.message });
      else setOutcome({ tone: 'error', message: RESEND_FAILED });
    } catch (error) {
      console.error('Resending the OTP failed', error);
      setOutcome({ tone: 'error', message: RESEND_FAILED });
    }
  }

  return (
    <Stack gap="xs">
      <Button variant={variant} onClick={resend} loading={loading} disabled={loading || (!email && !mobile)}>
        Resend OTP
      </Button>
      {outcome && <FormMessage tone={outcome.tone}>{outcome.message}</FormMessage>}
    </Stack>
  );
}

interface ResendOtpButtonProps {
  email?: string;
  mobile?: string;
  variant?: 'light' | 'default' | 'subtle';
}
