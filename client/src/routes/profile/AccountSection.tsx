import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, PinInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { readServerFailure } from '../../apollo/errors';
import { useAuth } from '../../auth/auth-context';
import { showErrorToast, showSuccessToast } from '../../components/toasts';
import { ConfirmEmailChangeMutation, UpdateAccountMutation } from './operations';

export const NO_CHANGES = 'No changes in username or email';

/** Name and e-mail (mobile shown, not editable). A new e-mail waits for the code sent to it. */
export function AccountSection() {
  const { user, refetch } = useAuth();
  const [name, setName] = useState(user?.name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [otp, setOtp] = useState('');
  const [update, updating] = useMutation(UpdateAccountMutation);
  const [confirm, confirming] = useMutation(ConfirmEmailChangeMutation);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === user?.name && email.trim().toLowerCase() === user?.email) {
      showErrorToast(NO_CHANGES);
      return;
    }
    try {
      const result = await update({ variables: { name, email } });
      const answer = result.data?.updateAccount;
      if (answer?.status) showSuccessToast(answer.message);
      else showErrorToast(answer?.message ?? NO_CHANGES);
      await refetch();
    } catch (error) {
      showErrorToast(readServerFailure(error).message ?? 'Something went wrong');
    }
  };

  const confirmEmail = async () => {
    try {
      await confirm({ variables: { otp } });
      showSuccessToast('Email changed.');
      setOtp('');
      const fresh = await refetch();
      if (fresh) setEmail(fresh.email);
    } catch (error) {
      showErrorToast(readServerFailure(error).message ?? 'Something went wrong');
    }
  };

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm">
        <TextInput label="Name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <TextInput label="Email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
        <TextInput label="Mobile" value={user?.mobile ?? ''} disabled />
        <Button type="submit" loading={updating.loading} w="fit-content">
          Save Changes
        </Button>
        {user?.pendingEmail && (
          <Alert color="blue" title="Confirm your new email">
            <Stack gap="xs">
              We sent a code to {user.pendingEmail}. Enter it to make it your email.
              <Group>
                <PinInput
                  length={6}
                  type="number"
                  value={otp}
                  onChange={setOtp}
                  aria-label="Email change code"
                />
                <Button onClick={confirmEmail} loading={confirming.loading} disabled={otp.length !== 6}>
                  Confirm
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
      </Stack>
    </form>
  );
}
