import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, PasswordInput, PinInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { readServerFailure } from '../../apollo/errors';
import { useAuth } from '../../auth/auth-context';
import { showErrorToast, showSuccessToast } from '../../components/toasts';
import { useLanguage } from '../../i18n/language-context';
import { serverMessage } from '../../i18n/server-messages';
import { ConfirmEmailChangeMutation, UpdateAccountMutation } from './operations';
import { NO_CHANGES, profileMessage, profileTexts } from './profile.texts';

/** Name and e-mail (mobile shown, not editable). A new e-mail waits for the code sent to it. */
export function AccountSection() {
  const { user, refetch } = useAuth();
  const { language } = useLanguage();
  const t = profileTexts[language].account;
  const say = (message: string) => profileMessage(message, language);
  const wrong = profileTexts[language].somethingWrong;
  const [name, setName] = useState(user?.name ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [otp, setOtp] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  // A new e-mail moves where codes and resets go: the server asks for the current password.
  const emailChanges = email.trim().toLowerCase() !== (user?.email ?? '');
  const [update, updating] = useMutation(UpdateAccountMutation);
  const [confirm, confirming] = useMutation(ConfirmEmailChangeMutation);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === user?.name && email.trim().toLowerCase() === user?.email) {
      showErrorToast(say(NO_CHANGES));
      return;
    }
    try {
      const result = await update({
        variables: { name, email, currentPassword: emailChanges ? currentPassword : null },
      });
      const answer = result.data?.updateAccount;
      if (answer?.status) showSuccessToast(serverMessage(answer, language));
      else showErrorToast(serverMessage(answer, language, say(NO_CHANGES)));
      setCurrentPassword('');
      await refetch();
    } catch (error) {
      showErrorToast(serverMessage(readServerFailure(error), language, wrong));
    }
  };

  const confirmEmail = async () => {
    try {
      const result = await confirm({ variables: { otp } });
      showSuccessToast(serverMessage(result.data?.confirmEmailChange, language, t.changed));
      setOtp('');
      const fresh = await refetch();
      if (fresh) setEmail(fresh.email);
    } catch (error) {
      showErrorToast(serverMessage(readServerFailure(error), language, wrong));
    }
  };

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm">
        <TextInput label={t.name} value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <TextInput label={t.email} value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
        {emailChanges && (
          <PasswordInput
            label={t.currentPassword}
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.currentTarget.value)}
            autoComplete="current-password"
          />
        )}
        <TextInput label={t.mobile} value={user?.mobile ?? ''} disabled />
        <Button type="submit" loading={updating.loading} w="fit-content">
          {t.save}
        </Button>
        {user?.pendingEmail && (
          <Alert color="blue" title={t.confirmTitle}>
            <Stack gap="xs">
              {t.confirmText(user.pendingEmail)}
              <Group>
                <PinInput length={6} type="number" value={otp} onChange={setOtp} aria-label={t.code} />
                <Button onClick={confirmEmail} loading={confirming.loading} disabled={otp.length !== 6}>
                  {t.confirm}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
      </Stack>
    </form>
  );
}
