import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTexts } from '../../i18n/language-context';
import { retryPath } from '../../payments/purchase-memory';
import { paymentsTexts } from '../../payments/payments.texts';
import { paymentFailureTexts } from './payment-failure.texts';

/** eSewa's failure return (cancelled, or not paid): nothing was credited; the same purchase can be tried again. */
export function PaymentFailurePage() {
  const t = useTexts(paymentFailureTexts);
  const shared = useTexts(paymentsTexts);
  return (
    <Container size="sm" py="xl">
      <Stack align="center" ta="center">
        <Title order={1}>{t.title}</Title>
        <Text>{t.text}</Text>
        <Group justify="center">
          <Button component={Link} to={retryPath()}>
            {t.tryAgain}
          </Button>
          <Button component={Link} to="/dashboard" variant="default">
            {shared.goToDashboard}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
