import { useMutation } from '@apollo/client/react';
import { Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { readServerFailure } from '../apollo/errors';
import { useAuth } from '../auth/auth-context';
import { useLanguage, useTexts } from '../i18n/language-context';
import { ruleMessage } from '../i18n/rule-messages';
import { serverMessageKey } from '../i18n/server-messages';
import { ConfirmPaymentMutation } from './operations';
import { paymentReturnTexts } from './payment-return.texts';
import { paymentsTexts } from './payments.texts';
import { PurchaseBought } from './PurchaseBought';
import { rememberedPlan, retryPath } from './purchase-memory';
import { walletReturnIn } from './wallets';

type State =
  | { kind: 'loading' }
  | { kind: 'success'; workKey: string | null; plan: string | null }
  // The server's message, or (null) the page's own words for what went wrong.
  // retry: false while the provider may still take the money (PENDING): paying again could pay twice.
  | { kind: 'error'; message: string | null; fallback: 'noPaymentData' | 'processFailed'; retry: boolean };

/**
 * Where every wallet sends the browser back, with its proof in its own parameter (eSewa ?data=,
 * Khalti ?pidx=: the wallet table's returnParam). The page only asks the server
 * to verify with the provider; what was bought comes from the server's order.
 */
export function PaymentReturn({ kind }: { kind: 'document' | 'plan' }) {
  const t = useTexts(paymentReturnTexts);
  const shared = useTexts(paymentsTexts);
  const { language } = useLanguage();
  const [params] = useSearchParams();
  const { refetch } = useAuth();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [confirm] = useMutation(ConfirmPaymentMutation);
  const asked = useRef(false);
  const wallet = walletReturnIn(params)?.wallet ?? null;

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    const returned = walletReturnIn(params);
    (async () => {
      try {
        if (!returned)
          return setState({ kind: 'error', message: null, fallback: 'noPaymentData', retry: true });
        const variables = { provider: returned.wallet.provider, proof: returned.proof };
        const result = (await confirm({ variables })).data?.confirmPayment;
        if (!result) throw new Error('no answer');
        await refetch();
        if (result.status || result.outcome === 'ALREADY_CREDITED') {
          setState({
            kind: 'success',
            workKey: result.order.workKey ?? null,
            plan: result.order.plan ?? null,
          });
        } else {
          setState({
            kind: 'error',
            message: serverMessageKey(result),
            fallback: 'processFailed',
            retry: result.outcome !== 'PENDING',
          });
        }
      } catch (error) {
        setState({
          kind: 'error',
          message: serverMessageKey(readServerFailure(error)),
          fallback: 'processFailed',
          retry: true,
        });
      }
    })();
  }, [params, confirm, refetch]);

  return (
    <Container size="sm" py="xl">
      <Stack align="center" ta="center">
        {state.kind === 'loading' && (
          <Stack align="center" gap="sm" role="status">
            <Loader aria-hidden />
            <Text>{wallet ? t.checking(wallet.name) : t.checkingUnnamed}</Text>
          </Stack>
        )}
        {state.kind === 'error' && (
          <>
            <Title order={1}>{t.notCompleted}</Title>
            <Text c="red">
              {state.message === null ? t[state.fallback] : ruleMessage(state.message, language)}
            </Text>
            <Group justify="center">
              {state.retry && (
                <Button component={Link} to={retryPath()}>
                  {t.tryAgain}
                </Button>
              )}
              <Button component={Link} to="/dashboard" variant="default">
                {shared.goToDashboard}
              </Button>
            </Group>
          </>
        )}
        {state.kind === 'success' && (
          <>
            <IconCircleCheck size={64} color="var(--mantine-color-green-6)" />
            <Title order={1}>{t.succeeded}</Title>
            <PurchaseBought
              workKey={state.workKey}
              plan={state.plan ?? (kind === 'plan' ? rememberedPlan() : null)}
            />
            <Button
              component={Link}
              to={state.workKey ? `/dashboard/lekhapadi?work=${state.workKey}` : '/dashboard/lekhapadi'}
            >
              {t.generate}
            </Button>
          </>
        )}
      </Stack>
    </Container>
  );
}
