import { useMutation } from '@apollo/client/react';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { passwordResetMessages, validatePasswordReset } from '@shared/account-rules';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { readServerFailure } from '../../apollo/errors';
import { AccountCard } from '../../components/AccountCard/AccountCard';
import { accountTexts } from '../../components/AccountCard/account.texts';
import { FormMessage } from '../../components/AccountCard/FormMessage';
import { useLanguage, useTexts } from '../../i18n/language-context';
import { ruleMessage } from '../../i18n/rule-messages';
import { messageKey, serverMessageKey } from '../../i18n/server-messages';
import { ResetPasswordMutation } from './operations';
import { resetPasswordTexts } from './reset-password.texts';

const HOME_REDIRECT_MS = 3000;

/** A rule's or the server's message; null when the server gave no words ("Password reset failed."). */
type Problem = { message: string | null };

/** The account the code was sent for: ?email=.. or ?mobile=.., the tab saying which one counts. */
function identifierFromQuery(params: URLSearchParams): string {
  const email = params.get('email')?.trim() ?? '';
  const mobile = params.get('mobile')?.trim() ?? '';
  return params.get('tab') === 'mobile' ? mobile || email : email || mobile;
}

/** /reset-password?email|mobile=..&tab=..[&token=..]: the code arrives by e-mail or SMS. */
export function ResetPasswordPage() {
  const t = useTexts(resetPasswordTexts);
  const shared = useTexts(accountTexts);
  const { language } = useLanguage();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const fromQuery = identifierFromQuery(params);
  const [identifier, setIdentifier] = useState(fromQuery);
  const [token, setToken] = useState(params.get('token') ?? '');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<Problem | null>(null);
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
      setError({ message: messageKey(problem) });
      return;
    }
    try {
      const { data } = await resetPassword({
        variables: { input: { identifier: identifier.trim(), token: token.trim(), newPassword } },
      });
      const result = data?.resetPassword;
      if (result?.status) setSuccessMessage(serverMessageKey(result));
      else setError({ message: result ? serverMessageKey(result) : null });
    } catch (failure) {
      setError({ message: serverMessageKey(readServerFailure(failure)) });
    }
  }

  return (
    <AccountCard title={t.title} description={fromQuery ? t.sentTo(fromQuery) : t.askAll}>
      {successMessage ? (
        <Stack gap="xs">
          <FormMessage tone="success">{ruleMessage(successMessage, language)}</FormMessage>
          <FormMessage tone="success">{t.goingHome}</FormMessage>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            {!fromQuery && (
              <TextInput
                label={shared.emailOrMobile}
                value={identifier}
                onChange={(event) => setIdentifier(event.currentTarget.value)}
                autoComplete="username"
                withAsterisk
              />
            )}
            <TextInput
              label={t.code}
              value={token}
              onChange={(event) => setToken(event.currentTarget.value)}
              autoComplete="one-time-code"
              withAsterisk
            />
            <PasswordInput
              label={t.newPassword}
              value={newPassword}
              onChange={(event) => setNewPassword(event.currentTarget.value)}
              autoComplete="new-password"
              withAsterisk
            />
            <PasswordInput
              label={t.confirmPassword}
              value={confirmPassword}
              onChange={(event) => setConfirmPassword(event.currentTarget.value)}
              autoComplete="new-password"
              withAsterisk
            />
            {error && (
              <FormMessage tone="error">
                {error.message === null ? t.failed : ruleMessage(error.message, language)}
              </FormMessage>
            )}
            <Button type="submit" disabled={loading}>
              {loading ? t.resetting : t.submit}
            </Button>
          </Stack>
        </form>
      )}
    </AccountCard>
  );
}
