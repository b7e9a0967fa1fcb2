import type { Config } from '../../config.js';
import type { PaymentOrder } from './payment.entities.js';
import { PaymentProvider } from './payment.entities.js';
import { checkEsewaStatus } from './providers/esewa.js';
import { lookupKhalti } from './providers/khalti.js';
import { toPaisa } from './providers/provider-errors.js';
import { esewaConfig, khaltiConfig } from './provider-config.js';
import type { Verdict } from './verdicts.js';

/** Asks the provider itself what happened to an order: the only thing that counts as proof. */
export async function askProvider(config: Config, order: PaymentOrder): Promise<Verdict> {
  if (order.provider === PaymentProvider.ESEWA) {
    const answer = await checkEsewaStatus(
      { totalAmount: String(order.amount), transactionUuid: order.id },
      esewaConfig(config),
    );
    switch (answer.status) {
      case 'COMPLETE':
        return {
          kind: 'paid',
          amountPaisa: toPaisa(answer.totalAmount || order.amount),
          providerRef: answer.refId,
        };
      case 'PENDING':
      case 'AMBIGUOUS':
        return { kind: 'pending', reason: `eSewa status ${answer.status}` };
      case 'NOT_FOUND':
      case 'CANCELED':
        return { kind: 'failed', reason: `eSewa status ${answer.status}` };
      case 'FULL_REFUND':
      case 'PARTIAL_REFUND':
        return { kind: 'refunded', reason: `eSewa status ${answer.status}` };
    }
  }
  if (!order.pidx) return { kind: 'failed', reason: 'Khalti order without pidx' };
  const answer = await lookupKhalti(order.pidx, khaltiConfig(config));
  switch (answer.status) {
    case 'Completed':
      return { kind: 'paid', amountPaisa: answer.totalAmountPaisa, providerRef: answer.transactionId };
    case 'Pending':
    case 'Initiated':
      return { kind: 'pending', reason: `Khalti status ${answer.status}` };
    case 'Refunded':
    case 'Partially refunded':
      return { kind: 'refunded', reason: `Khalti status ${answer.status}` };
    default:
      return { kind: 'failed', reason: `Khalti status ${answer.status}` };
  }
}
