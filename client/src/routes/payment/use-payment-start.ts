import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { readServerFailure, type ServerFailure } from '../../apollo/errors';
import type { PaymentProvider, SubscriptionPlan } from '../../gql/graphql';
import { StartPaymentMutation } from '../../payments/operations';
import { postForm, rememberPurchase } from '../../payments/purchase-memory';
import { newAttemptId } from '../../payments/wallets';

export interface StartProblem {
  provider: PaymentProvider;
  failure: ServerFailure;
}

/**
 * Starts a payment and leaves for the wallet. One start at a time: a second tap while the first is
 * on its way starts nothing (the buttons are disabled too, but a tap can land before the render),
 * and each tap carries its own attempt id so the server opens one order for it even if the
 * request is repeated. After leaving, the buttons stay disabled: the page is going away.
 */
export function usePaymentStart(purchase: {
  work: string | null;
  plan: SubscriptionPlan | null;
  /** Buy the plan for this office rather than for oneself. */
  officeId?: string | null;
}) {
  const [start] = useMutation(StartPaymentMutation);
  const [starting, setStarting] = useState<PaymentProvider | null>(null);
  const [problem, setProblem] = useState<StartProblem | null>(null);
  const inFlight = useRef(false);
  const { work, plan } = purchase;
  const officeId = purchase.officeId ?? null;

  // Back from the wallet's page, the browser may show this page from its cache as it was left:
  // with its buttons still waiting. Let them be tapped again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      inFlight.current = false;
      setStarting(null);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const pay = useCallback(
    async (provider: PaymentProvider) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setStarting(provider);
      setProblem(null);
      rememberPurchase({ work, plan });
      try {
        const result = await start({
          variables: { input: { provider, workKey: work, plan, officeId, attemptId: newAttemptId() } },
        });
        const started = result.data?.startPayment;
        if (started?.formUrl && started.fields) postForm(started.formUrl, started.fields);
        else if (started?.paymentUrl) window.location.assign(started.paymentUrl);
        else throw new Error('no way to continue in the answer');
      } catch (error) {
        setProblem({ provider, failure: readServerFailure(error) });
        setStarting(null);
        inFlight.current = false;
      }
    },
    [start, work, plan, officeId],
  );

  const retry = useCallback(() => {
    if (problem) void pay(problem.provider);
  }, [pay, problem]);

  return { pay, retry, starting, problem };
}
