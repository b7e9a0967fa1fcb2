import { useMutation } from '@apollo/client/react';
import { Anchor, Button, Group, PasswordInput, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  loginMessages,
  validateLoginEmail,
  validateLoginMobile,
  validateLoginPassword,
} from '@shared/account-rules';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { readServerFailure } from '../../apollo/errors';
import { preloadSignInArrival } from '../../preload-screens';
import { useAuth } from '../../auth/auth-context';
import { takeNextWork } from '../../auth/next-work';
import { useLanguage, useTexts } from '../../i18n/language-context';
import { type SaidByServer, formRule, serverMessage, serverMessageKey } from '../../i18n/server-messages';
import { accountTexts } from '../AccountCard/account.texts';
import { showErrorToast } from '../toasts';
import { accountModalsTexts } from './AccountModals.texts';
import { useAccountModals } from './account-modals-context';
import { withReadersMessage } from './field-errors';
import { LoginMutation } from './operations';

type LoginChannel = 'email' | 'mobile';

/** State handed to /otp-verification when the account still needs its one-time code. */
export interface OtpVerificationState {
  emailOrMobile: string;
  isEmailLogin: boolean;
}

const notVerifiedCodes: readonly string[] = [
  loginMessages.emailNotVerified.code,
  loginMessages.mobileNotVerified.code,
];

export function LoginForm() {
  const t = useTexts(accountModalsTexts).login;
  const fields = useTexts(accountTexts);
  const { language } = useLanguage();
  const [channel, setChannel] = useState<LoginChannel>('email');
  const [refusal, setRefusal] = useState<SaidByServer | null>(null);
  const [login, { loading }] = useMutation(LoginMutation);
  const auth = useAuth();
  const modals = useAccountModals();
  const navigate = useNavigate();
  useEffect(preloadSignInArrival, []);

  const form = useForm({
    initialValues: { email: '', mobile: '', password: '' },
    // Only the field of the chosen tab is required.
    validate: {
      email: formRule((value: string) => (channel === 'email' ? validateLoginEmail(value) : null)),
      mobile: formRule((value: string) => (channel === 'mobile' ? validateLoginMobile(value) : null)),
      password: formRule(validateLoginPassword),
    },
  });
  const fieldProps = (name: keyof typeof form.values) =>
    withReadersMessage(form.getInputProps(name), language);

  async function submit(values: typeof form.values) {
    setRefusal(null);
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
        navigate(takeNextWork() ?? '/dashboard');
        return;
      }
      if (result.verificationRequired || notVerifiedCodes.includes(result.messageCode)) {
        modals.close();
        const state: OtpVerificationState = { emailOrMobile: identifier, isEmailLogin: channel === 'email' };
        navigate('/otp-verification', { state });
        return;
      }
      setRefusal(result);
    } catch (error) {
      auth.setUser(null);
      const failure = readServerFailure(error);
      const fieldMessage = serverMessageKey(failure);
      if (failure.field && fieldMessage && failure.field in values) {
        form.setFieldError(failure.field, fieldMessage);
      } else if (
        failure.message &&
        ['UNAUTHENTICATED', 'FORBIDDEN', 'RATE_LIMITED'].includes(failure.code ?? '')
      ) {
        // Wrong credentials or too many tries: the user reads why next to the form; what they
        // typed stays (only the password is cleared) so they can try again.
        setRefusal(failure);
        form.setFieldValue('password', '');
      } else {
        showErrorToast(serverMessage(failure, language, t.failed));
        form.setFieldValue('password', '');
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
            setRefusal(null);
            form.clearErrors();
          }}
        >
          <Tabs.List grow>
            <Tabs.Tab value="email">{fields.emailTab}</Tabs.Tab>
            <Tabs.Tab value="mobile">{fields.mobileTab}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="email" pt="md">
            <TextInput
              label={fields.email}
              placeholder={fields.emailPlaceholder}
              type="email"
              autoComplete="email"
              withAsterisk
              {...fieldProps('email')}
            />
          </Tabs.Panel>
          <Tabs.Panel value="mobile" pt="md">
            <TextInput
              label={fields.mobileNumber}
              placeholder={fields.mobilePlaceholder}
              inputMode="numeric"
              autoComplete="tel-national"
              withAsterisk
              {...fieldProps('mobile')}
            />
          </Tabs.Panel>
        </Tabs>
        <PasswordInput
          label={fields.password}
          placeholder={t.passwordPlaceholder}
          autoComplete="current-password"
          withAsterisk
          {...fieldProps('password')}
        />
        {refusal && (
          <Text c="red" size="sm" role="alert" data-testid="login-server-message">
            {serverMessage(refusal, language, t.failed)}
          </Text>
        )}
        <Group justify="flex-end">
          <Anchor component={Link} to="/forgotpasswordrequest" size="sm" onClick={modals.close}>
            {t.forgotPassword}
          </Anchor>
        </Group>
        <Button type="submit" loading={loading} disabled={loading} fullWidth>
          {t.submit}
        </Button>
        <Text size="sm" ta="center">
          {t.noAccount}{' '}
          <Anchor component="button" type="button" onClick={modals.openRegister}>
            {t.register}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
