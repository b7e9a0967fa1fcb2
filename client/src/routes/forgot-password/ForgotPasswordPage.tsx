import { useMutation } from '@apollo/client/react';
import { Anchor, Button, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { validateResetRequestEmail, validateResetRequestMobile } from '@shared/account-rules';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { readServerFailure } from '../../apollo/errors';
import { AccountCard } from '../../components/AccountCard/AccountCard';
import { FormMessage } from '../../components/AccountCard/FormMessage';
import { showSuccessToast } from '../../components/toasts';
import { RequestPasswordResetMutation } from './operations';

type Channel = 'email' | 'mobile';
const REQUEST_FAILED = 'Request failed.';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [channel, setChannel] = useState<Channel>('email');
  const [values, setValues] = useState({ email: '', mobile: '' });
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [requestReset, { loading }] = useMutation(RequestPasswordResetMutation);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    const value = values[channel].trim();
    const problem =
      channel === 'email' ? validateResetRequestEmail(value) : validateResetRequestMobile(value);
    setFieldError(problem);
    if (problem) return;
    try {
      const { data } = await requestReset({
        variables: channel === 'email' ? { email: value } : { mobile: value },
      });
      const result = data?.requestPasswordReset;
      if (!result?.status) {
        setServerError(result?.message || REQUEST_FAILED);
        return;
      }
      showSuccessToast(result.message);
      // The code itself travels by e-mail or SMS; the next page only needs to know where it went.
      navigate(`/reset-password?${new URLSearchParams({ [channel]: value, tab: channel })}`);
    } catch (error) {
      const failure = readServerFailure(error);
      if (failure.field === channel && failure.message) setFieldError(failure.message);
      else setServerError(failure.message ?? REQUEST_FAILED);
    }
  }

  function switchTo(next: string | null) {
    setChannel(next === 'mobile' ? 'mobile' : 'email');
    setFieldError(null);
    setServerError(null);
  }

  return (
    <AccountCard title="Forgot Password" description="We will send you a code to set a new password.">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Tabs value={channel} onChange={switchTo}>
            <Tabs.List grow>
              <Tabs.Tab value="email">Email</Tabs.Tab>
              <Tabs.Tab value="mobile">Mobile</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="email" pt="md">
              <TextInput
                label="Email"
                type="email"
                placeholder="you@example.com"
                autoComplete="email"
                value={values.email}
                onChange={(event) => setValues({ ...values, email: event.currentTarget.value })}
                error={channel === 'email' ? fieldError : null}
                withAsterisk
              />
            </Tabs.Panel>
            <Tabs.Panel value="mobile" pt="md">
              <TextInput
                label="Mobile number"
                placeholder="98XXXXXXXX"
                inputMode="numeric"
                autoComplete="tel-national"
                value={values.mobile}
                onChange={(event) => setValues({ ...values, mobile: event.currentTarget.value })}
                error={channel === 'mobile' ? fieldError : null}
                withAsterisk
              />
            </Tabs.Panel>
          </Tabs>
          {serverError && <FormMessage tone="error">{serverError}</FormMessage>}
          <Button type="submit" disabled={loading}>
            {loading ? 'Sending...' : 'Send Reset Code'}
          </Button>
          <Text size="sm" ta="center">
            Remembered it?{' '}
            <Anchor component={Link} to="/">
              Back to Home
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AccountCard>
  );
}
