import { useQuery } from '@apollo/client/react';
import { Alert, Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { readServerFailure } from '../../apollo/errors';
import { useAuth } from '../../auth/auth-context';
import type { PaymentProvider, SubscriptionPlan } from '../../gql/graphql';
import { useLanguage, useTexts } from '../../i18n/language-context';
import { serverMessage } from '../../i18n/server-messages';
import { PaymentPageQuery } from '../../payments/operations';
import { walletBySlug } from '../../payments/wallets';
import { paymentTexts } from './payment.texts';
import { PurchaseSummary, TestPaymentsNotice } from './PurchaseSummary';
import { StartProblemAlert } from './StartProblemAlert';
import { usePaymentStart } from './use-payment-start';
import { WalletChoice } from './WalletChoice';

const chosenProvider = (slug: string | null): PaymentProvider | null => walletBySlug(slug)?.provider ?? null;

/**
 * One document (?work=) or a plan (?plan=), named and priced by the server, then a wallet.
 * ?provider= is the wallet tapped on the payment panel: its button comes first. ?office= buys the
 * plan for that office (its owners only; the server checks).
 */
export function PaymentPage() {
  const t = useTexts(paymentTexts);
  const { status } = useAuth();
  const [params] = useSearchParams();
  const work = params.get('work');
  const plan = params.get('plan') as SubscriptionPlan | null;
  const officeId = plan ? params.get('office') : null;
  const signedIn = status === 'authenticated';
  const chosen = work || plan;

  if (!signedIn) {
    return (
      <Container size="sm" py="xl">
        <Stack align="center">
          <Title order={1}>{t.notSignedIn}</Title>
          <Button component={Link} to="/">
            {t.goHome}
          </Button>
        </Stack>
      </Container>
    );
  }
  return (
    <Container size="md" py="xl">
      <Stack>
        <Title order={1}>{t.title}</Title>
        {chosen ? (
          <Checkout
            work={work}
            plan={plan}
            officeId={officeId}
            provider={chosenProvider(params.get('provider'))}
          />
        ) : (
          <Stack align="flex-start">
            <Alert color="gray">{t.nothingChosen}</Alert>
            <Button component={Link} to="/pricing">
              {t.goToPricing}
            </Button>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

function Checkout(props: {
  work: string | null;
  plan: SubscriptionPlan | null;
  officeId: string | null;
  provider: PaymentProvider | null;
}) {
  const t = useTexts(paymentTexts);
  const { language } = useLanguage();
  const { data, error, loading } = useQuery(PaymentPageQuery, {
    variables: { workKey: props.work, plan: props.plan },
  });
  const { pay, retry, starting, problem } = usePaymentStart({
    work: props.work,
    plan: props.plan,
    officeId: props.officeId,
  });

  if (loading) return <Loader aria-label={t.title} />;
  if (error || !data) {
    return <Alert color="red">{serverMessage(readServerFailure(error), language, t.noAnswer)}</Alert>;
  }
  const configured = (provider: PaymentProvider) =>
    data.paymentSettings.providers.some((p) => p.provider === provider && p.configured);
  return (
    <>
      <PurchaseSummary quote={data.paymentQuote} />
      {props.officeId && <Text>{t.forOffice}</Text>}
      {data.paymentSettings.testPayments && <TestPaymentsNotice />}
      {problem && <StartProblemAlert problem={problem} onRetry={retry} />}
      <Title order={2} size="h4">
        {t.chooseWallet}
      </Title>
      <WalletChoice chosen={props.provider} configured={configured} starting={starting} onPay={pay} />
    </>
  );
}
