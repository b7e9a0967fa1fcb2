import { useMutation } from '@apollo/client/react';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { passwordResetMessages, validatePasswordReset } from '@shared/account-rules';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { readServerFailure } from '../../apollo/errors';
import { AccountCard } from '../../components/AccountCard/AccountCard';
import { FormMessage } from '../../components/AccountCard/FormMessage';
import { ResetPasswordMutation } from './operations';

const RESET_FAILED = 'Password reset failed.';
const HOME_REDIRECT_MS = 3000;

/** The account the code was sent for: ?email=.. or ?mobile=.., the tab saying which one counts. */
function identifierFromQuery(params: URLSearchParams): string {
  const email = params.get('email')?.trim() ?? '';
  const mobile = params.get('mobile')?.trim() ?? '';
  return params.get('tab') === 'mobile' ? mobile || email : email || mobile;
}

/** /reset-password?email|mobile=..&tab=..[&token=..]: the code arrives by e-mail or SMS. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const fromQuery = identifierFromQuery(params);
  const [identifier, setIdentifier] = useState(fromQuery);
  const [token, setToken] = useState(params.get('token') ?? '');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [successMessage, setSuccessMessage] = useState<string | null>(null);
  const [resetPassword, { loading }] = useMutation(ResetPasswordMutation);

  useEffect(() => {
    if (!successMessage) return;
    const timer = window.setTimeout(() => navigate('/'), HOME_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [successMessage, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const problem =
      validatePasswordReset({ token, newPassword, confirmPassword }) ??
      (identifier.trim() ? null : passwordResetMessages.fieldsRequired);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      const { data } = await resetPassword({
        variables: { input: { identifier: identifier.trim(), token: token.trim(), newPassword } },
      });
      const result = data?.resetPassword;
      if (result?.status) setSuccessMessage(result.message);
      else setError(result?.message || RESET_FAILED);
    } catch (failure) {
      setError(readServerFailure(failure).message ?? RESET_FAILED);
    }
  }

  return (
    <AccountCard
      title="Reset Password"
      description={
        fromQuery
          ? `Enter the code we sent to ${fromQuery} and choose a new password.`
          : 'Enter your e-mail or mobile number, the code we sent you and a new password.'
      }
    >
      {successMessage ? (
        <Stack gap="xs">
          <FormMessage tone="success">{successMessage}</FormMessage>
          <FormMessage tone="success">Taking you to the home page…</FormMessage>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            {!fromQuery && (
              <TextInput
                label="Email or mobile number"
                value={identifier}
                onChange={(event) => setIdentifier(event.currentTarget.value)}
                autoComplete="username"
                withAsterisk
              />
            )}
            <TextInput
              label="Reset code"
              value={token}
              onChange={(event) => setToken(event.currentTarget.value)}
              autoComplete="one-time-code"
              withAsterisk
            />
            <PasswordInput
              label="New password"
              value={newPassword}
              onChange={(event) => setNewPassword(event.currentTarget.value)}
              autoComplete="new-password"
              withAsterisk
            />
            <PasswordInput
              label="Confirm new password"
              value={confirmPassword}
              onChange={(event) => setConfirmPassword(event.currentTarget.value)}
              autoComplete="new-password"
              withAsterisk
            />
            {error && <FormMessage tone="error">{error}</FormMessage>}
            <Button type="submit" disabled={loading}>
              {loading ? 'Resetting...' : 'Reset Password'}
            </Button>
          </Stack>
        </form>
      )}
    </AccountCard>
  );
}
