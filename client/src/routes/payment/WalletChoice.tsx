import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PaymentProvider } from '../../gql/graphql';
import { useTexts } from '../../i18n/language-context';
import { paymentsTexts } from '../../payments/payments.texts';
import { comingWallets, wallets } from '../../payments/wallets';
import classes from './payment.module.css';
import { paymentTexts } from './payment.texts';

/**
 * The wallets (the one chosen on the payment panel first and marked), then the ones coming, listed
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
  const offered = [...wallets].sort(
    (a, b) => Number(b.provider === props.chosen) - Number(a.provider === props.chosen),
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {offered.map(({ provider, name, color }) => {
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
                color={color}
                size="md"
                onClick={() => props.onPay(provider)}
                loading={props.starting === provider}
                disabled={!available || props.starting !== null}
              >
                {shared.payWith(name)}
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
      {comingWallets.map((name) => (
        <Card key={name} withBorder padding="lg">
          <Stack>
            <Title order={3}>{name}</Title>
            <Text size="sm" c="dimmed">
              {t.comingSoon}
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
