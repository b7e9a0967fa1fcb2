import { useMutation } from '@apollo/client/react';
import { Anchor, Button, Group, PasswordInput, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  loginMessages,
  validateLoginEmail,
  validateLoginMobile,
  validateLoginPassword,
} from '@shared/account-rules';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { readServerFailure } from '../../apollo/errors';
import { useAuth } from '../../auth/auth-context';
import { showErrorToast } from '../toasts';
import { useAccountModals } from './account-modals-context';
import { LoginMutation } from './operations';

type LoginChannel = 'email' | 'mobile';

/** State handed to /otp-verification when the account still needs its one-time code. */
export interface OtpVerificationState {
  emailOrMobile: string;
  isEmailLogin: boolean;
}

const notVerifiedMessages: readonly string[] = [
  loginMessages.emailNotVerified,
  loginMessages.mobileNotVerified,
];

export function LoginForm() {
  const [channel, setChannel] = useState<LoginChannel>('email');
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [login, { loading }] = useMutation(LoginMutation);
  const auth = useAuth();
  const modals = useAccountModals();
  const navigate = useNavigate();

  const form = useForm({
    initialValues: { email: '', mobile: '', password: '' },
    // Only the field of the chosen tab is required.
    validate: {
      email: (value) => (channel === 'email' ? validateLoginEmail(value) : null),
      mobile: (value) => (channel === 'mobile' ? validateLoginMobile(value) : null),
      password: validateLoginPassword,
    },
  });

  async function submit(values: typeof form.values) {
    setServerMessage(null);
    const identifier = (channel === 'email' ? values.email : values.mobile).trim();
    const input =
      channel === 'email'
        ? { email: identifier, password: values.password }
        : { mobile: identifier, password: values.password };
    try {
      const { data } = await login({ variables: { input } });
      const result = data?.login;
      if (!result) throw new Error('Login returned no result');
      if (result.status) {
        modals.close();
        await auth.refetch();
        navigate('/dashboard');
        return;
      }
      if (result.verificationRequired || notVerifiedMessages.includes(result.message)) {
        modals.close();
        const state: OtpVerificationState = { emailOrMobile: identifier, isEmailLogin: channel === 'email' };
        navigate('/otp-verification', { state });
        return;
      }
      setServerMessage(result.message);
    } catch (error) {
      auth.setUser(null);
      const failure = readServerFailure(error);
      if (failure.field && failure.message && failure.field in values) {
        form.setFieldError(failure.field, failure.message);
      } else if (failure.message && (failure.code === 'UNAUTHENTICATED' || failure.code === 'FORBIDDEN')) {
        // Wrong credentials: the user reads why next to the form and tries again.
        setServerMessage(failure.message);
        form.setFieldValue('password', '');
      } else {
        showErrorToast(failure.message ?? 'Something went wrong.');
        form.reset();
      }
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        <Tabs
          value={channel}
          onChange={(next) => {
            setChannel(next === 'mobile' ? 'mobile' : 'email');
            setServerMessage(null);
            form.clearErrors();
          }}
        >
          <Tabs.List grow>
            <Tabs.Tab value="email">Email</Tabs.Tab>
            <Tabs.Tab value="mobile">Mobile</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="email" pt="md">
            <TextInput
              label="Email"
              placeholder="you@example.com"
              type="email"
              autoComplete="email"
              withAsterisk
              {...form.getInputProps('email')}
            />
          </Tabs.Panel>
          <Tabs.Panel value="mobile" pt="md">
            <TextInput
              label="Mobile number"
              placeholder="98XXXXXXXX"
              inputMode="numeric"
              autoComplete="tel-national"
              withAsterisk
              {...form.getInputProps('mobile')}
            />
          </Tabs.Panel>
        </Tabs>
        <PasswordInput
          label="Password"
          placeholder="Your password"
          autoComplete="current-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        {serverMessage && (
          <Text c="red" size="sm" role="alert" data-testid="login-server-message">
            {serverMessage}
          </Text>
        )}
        <Group justify="flex-end">
          <Anchor component={Link} to="/forgotpasswordrequest" size="sm" onClick={modals.close}>
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" loading={loading} disabled={loading} fullWidth>
          Login
        </Button>
        <Text size="sm" ta="center">
          Don't have an account?{' '}
          <Anchor component="button" type="button" onClick={modals.openRegister}>
            Register
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
