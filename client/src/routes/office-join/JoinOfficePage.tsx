import { useMutation } from '@apollo/client/react';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { readServerFailure } from '../../apollo/errors';
import { showSuccessToast } from '../../components/toasts';
import { useLanguage, useTexts } from '../../i18n/language-context';
import { serverMessage } from '../../i18n/server-messages';
import { setActiveOfficeId } from '../../offices/active-office';
import { MyOfficesQuery } from '../dashboard-layout/office-switcher.operations';
import { joinTexts } from './join.texts';
import { AcceptInvitationMutation } from './operations';

/**
 * The invitation link's page (`/offices/join?token=…`). Accepting is a button, not automatic: a
 * link opened by a mail scanner or in the wrong account must not spend the invitation.
 */
export function JoinOfficePage() {
  const { language } = useLanguage();
  const t = useTexts(joinTexts);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [problem, setProblem] = useState<string | null>(null);
  const [accept, accepting] = useMutation(AcceptInvitationMutation, { refetchQueries: [MyOfficesQuery] });

  const join = async () => {
    setProblem(null);
    try {
      const { data } = await accept({ variables: { token } });
      const office = data?.acceptInvitation.office;
      if (!office) return;
      setActiveOfficeId(office.id);
      showSuccessToast(t.joined(language === 'ne' ? office.nameNe : office.nameEn));
      navigate('/dashboard/clients');
    } catch (error) {
      setProblem(serverMessage(readServerFailure(error), language, t.failed));
    }
  };

  return (
    <Stack maw={560}>
      <Title order={1}>{t.title}</Title>
      {token ? <Text>{t.explain}</Text> : <Alert color="yellow">{t.noToken}</Alert>}
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      {token && (
        <Button onClick={join} loading={accepting.loading}>
          {t.accept}
        </Button>
      )}
    </Stack>
  );
}
