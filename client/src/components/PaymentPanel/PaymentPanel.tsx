import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';

export const paymentPanelText = (documentCount: number, price: number) =>
  `You have generated ${documentCount} documents. Please pay ${price} rupees for each additional document.`;

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
  const navigate = useNavigate();
  if (!price) return null;
  const pay = (provider: 'esewa' | 'khalti') =>
    navigate(`/payment?work=${encodeURIComponent(workKey)}&provider=${provider}`, {
      state: { work: workKey, price },
    });
  return (
    <Card withBorder padding="lg" radius="md" data-testid="payment-panel">
      <Stack gap="sm">
        <Title order={3}>Rs {price}</Title>
        <Text>{paymentPanelText(documentCount, price)}</Text>
        <Group>
          <Button color="green" onClick={() => pay('esewa')}>
            Pay with eSewa
          </Button>
          <Button color="grape" onClick={() => pay('khalti')}>
            Pay with Khalti
          </Button>
        </Group>
        <Divider label="OR" labelPosition="center" />
        <Group>
          <Text fw={600}>Take Plans</Text>
          <Button component={Link} to="/pricing" variant="light">
            Go to Pricing
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
