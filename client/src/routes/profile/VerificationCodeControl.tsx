import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconShieldOff } from '@tabler/icons-react';
import { useState } from 'react';
import { readServerFailure } from '../../apollo/errors';
import { showErrorToast, showSuccessToast } from '../../components/toasts';
import { useLanguage } from '../../i18n/language-context';
import { serverMessage } from '../../i18n/server-messages';
import { historyTexts } from './history.texts';
import { WithdrawVerificationMutation } from './operations';
import { profileTexts } from './profile.texts';

/**
 * A history row's verification code, and the way to withdraw it. Withdrawing cannot be undone (a
 * printout carrying the code stops checking out), so it asks first.
 */
export function VerificationCodeControl({
  documentId,
  code,
  work,
}: {
  documentId: string;
  code: string;
  work: string;
}) {
  const { language } = useLanguage();
  const t = historyTexts[language];
  const [asking, setAsking] = useState(false);
  const [withdraw, { loading }] = useMutation(WithdrawVerificationMutation);

  const confirm = async () => {
    try {
      // The answer carries the document with no code: the cache updates the row in place.
      await withdraw({ variables: { documentId } });
      setAsking(false);
      showSuccessToast(t.withdrawn);
    } catch (error) {
      showErrorToast(
        serverMessage(readServerFailure(error), language, profileTexts[language].somethingWrong),
      );
    }
  };

  return (
    <Group gap="xs" wrap="wrap">
      <Text size="xs" c="dimmed" ff="monospace">
        {t.verificationCode(code)}
      </Text>
      <Button
        size="compact-xs"
        variant="subtle"
        color="red"
        leftSection={<IconShieldOff size={12} />}
        onClick={() => setAsking(true)}
        aria-label={`${t.withdraw}: ${work}`}
      >
        {t.withdraw}
      </Button>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t.withdrawTitle}>
        <Stack>
          <Text size="sm">{t.withdrawText}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t.cancel}
            </Button>
            <Button color="red" loading={loading} onClick={confirm}>
              {t.withdrawConfirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
