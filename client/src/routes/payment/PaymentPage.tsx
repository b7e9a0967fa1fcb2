import { useMutation } from '@apollo/client/react';
import { Alert, Button, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { readServerFailure } from '../../apollo/errors';
import { useAuth } from '../../auth/auth-context';
import type { PaymentProvider, SubscriptionPlan } from '../../gql/graphql';
import { useLanguage, useTexts } from '../../i18n/language-context';
import { ruleMessage } from '../../i18n/rule-messages';
import { StartPaymentMutation } from '../../payments/operations';
import { paymentsTexts } from '../../payments/payments.texts';
import { postForm, rememberPurchase } from '../../payments/purchase-memory';
import { paymentTexts } from './payment.texts';

/** Why starting a payment failed: Khalti's own words, or what the server said (null: no answer). */
type Problem = { provider: 'KHALTI' } | { provider: 'ESEWA'; message: string | null };

/** Choose a wallet for one document (?work=) or a plan (?plan=). The server prices it. */
export function PaymentPage() {
  const t = useTexts(paymentTexts);
  const shared = useTexts(paymentsTexts);
  const { language } = useLanguage();
  const { status } = useAuth();
  const [params] = useSearchParams();
  const work = params.get('work');
  const plan = params.get('plan') as SubscriptionPlan | null;
  const [problem, setProblem] = useState<Problem | null>(null);
  const [start, starting] = useMutation(StartPaymentMutation);

  if (status !== 'authenticated') {
    return (
      <Container size="sm" py="xl">
        <Stack align="center">
          <Title order={2}>{t.notSignedIn}</Title>
          <Button component={Link} to="/">
            {t.goHome}
          </Button>
        </Stack>
      </Container>
    );
  }

  const pay = async (provider: PaymentProvider) => {
    setProblem(null);
    rememberPurchase({ work, plan });
    try {
      const result = await start({ variables: { input: { provider, workKey: work, plan } } });
      const started = result.data?.startPayment;
      if (!started) throw new Error('no answer');
      if (started.formUrl && started.fields) postForm(started.formUrl, started.fields);
      else if (started.paymentUrl) window.location.assign(started.paymentUrl);
    } catch (error) {
      setProblem(
        provider === 'KHALTI' ? { provider } : { provider, message: readServerFailure(error).message },
      );
    }
  };

  const problemText = (shown: Problem) => {
    if (shown.provider === 'KHALTI') return t.khaltiFailed;
    return shown.message ? ruleMessage(shown.message, language) : t.failed;
  };

  return (
    <Container size="md" py="xl">
      <Stack>
        <Title order={1}>{t.title}</Title>
        <Text c="dimmed">{plan ? t.plan(plan) : work ? t.oneDocument(work) : t.nothingChosen}</Text>
        {problem && <Alert color="red">{problemText(problem)}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Card withBorder padding="lg">
            <Stack>
              <Title order={3}>eSewa</Title>
              <Button
                color="green"
                onClick={() => pay('ESEWA')}
                loading={starting.loading}
                disabled={!work && !plan}
              >
                {shared.payWithEsewa}
              </Button>
            </Stack>
          </Card>
          <Card withBorder padding="lg">
            <Stack>
              <Title order={3}>Khalti</Title>
              <Button
                color="grape"
                onClick={() => pay('KHALTI')}
                loading={starting.loading}
                disabled={!work && !plan}
              >
                {shared.payWithKhalti}
              </Button>
            </Stack>
          </Card>
          <Card withBorder padding="lg">
            <Stack>
              <Title order={3}>IME Pay</Title>
              <Text size="sm" c="dimmed">
                {t.comingSoon}
              </Text>
            </Stack>
          </Card>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
