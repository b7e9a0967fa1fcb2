import type { Config } from '../../../../config.js';
import { toPaisa } from '../amounts.js';
import { returnUrls } from '../return-urls.js';
import { originOf } from '../sandbox-hosts.js';
import type { WalletOrder, WalletProvider, WalletReturn, WalletStep } from '../wallet-provider.js';
import {
  EsewaReturnError,
  buildEsewaForm,
  checkEsewaStatus,
  decodeEsewaReturn,
  verifyEsewaReturn,
} from './esewa-protocol.js';
import { esewaConfig, esewaSummary, esewaTestSettings } from './esewa-settings.js';

// eSewa ePay v2: the server signs a form the browser posts; eSewa's signed `data` comes back on
// the success page, and only eSewa's status check, asked by the server, decides.

const ORDER_ID = /^[0-9a-f-]{36}$/i;

function form(config: Config, order: WalletOrder, kind: 'document' | 'plan'): WalletStep {
  const urls = returnUrls(config, order.id, kind);
  return buildEsewaForm(
    {
      amount: order.amount,
      transactionUuid: order.id,
      successUrl: urls.successUrl,
      failureUrl: urls.failureUrl,
    },
    esewaConfig(config),
  );
}

function readReturn(config: Config, data: string): WalletReturn {
  let answer: ReturnType<typeof decodeEsewaReturn>;
  try {
    answer = decodeEsewaReturn(data);
  } catch (error) {
    if (!(error instanceof EsewaReturnError)) throw error;
    return { kind: 'refused', reason: error.message, message: 'payment.noData' };
  }
  if (!verifyEsewaReturn(answer, config.ESEWA_SECRET_KEY)) {
    return {
      kind: 'refused',
      reason: 'bad signature on the return data',
      orderId: /^[0-9a-f-]{36}$/.test(answer.transaction_uuid) ? answer.transaction_uuid : undefined,
      message: 'payment.invalidSignature',
    };
  }
  return {
    kind: 'order',
    find: ORDER_ID.test(answer.transaction_uuid) ? { id: answer.transaction_uuid } : null,
    details: { transactionUuid: answer.transaction_uuid },
    // The signature only says eSewa sent it: it must also be about this merchant and this price.
    mismatch: (order, settings) =>
      answer.product_code !== settings.ESEWA_PRODUCT_CODE ||
      toPaisa(answer.total_amount) !== toPaisa(order.amount)
        ? `return data does not match the order (${answer.product_code}, ${answer.total_amount})`
        : null,
  };
}

export const esewaWallet = {
  id: 'ESEWA',
  name: 'eSewa',
  returnParam: 'data',
  // eSewa always has a merchant, test or live.
  configured: (config) => Boolean(config.ESEWA_SECRET_KEY),
  testSettings: esewaTestSettings,
  summary: esewaSummary,
  formOrigins: (config) => originOf(config.ESEWA_FORM_URL),
  pageBeforeOrder: (config) => config.ESEWA_FORM_URL,
  open: async (config, order, purchase) => form(config, order, purchase.kind),
  reopen: (config, order, kind) => form(config, order, kind),
  readReturn,
  async lookup(config, order) {
    const answer = await checkEsewaStatus(
      { totalAmount: String(order.amount), transactionUuid: order.id },
      esewaConfig(config),
    );
    const reason = `eSewa status ${answer.status}`;
    switch (answer.status) {
      case 'COMPLETE':
        return {
          kind: 'paid',
          amountPaisa: toPaisa(answer.totalAmount || order.amount),
          providerRef: answer.refId,
        };
      case 'PENDING':
      case 'AMBIGUOUS':
        return { kind: 'pending', reason };
      case 'NOT_FOUND':
      case 'CANCELED':
        return { kind: 'failed', reason };
      case 'FULL_REFUND':
      case 'PARTIAL_REFUND':
        return { kind: 'refunded', reason };
    }
  },
} as const satisfies WalletProvider;
