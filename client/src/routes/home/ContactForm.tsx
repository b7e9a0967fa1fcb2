import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import {
  CONTACT_FIELDS,
  CONTACT_MESSAGE_MAX,
  type ContactField,
  type ContactValues,
  contactRules,
} from '@shared/contact-rules';
import { type FormEvent, useState } from 'react';
import { LengthCounter } from '../../components/LengthCounter/LengthCounter';
import { useLanguage, useTexts } from '../../i18n/language-context';
import { readServerFailure } from '../../apollo/errors';
import { ruleMessage } from '../../i18n/rule-messages';
import { formRule, messageKey, serverMessageKey } from '../../i18n/server-messages';
import { contactTexts } from './contact.texts';
import { SendContactMessageMutation } from './operations';

const EMPTY: ContactValues = { firstName: '', lastName: '', email: '', mobile: '', message: '' };
type Errors = Partial<Record<ContactField, string>>;

function check(values: ContactValues): Errors {
  const errors: Errors = {};
  for (const field of CONTACT_FIELDS) {
    const problem = contactRules[field](values[field]);
    if (problem) errors[field] = messageKey(problem);
  }
  return errors;
}

/**
 * First Name, Last Name, Email Address, Mobile Number, Message: checked here with the server's own
 * rules (every field at once on Submit, a field with a message again as it is typed in), then stored and mailed by
 * the server, which checks again.
 */
export function ContactForm() {
  const t = useTexts(contactTexts);
  const { language } = useLanguage();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [send, { loading }] = useMutation(SendContactMessageMutation);

  const field = (name: ContactField) => ({
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      // A field with a message is checked again as it is typed in, so the message goes once it is
      // mended (not on leaving the field: the form would shift under the pointer on its way to Submit).
      if (errors[name])
        setErrors((current) => ({ ...current, [name]: formRule(contactRules[name])(value) ?? undefined }));
    },
    error: errors[name] ? ruleMessage(errors[name], language) : undefined,
    name,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const result = await send({ variables: { input: values } });
      const answer = result.data?.sendContactMessage;
      setSent(answer ? (serverMessageKey(answer) ?? '') : '');
      setValues(EMPTY);
    } catch (error) {
      const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
      const extensions = (first?.extensions ?? {}) as { code?: string; field?: ContactField };
      if (extensions.field && CONTACT_FIELDS.includes(extensions.field)) {
        setErrors({ [extensions.field]: serverMessageKey(readServerFailure(error)) ?? '' });
      } else {
        setProblem(extensions.code === 'RATE_LIMITED' ? t.tooMany : t.failed);
      }
    }
  };

  if (sent !== null) {
    return (
      <Alert color="teal" icon={<IconCircleCheck aria-hidden />} title={t.sentTitle} role="status">
        <Stack gap="sm" align="flex-start">
          <Text>{ruleMessage(sent, language)}</Text>
          <Button variant="light" onClick={() => setSent(null)}>
            {t.sendAnother}
          </Button>
        </Stack>
      </Alert>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t.formLabel}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t.firstName} autoComplete="given-name" withAsterisk {...field('firstName')} />
          <TextInput label={t.lastName} autoComplete="family-name" withAsterisk {...field('lastName')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t.email} type="email" autoComplete="email" withAsterisk {...field('email')} />
          <TextInput
            label={t.mobile}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            withAsterisk
            {...field('mobile')}
          />
        </SimpleGrid>
        <div>
          {/* Not cut at the limit: the counter shows it, and the check says so on sending. */}
          <Textarea label={t.message} autosize minRows={4} maxRows={10} withAsterisk {...field('message')} />
          <LengthCounter value={values.message} max={CONTACT_MESSAGE_MAX} />
        </div>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={loading} leftSection={<IconSend size={16} aria-hidden />}>
            {t.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
