import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTexts } from '../../i18n/language-context';
import { paymentsTexts } from '../../payments/payments.texts';
import { paymentFailureTexts } from './payment-failure.texts';

export function PaymentFailurePage() {
  const t = useTexts(paymentFailureTexts);
  const shared = useTexts(paymentsTexts);
  return (
    <Container size="sm" py="xl">
      <Stack align="center" ta="center">
        <Title order={2}>{t.title}</Title>
        <Text>{t.text}</Text>
        <Button component={Link} to="/dashboard">
          {shared.goToDashboard}
        </Button>
      </Stack>
    </Container>
  );
}
