import type { RequestContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { requireUser } from '../accounts/current-user.js';
import { recordPaymentEvent } from './payment-log.js';
import { PaymentOrder, PaymentProvider } from './payment.entities.js';
import { type Purchase, priceOf } from './pricing.js';
import { buildEsewaForm } from './providers/esewa.js';
import { initiateKhalti } from './providers/khalti.js';
import { ProviderRejectedError, ProviderUnavailableError } from './providers/provider-errors.js';
import { esewaConfig, khaltiConfig, returnUrls } from './provider-config.js';

export interface PaymentStart {
  orderId: string;
  provider: PaymentProvider;
  amount: number;
  /** eSewa: where the browser posts `fields`. */
  formUrl?: string;
  fields?: Record<string, string>;
  /** Khalti: where the browser goes. */
  paymentUrl?: string;
  pidx?: string;
}

export const KHALTI_START_FAILED = 'Failed to initiate Khalti payment. Please try again.';

/** Opens a new order (a fresh transaction id every time) at the server's own price. */
export async function startPayment(
  ctx: RequestContext,
  input: Purchase & { provider: PaymentProvider },
): Promise<PaymentStart> {
  const user = requireUser(ctx);
  const price = priceOf(input);
  const { em, services } = ctx;
  const order = em.create(PaymentOrder, {
    user,
    provider: input.provider,
    workKey: price.workKey,
    plan: price.plan,
    amount: price.amount,
  });
  await em.flush();
  const urls = returnUrls(services.config, order.id, price.plan ? 'plan' : 'document');
  const log = (decision: 'started' | 'failed', reason: string, details?: Record<string, unknown>) =>
    recordPaymentEvent(em, {
      orderId: order.id,
      userId: user.id,
      provider: input.provider,
      stage: 'start',
      decision,
      reason,
      details,
    });

  if (input.provider === PaymentProvider.ESEWA) {
    const form = buildEsewaForm(
      {
        amount: price.amount,
        transactionUuid: order.id,
        successUrl: urls.successUrl,
        failureUrl: urls.failureUrl,
      },
      esewaConfig(services.config),
    );
    await log('started', `eSewa form signed for Rs ${price.amount} (${price.name})`);
    return { orderId: order.id, provider: order.provider, amount: order.amount, ...form };
  }

  try {
    const started = await initiateKhalti(
      {
        amountPaisa: price.amount * 100,
        purchaseOrderId: order.id,
        purchaseOrderName: price.name,
        returnUrl: urls.successUrl,
        websiteUrl: urls.websiteUrl,
        customerInfo: { name: user.name, email: user.email, phone: user.mobile },
      },
      khaltiConfig(services.config),
    );
    order.pidx = started.pidx;
    await em.flush();
    await log('started', `Khalti payment initiated for Rs ${price.amount} (${price.name})`, {
      pidx: started.pidx,
    });
    return {
      orderId: order.id,
      provider: order.provider,
      amount: order.amount,
      paymentUrl: started.paymentUrl,
      pidx: started.pidx,
    };
  } catch (error) {
    if (error instanceof ProviderRejectedError || error instanceof ProviderUnavailableError) {
      await log('failed', error.message);
      throw new AppError('SERVICE_UNAVAILABLE', KHALTI_START_FAILED, { reason: error.message });
    }
    throw error;
  }
}
