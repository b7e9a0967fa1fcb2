import { useMutation } from '@apollo/client/react';
import { Anchor, Button, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  validateConfirmPassword,
  validateFirstName,
  validateLastName,
  validateRegisterEmail,
  validateRegisterMobile,
  validateRegisterPassword,
} from '@shared/account-rules';
import { useNavigate } from 'react-router-dom';
import { readServerFailure } from '../../apollo/errors';
import { useAuth } from '../../auth/auth-context';
import { useLanguage, useTexts } from '../../i18n/language-context';
import { type SaidByServer, formRule, serverMessage, serverMessageKey } from '../../i18n/server-messages';
import { accountTexts } from '../AccountCard/account.texts';
import { showErrorToast, showSuccessToast } from '../toasts';
import { accountModalsTexts } from './AccountModals.texts';
import { useAccountModals } from './account-modals-context';
import { withReadersMessage } from './field-errors';
import type { OtpVerificationState } from './LoginForm';
import { RegisterMutation } from './operations';

type RegisterValues = {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  password: string;
  confirmPassword: string;
};

/** The server names `name` for the joined first and last name; show that message on the first name. */
function formFieldFor(serverField: string): keyof RegisterValues | null {
  if (serverField === 'name') return 'firstName';
  const known: readonly string[] = ['email', 'mobile', 'password'];
  return known.includes(serverField) ? (serverField as keyof RegisterValues) : null;
}

export function RegisterForm() {
  const t = useTexts(accountModalsTexts).register;
  const fields = useTexts(accountTexts);
  const { language } = useLanguage();
  const failureText = (said: SaidByServer | null | undefined) => serverMessage(said, language, t.failed);
  const navigate = useNavigate();
  const [register, { loading }] = useMutation(RegisterMutation);
  const auth = useAuth();
  const modals = useAccountModals();

  const form = useForm<RegisterValues>({
    initialValues: { firstName: '', lastName: '', email: '', mobile: '', password: '', confirmPassword: '' },
    validate: {
      firstName: formRule(validateFirstName),
      lastName: formRule(validateLastName),
      email: formRule(validateRegisterEmail),
      mobile: formRule(validateRegisterMobile),
      password: formRule(validateRegisterPassword),
      confirmPassword: formRule((value: string, values: RegisterValues) =>
        validateConfirmPassword(value, values.password),
      ),
    },
  });
  const fieldProps = (name: keyof RegisterValues) => withReadersMessage(form.getInputProps(name), language);

  async function submit(values: RegisterValues) {
    const input = {
      name: `${values.firstName.trim()} ${values.lastName.trim()}`,
      email: values.email.trim(),
      mobile: values.mobile.trim(),
      password: values.password,
    };
    try {
      const { data } = await register({ variables: { input } });
      const result = data?.register;
      if (result?.status) {
        // Straight on to the code that was just mailed; verifying it signs in.
        showSuccessToast(serverMessage(result, language));
        modals.close();
        const state: OtpVerificationState = { emailOrMobile: input.email, isEmailLogin: true };
        navigate('/otp-verification', { state });
        return;
      }
      auth.setUser(null);
      showErrorToast(failureText(result));
    } catch (error) {
      auth.setUser(null);
      const failure = readServerFailure(error);
      const field = failure.field ? formFieldFor(failure.field) : null;
      const fieldMessage = serverMessageKey(failure);
      if (field && fieldMessage) form.setFieldError(field, fieldMessage);
      else showErrorToast(failureText(failure));
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t.firstName}
            autoComplete="given-name"
            withAsterisk
            {...fieldProps('firstName')}
          />
          <TextInput label={t.lastName} autoComplete="family-name" withAsterisk {...fieldProps('lastName')} />
        </SimpleGrid>
        <TextInput
          label={fields.email}
          type="email"
          placeholder={fields.emailPlaceholder}
          autoComplete="email"
          withAsterisk
          {...fieldProps('email')}
        />
        <TextInput
          label={t.mobileNumber}
          placeholder={fields.mobilePlaceholder}
          inputMode="numeric"
          autoComplete="tel-national"
          withAsterisk
          {...fieldProps('mobile')}
        />
        <PasswordInput
          label={fields.password}
          autoComplete="new-password"
          withAsterisk
          {...fieldProps('password')}
        />
        <PasswordInput
          label={t.confirmPassword}
          autoComplete="new-password"
          withAsterisk
          {...fieldProps('confirmPassword')}
        />
        <Button type="submit" loading={loading} disabled={loading} fullWidth mt="xs">
          {t.submit}
        </Button>
        <Text size="sm" ta="center">
          {t.haveAccount}{' '}
          <Anchor component="button" type="button" onClick={modals.openLogin}>
            {t.login}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
