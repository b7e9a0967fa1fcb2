import type { Router } from 'express';
import type { RequestContext, Services } from '../../context.js';
import { AppError, badInput } from '../../errors.js';
import { jsonBody, rest, stringField } from '../../http/rest.js';
import { mount } from '../../http/rest-contract.js';
import * as paths from './payments.rest.contract.js';
import { requireOwnUserId } from '../accounts/current-user.js';
import { type PaymentResult, confirmPayment } from './confirm.service.js';
import { PaymentProvider } from './payment.entities.js';
import { startPayment } from './start.service.js';
import { walletReturnIn, wallets } from './wallets/registry.js';

/** The old client's shape: `message`, with an HTTP status that says whether it worked. */
function answer(result: PaymentResult) {
  if (result.outcome === 'CREDITED')
    return {
      status: true,
      message: result.message,
      messageCode: result.messageCode,
      params: result.params,
      outcome: result.outcome,
    };
  if (result.outcome === 'PENDING')
    return {
      status: false,
      message: result.message,
      messageCode: result.messageCode,
      params: result.params,
      outcome: result.outcome,
    };
  const code = result.outcome === 'ALREADY_CREDITED' ? 'CONFLICT' : 'BAD_USER_INPUT';
  throw new AppError(code, { code: result.messageCode, params: result.params }, { outcome: result.outcome });
}

/**
 * The browser only asks the server to verify, with the wallet's proof as it came back on the
 * return URL (eSewa's raw `data`, Khalti's `pidx`), at the top or in `transactionData`.
 */
function confirmFrom(ctx: RequestContext, body: Record<string, unknown>) {
  const nested = (body.transactionData ?? {}) as Record<string, unknown>;
  const proofs = Object.fromEntries(
    wallets.map(({ returnParam }) => [
      returnParam,
      stringField(body, returnParam) ?? stringField(nested, returnParam),
    ]),
  );
  const found = walletReturnIn(proofs);
  if (!found) throw badInput(wallets[0].returnParam, 'payment.noData');
  return confirmPayment(ctx, found.wallet.id, found.proof);
}

export function paymentRoutes(router: Router, services: Services) {
  mount(
    router,
    paths.esewaStartPath,
    rest(services, async (ctx, req) => {
      const body = jsonBody(req);
      const started = await startPayment(ctx, {
        provider: PaymentProvider.ESEWA,
        workKey: stringField(body, 'work'),
        plan: stringField(body, 'plan'),
        attemptId: stringField(body, 'attemptId'),
      });
      return {
        formUrl: started.formUrl,
        fields: started.fields,
        orderId: started.orderId,
        repeated: started.repeated,
      };
    }),
  );

  mount(
    router,
    paths.addTransactionPath,
    rest(services, async (ctx, req) => answer(await confirmFrom(ctx, jsonBody(req)))),
  );

  mount(
    router,
    paths.subscribePath,
    rest(services, async (ctx, req) => {
      const body = jsonBody(req);
      const userId = stringField(body, 'userId');
      if (userId) requireOwnUserId(ctx, userId);
      // plan, price, paymentMethod and transactionUUID are the browser's words: only the
      // provider's proof (data / pidx) is read, and the order says what was bought.
      return answer(await confirmFrom(ctx, body));
    }),
  );
}

/** POST /np/proxy/khalti: the old client's Khalti start; any amount it sends is ignored. */
export function khaltiProxyRoute(router: Router, services: Services) {
  router.post(
    '/khalti',
    rest(services, async (ctx, req) => {
      const body = jsonBody(req);
      const started = await startPayment(ctx, {
        provider: PaymentProvider.KHALTI,
        workKey: stringField(body, 'work'),
        plan: stringField(body, 'plan'),
        attemptId: stringField(body, 'attemptId'),
      });
      return {
        payment_url: started.paymentUrl,
        pidx: started.reference,
        purchase_order_id: started.orderId,
        repeated: started.repeated,
      };
    }),
  );
}
