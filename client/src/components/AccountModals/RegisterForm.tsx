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
import { readServerFailure } from '../../apollo/errors';
import { useAuth } from '../../auth/auth-context';
import { showErrorToast, showSuccessToast } from '../toasts';
import { useAccountModals } from './account-modals-context';
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
  const [register, { loading }] = useMutation(RegisterMutation);
  const auth = useAuth();
  const modals = useAccountModals();

  const form = useForm<RegisterValues>({
    initialValues: { firstName: '', lastName: '', email: '', mobile: '', password: '', confirmPassword: '' },
    validate: {
      firstName: validateFirstName,
      lastName: validateLastName,
      email: validateRegisterEmail,
      mobile: validateRegisterMobile,
      password: validateRegisterPassword,
      confirmPassword: (value, values) => validateConfirmPassword(value, values.password),
    },
  });

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
        showSuccessToast(result.message);
        modals.openLogin();
        return;
      }
      auth.setUser(null);
      showErrorToast(result?.message || 'Something went wrong');
    } catch (error) {
      auth.setUser(null);
      const failure = readServerFailure(error);
      const field = failure.field ? formFieldFor(failure.field) : null;
      if (field && failure.message) form.setFieldError(field, failure.message);
      else showErrorToast(failure.message ?? 'Something went wrong');
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="First Name"
            autoComplete="given-name"
            withAsterisk
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label="Last Name"
            autoComplete="family-name"
            withAsterisk
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          placeholder="you@example.com"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Mobile Number"
          placeholder="98XXXXXXXX"
          inputMode="numeric"
          autoComplete="tel-national"
          withAsterisk
          {...form.getInputProps('mobile')}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" loading={loading} disabled={loading} fullWidth mt="xs">
          Register
        </Button>
        <Text size="sm" ta="center">
          Already have an account?{' '}
          <Anchor component="button" type="button" onClick={modals.openLogin}>
            Login
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
