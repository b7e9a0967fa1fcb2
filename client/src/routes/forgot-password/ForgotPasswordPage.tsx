import { useMutation } from '@apollo/client/react';
import { Anchor, Button, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { validateResetRequestEmail, validateResetRequestMobile } from '@shared/account-rules';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { readServerFailure } from '../../apollo/errors';
import { AccountCard } from '../../components/AccountCard/AccountCard';
import { accountTexts } from '../../components/AccountCard/account.texts';
import { FormMessage } from '../../components/AccountCard/FormMessage';
import { showSuccessToast } from '../../components/toasts';
import { useLanguage, useTexts } from '../../i18n/language-context';
import { ruleMessage } from '../../i18n/rule-messages';
import { messageKey, serverMessage, serverMessageKey } from '../../i18n/server-messages';
import { forgotPasswordTexts } from './forgot-password.texts';
import { RequestPasswordResetMutation } from './operations';

type Channel = 'email' | 'mobile';
/** What the server said went wrong; null when it gave no words ("Request failed."). */
type ServerError = { message: string | null };

export function ForgotPasswordPage() {
  const t = useTexts(forgotPasswordTexts);
  const shared = useTexts(accountTexts);
  const { language } = useLanguage();
  const navigate = useNavigate();
  const [channel, setChannel] = useState<Channel>('email');
  const [values, setValues] = useState({ email: '', mobile: '' });
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const [requestReset, { loading }] = useMutation(RequestPasswordResetMutation);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    const value = values[channel].trim();
    const problem =
      channel === 'email' ? validateResetRequestEmail(value) : validateResetRequestMobile(value);
    setFieldError(problem ? messageKey(problem) : null);
    if (problem) return;
    try {
      const { data } = await requestReset({
        variables: channel === 'email' ? { email: value } : { mobile: value },
      });
      const result = data?.requestPasswordReset;
      if (!result?.status) {
        setServerError({ message: result ? serverMessageKey(result) : null });
        return;
      }
      showSuccessToast(serverMessage(result, language));
      // The code itself travels by e-mail or SMS; the next page only needs to know where it went.
      navigate(`/reset-password?${new URLSearchParams({ [channel]: value, tab: channel })}`);
    } catch (error) {
      const failure = readServerFailure(error);
      if (failure.field === channel && failure.message) setFieldError(serverMessageKey(failure));
      else setServerError({ message: serverMessageKey(failure) });
    }
  }

  const fieldMessage = fieldError ? ruleMessage(fieldError, language) : null;

  function switchTo(next: string | null) {
    setChannel(next === 'mobile' ? 'mobile' : 'email');
    setFieldError(null);
    setServerError(null);
  }

  return (
    <AccountCard title={t.title} description={t.intro}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Tabs value={channel} onChange={switchTo}>
            <Tabs.List grow>
              <Tabs.Tab value="email">{shared.emailTab}</Tabs.Tab>
              <Tabs.Tab value="mobile">{shared.mobileTab}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="email" pt="md">
              <TextInput
                label={shared.email}
                type="email"
                placeholder={shared.emailPlaceholder}
                autoComplete="email"
                value={values.email}
                onChange={(event) => setValues({ ...values, email: event.currentTarget.value })}
                error={channel === 'email' ? fieldMessage : null}
                withAsterisk
              />
            </Tabs.Panel>
            <Tabs.Panel value="mobile" pt="md">
              <TextInput
                label={shared.mobileNumber}
                placeholder={shared.mobilePlaceholder}
                inputMode="numeric"
                autoComplete="tel-national"
                value={values.mobile}
                onChange={(event) => setValues({ ...values, mobile: event.currentTarget.value })}
                error={channel === 'mobile' ? fieldMessage : null}
                withAsterisk
              />
            </Tabs.Panel>
          </Tabs>
          {serverError && (
            <FormMessage tone="error">
              {serverError.message === null ? t.failed : ruleMessage(serverError.message, language)}
            </FormMessage>
          )}
          <Button type="submit" disabled={loading}>
            {loading ? t.sending : t.send}
          </Button>
          <Text size="sm" ta="center">
            {t.remembered}{' '}
            <Anchor component={Link} to="/">
              {t.backHome}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AccountCard>
  );
}
