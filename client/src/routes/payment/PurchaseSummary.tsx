import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import type { PaymentPageQuery } from '../../gql/graphql';
import { useLanguage, useTexts } from '../../i18n/language-context';
import { namesFor } from '../../i18n/texts';
import classes from './payment.module.css';
import { paymentTexts } from './payment.texts';

/** What is being bought and what it costs, as the server priced it: shown before leaving. */
export function PurchaseSummary({ quote }: { quote: PaymentPageQuery['paymentQuote'] }) {
  const t = useTexts(paymentTexts);
  const { language } = useLanguage();
  const { name } = namesFor(quote, language);
  return (
    <Card withBorder padding="lg" data-testid="purchase-summary">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t.youPayFor}
        </Text>
        <Title order={2} size="h3">
          {quote.plan ? t.plan(name, quote.amount) : t.oneDocument(name, quote.amount)}
        </Title>
        <Text size="sm" c="dimmed">
          {quote.plan ? t.planNote : t.oneDocumentNote}
        </Text>
      </Stack>
    </Card>
  );
}

/** Said plainly whenever the server takes test payments (the providers' sandboxes). */
export function TestPaymentsNotice() {
  const t = useTexts(paymentTexts);
  return (
    <Alert
      color="yellow"
      title={t.testPaymentsTitle}
      icon={<IconFlask />}
      classNames={{ title: classes.alertTitle }}
      // Standing information, not an alert: screen readers should not interrupt with it.
      role="note"
      data-testid="test-payments"
    >
      <Text size="sm">{t.testPayments}</Text>
    </Alert>
  );
}
