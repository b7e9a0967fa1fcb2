import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { readServerFailure } from '../../apollo/errors';
import { showSuccessToast } from '../../components/toasts';
import { useLanguage, useTexts } from '../../i18n/language-context';
import { serverMessage } from '../../i18n/server-messages';
import type { OfficeRole } from '../../gql/graphql';
import { officeTexts } from './office.texts';
import { InviteMemberMutation, OfficeTeamQuery } from './operations';

/** The office's members and, for its owners, the invitation form (an e-mail and a role). */
export function MembersPanel({ officeId }: { officeId: string }) {
  const { language } = useLanguage();
  const t = useTexts(officeTexts);
  const { data } = useQuery(OfficeTeamQuery, { variables: { id: officeId } });
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<string>('writer');
  const [problem, setProblem] = useState<string | null>(null);
  const [invite, inviting] = useMutation(InviteMemberMutation);
  const office = data?.office;
  if (!office) return null;
  const owner = office.myRole === 'owner';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      await invite({ variables: { input: { officeId, email: email.trim(), role: role as OfficeRole } } });
      showSuccessToast(t.invited(email.trim()));
      setEmail('');
    } catch (error) {
      setProblem(serverMessage(readServerFailure(error), language, t.failed));
    }
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t.members}
      </Title>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {office.members.map((member) => (
          <Card key={member.id} component="li" withBorder padding="xs">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text truncate>{member.name}</Text>
              <Badge variant="light">{t.roles[member.role] ?? member.role}</Badge>
            </Group>
          </Card>
        ))}
      </Stack>
      {owner ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Title order={3} size="h4">
              {t.invite}
            </Title>
            {problem && (
              <Alert color="red" role="alert">
                {problem}
              </Alert>
            )}
            <TextInput
              label={t.inviteEmail}
              type="email"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <Select
              label={t.inviteRole}
              value={role}
              onChange={(value) => setRole(value ?? 'writer')}
              allowDeselect={false}
              data={['writer', 'viewer', 'owner'].map((value) => ({ value, label: t.roles[value] ?? value }))}
            />
            <Button type="submit" loading={inviting.loading}>
              {t.send}
            </Button>
          </Stack>
        </form>
      ) : (
        <Text c="dimmed">{t.ownersOnly}</Text>
      )}
    </Stack>
  );
}
