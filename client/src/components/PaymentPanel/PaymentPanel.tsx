import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router-dom';
import type { WorkEntitlementFieldsFragment } from '../../gql/graphql';
import { useTexts } from '../../i18n/language-context';
import { paymentsTexts } from '../../payments/payments.texts';
import { wallets } from '../../payments/wallets';
import { paymentPanelTexts } from './PaymentPanel.texts';

export type WorkEntitlement = WorkEntitlementFieldsFragment;

/**
 * Shown when the server says nothing pays for another document of this work: why, its price, the
 * wallets the server offers for one document, or a plan. Empty when the work has no price. For an
 * office document (`forOffice`) the office's allowance is what ran out, and only a plan bought by
 * the office's owners refills it: the panel says so and leads to the office screen.
 */
export function PaymentPanel({
  workKey,
  entitlement,
  forOffice = false,
}: {
  workKey: string;
  entitlement: WorkEntitlement;
  forOffice?: boolean;
}) {
  const t = useTexts(paymentPanelTexts);
  const shared = useTexts(paymentsTexts);
  const navigate = useNavigate();
  const { price, documentCount, reason, paymentProviders, plans } = entitlement;
  if (!price) return null;
  if (forOffice) {
    return (
      <Card withBorder padding="lg" radius="md" data-testid="payment-panel" data-reason={reason ?? undefined}>
        <Stack gap="sm">
          <Title order={3}>{t.officeTitle}</Title>
          <Text>{t.officeSpent}</Text>
          <Button component={Link} to="/dashboard/office" variant="light" w="fit-content">
            {t.goToOffice}
          </Button>
        </Stack>
      </Card>
    );
  }
  // One tap: straight to the payment page with this wallet first, which names the work and its price.
  const pay = (slug: string) =>
    navigate(`/payment?work=${encodeURIComponent(workKey)}&provider=${slug}`, {
      state: { work: workKey, price },
    });
  return (
    <Card withBorder padding="lg" radius="md" data-testid="payment-panel" data-reason={reason ?? undefined}>
      <Stack gap="sm">
        <Title order={3}>{t.price(price)}</Title>
        <Text>
          {reason === 'PLAN_DOCUMENTS_USED'
            ? t.planUsedUp(price)
            : reason === 'PLAN_EXPIRED'
              ? t.planExpired(documentCount, price)
              : t.paymentNeeded(documentCount, price)}
        </Text>
        <Group>
          {wallets
            .filter((wallet) => paymentProviders.includes(wallet.provider))
            .map((wallet) => (
              <Button key={wallet.provider} color={wallet.color} onClick={() => pay(wallet.slug)}>
                {shared.payWith(wallet.name)}
              </Button>
            ))}
        </Group>
        {plans.length > 0 && (
          <>
            <Divider label={t.or} labelPosition="center" />
            <Group>
              <Text fw={600}>{t.takePlans}</Text>
              <Button component={Link} to="/pricing" variant="light">
                {t.goToPricing}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
