import { useMutation } from '@apollo/client/react';
import { Alert, Button, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { readServerFailure } from '../../apollo/errors';
import { useAuth } from '../../auth/auth-context';
import type { PaymentProvider, SubscriptionPlan } from '../../gql/graphql';
import { StartPaymentMutation } from '../../payments/operations';
import { postForm, rememberPurchase } from '../../payments/purchase-memory';

const KHALTI_FAILED = 'Failed to initiate Khalti payment. Please try again.';

/** Choose a wallet for one document (?work=) or a plan (?plan=). The server prices it. */
export function PaymentPage() {
  const { status } = useAuth();
  const [params] = useSearchParams();
  const work = params.get('work');
  const plan = params.get('plan') as SubscriptionPlan | null;
  const [problem, setProblem] = useState<string | null>(null);
  const [start, starting] = useMutation(StartPaymentMutation);

  if (status !== 'authenticated') {
    return (
      <Container size="sm" py="xl">
        <Stack align="center">
          <Title order={2}>Looks like you aren't signed-in.</Title>
          <Button component={Link} to="/">
            Navigate to Home
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
        provider === 'KHALTI' ? KHALTI_FAILED : (readServerFailure(error).message ?? 'Something went wrong'),
      );
    }
  };

  return (
    <Container size="md" py="xl">
      <Stack>
        <Title order={1}>Payment</Title>
        <Text c="dimmed">
          {plan
            ? `Plan: ${plan}`
            : work
              ? `One document: ${work}`
              : 'Choose what to buy on the pricing page.'}
        </Text>
        {problem && <Alert color="red">{problem}</Alert>}
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
                Pay with eSewa
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
                Pay with Khalti
              </Button>
            </Stack>
          </Card>
          <Card withBorder padding="lg">
            <Stack>
              <Title order={3}>IME Pay</Title>
              <Text size="sm" c="dimmed">
                Coming soon
              </Text>
            </Stack>
          </Card>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
