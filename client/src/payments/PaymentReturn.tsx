import { useMutation } from '@apollo/client/react';
import { Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { readServerFailure } from '../apollo/errors';
import { useAuth } from '../auth/auth-context';
import { ConfirmEsewaMutation, ConfirmKhaltiMutation } from './operations';

type State =
  | { kind: 'loading' }
  | { kind: 'success'; workKey: string | null; plan: string | null }
  | { kind: 'error'; message: string };

/**
 * Where eSewa (?data=) and Khalti (?pidx=) send the browser back. The page only asks the server
 * to verify with the provider; what was bought comes from the server's order.
 */
export function PaymentReturn({ kind }: { kind: 'document' | 'plan' }) {
  const [params] = useSearchParams();
  const { refetch } = useAuth();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [confirmEsewa] = useMutation(ConfirmEsewaMutation);
  const [confirmKhalti] = useMutation(ConfirmKhaltiMutation);
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    const data = params.get('data');
    const pidx = params.get('pidx');
    (async () => {
      try {
        let result:
          | {
              status: boolean;
              message: string;
              outcome: string;
              order: { workKey?: string | null; plan?: string | null };
            }
          | undefined;
        if (data) result = (await confirmEsewa({ variables: { data } })).data?.confirmEsewaPayment;
        else if (pidx) result = (await confirmKhalti({ variables: { pidx } })).data?.confirmKhaltiPayment;
        else return setState({ kind: 'error', message: 'No valid payment data found.' });
        if (!result) throw new Error('no answer');
        await refetch();
        if (result.status || result.outcome === 'ALREADY_CREDITED') {
          setState({
            kind: 'success',
            workKey: result.order.workKey ?? null,
            plan: result.order.plan ?? null,
          });
        } else {
          setState({ kind: 'error', message: result.message });
        }
      } catch (error) {
        setState({
          kind: 'error',
          message: readServerFailure(error).message ?? 'Failed to process transaction',
        });
      }
    })();
  }, [params, confirmEsewa, confirmKhalti, refetch]);

  return (
    <Container size="sm" py="xl">
      <Stack align="center" ta="center">
        {state.kind === 'loading' && <Loader />}
        {state.kind === 'error' && (
          <>
            <Title order={2}>Payment not completed</Title>
            <Text c="red">{state.message}</Text>
            <Button component={Link} to="/dashboard">
              Go to Dashboard
            </Button>
          </>
        )}
        {state.kind === 'success' && (
          <>
            <IconCircleCheck size={64} color="var(--mantine-color-green-6)" />
            <Title order={2}>Payment Successful!</Title>
            <Text>
              {kind === 'plan' || state.plan
                ? `Your ${state.plan ?? ''} plan is active for one month.`
                : `You can generate ${state.workKey} document.`}
            </Text>
            <Button
              component={Link}
              to={state.workKey ? `/dashboard/lekhapadi?work=${state.workKey}` : '/dashboard/lekhapadi'}
            >
              Generate Document
            </Button>
          </>
        )}
      </Stack>
    </Container>
  );
}
