import { useQuery } from '@apollo/client/react';
import type { WorkEntitlement } from '../../components/PaymentPanel/PaymentPanel';
import { WorkEntitlementQuery } from './operations';

/**
 * The server's answer to "can I generate this work now?" (and if not, why, the price and the
 * ways to pay). Read from the network every time the screen opens, so a payment just made or a
 * plan just used is seen; `refresh` after each generation. Null while unknown (or offline): the
 * form is shown then, and the server's refusal, if any, brings the panel.
 */
export function useWorkEntitlement(workKey: string | null, officeId: string | null = null) {
  // Under an office the office's allowance pays, so the office's answer is the one to show.
  const query = useQuery(WorkEntitlementQuery, {
    variables: { workKey: workKey ?? '', officeId },
    skip: !workKey,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  const entitlement: WorkEntitlement | null = query.data?.work?.entitlement ?? null;
  return {
    entitlement,
    loading: query.loading && !entitlement,
    refresh: () => void query.refetch().catch(() => undefined),
  };
}
