import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PaymentProvider } from '../../gql/graphql';
import { useTexts } from '../../i18n/language-context';
import { paymentsTexts } from '../../payments/payments.texts';
import { walletColor } from '../../payments/wallets';
import classes from './payment.module.css';
import { paymentTexts } from './payment.texts';

const WALLETS: { provider: PaymentProvider; name: string }[] = [
  { provider: 'ESEWA', name: 'eSewa' },
  { provider: 'KHALTI', name: 'Khalti' },
];

/**
 * eSewa and Khalti (the one chosen on the payment panel first and marked), then IME Pay, listed
 * without an action as in the product. Every button is disabled while a start is on its way.
 */
export function WalletChoice(props: {
  chosen: PaymentProvider | null;
  configured: (provider: PaymentProvider) => boolean;
  starting: PaymentProvider | null;
  onPay: (provider: PaymentProvider) => void;
}) {
  const t = useTexts(paymentTexts);
  const shared = useTexts(paymentsTexts);
  const label = { ESEWA: shared.payWithEsewa, KHALTI: shared.payWithKhalti };
  const wallets = [...WALLETS].sort(
    (a, b) => Number(b.provider === props.chosen) - Number(a.provider === props.chosen),
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {wallets.map(({ provider, name }) => {
        const available = props.configured(provider);
        return (
          <Card
            key={provider}
            withBorder
            padding="lg"
            className={provider === props.chosen ? classes.chosen : undefined}
            data-testid={`wallet-${provider}`}
          >
            <Stack>
              <Title order={3}>{name}</Title>
              <Button
                color={walletColor[provider]}
                size="md"
                onClick={() => props.onPay(provider)}
                loading={props.starting === provider}
                disabled={!available || props.starting !== null}
              >
                {label[provider]}
              </Button>
              {!available && (
                <Text size="sm" c="dimmed">
                  {t.notConfigured}
                </Text>
              )}
            </Stack>
          </Card>
        );
      })}
      <Card withBorder padding="lg">
        <Stack>
          <Title order={3}>IME Pay</Title>
          <Text size="sm" c="dimmed">
            {t.comingSoon}
          </Text>
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
