import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import { useTexts } from '../../i18n/language-context';
import { paymentsTexts } from '../../payments/payments.texts';
import { paymentPanelTexts } from './PaymentPanel.texts';

/**
 * Shown when nothing pays for another document: pay for one of this work with a wallet, or take
 * a plan. Empty when the work has no price.
 */
export function PaymentPanel({
  workKey,
  price,
  documentCount,
}: {
  workKey: string;
  price: number | null;
  documentCount: number;
}) {
  const t = useTexts(paymentPanelTexts);
  const shared = useTexts(paymentsTexts);
  const navigate = useNavigate();
  if (!price) return null;
  const pay = (provider: 'esewa' | 'khalti') =>
    navigate(`/payment?work=${encodeURIComponent(workKey)}&provider=${provider}`, {
      state: { work: workKey, price },
    });
  return (
    <Card withBorder padding="lg" radius="md" data-testid="payment-panel">
      <Stack gap="sm">
        <Title order={3}>{t.price(price)}</Title>
        <Text>{t.paymentNeeded(documentCount, price)}</Text>
        <Group>
          <Button color="green" onClick={() => pay('esewa')}>
            {shared.payWithEsewa}
          </Button>
          <Button color="grape" onClick={() => pay('khalti')}>
            {shared.payWithKhalti}
          </Button>
        </Group>
        <Divider label={t.or} labelPosition="center" />
        <Group>
          <Text fw={600}>{t.takePlans}</Text>
          <Button component={Link} to="/pricing" variant="light">
            {t.goToPricing}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
