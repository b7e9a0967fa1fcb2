import { returnUrls } from '../return-urls.js';
import type { WalletProvider } from '../wallet-provider.js';
import { KHALTI_MIN_PAISA, initiateKhalti, lookupKhalti } from './khalti-protocol.js';
import { khaltiConfig, khaltiSummary, khaltiTestSettings } from './khalti-settings.js';

// Khalti KPG-2: the server initiates the payment and sends the browser to Khalti's page; the
// return's pidx only names the payment, and only Khalti's lookup, asked by the server, decides.

export const khaltiWallet = {
  id: 'KHALTI',
  name: 'Khalti',
  returnParam: 'pidx',
  configured: (config) => Boolean(config.KHALTI_SECRET_KEY),
  minimumPaisa: KHALTI_MIN_PAISA,
  testSettings: khaltiTestSettings,
  summary: khaltiSummary,
  formOrigins: () => [],
  async open(config, order, purchase) {
    const urls = returnUrls(config, order.id, purchase.kind);
    const started = await initiateKhalti(
      {
        amountPaisa: order.amount * 100,
        purchaseOrderId: order.id,
        purchaseOrderName: purchase.name,
        returnUrl: urls.successUrl,
        websiteUrl: urls.websiteUrl,
        customerInfo: purchase.customer,
      },
      khaltiConfig(config),
    );
    return { paymentUrl: started.paymentUrl, reference: started.pidx };
  },
  // Until Khalti's answer is kept there is nothing to send the browser to: the first start is still on its way.
  reopen: (_config, order) =>
    order.providerReference && order.paymentUrl
      ? { paymentUrl: order.paymentUrl, reference: order.providerReference }
      : null,
  readReturn: (_config, pidx) => ({
    kind: 'order',
    find: pidx ? { providerReference: pidx } : null,
    details: { pidx },
  }),
  async lookup(config, order) {
    if (!order.providerReference) return { kind: 'failed', reason: 'Khalti order without pidx' };
    const answer = await lookupKhalti(order.providerReference, khaltiConfig(config));
    const reason = `Khalti status ${answer.status}`;
    switch (answer.status) {
      case 'Completed':
        return { kind: 'paid', amountPaisa: answer.totalAmountPaisa, providerRef: answer.transactionId };
      case 'Pending':
      case 'Initiated':
        return { kind: 'pending', reason };
      case 'Refunded':
      case 'Partially refunded':
        return { kind: 'refunded', reason };
      default:
        return { kind: 'failed', reason };
    }
  },
} as const satisfies WalletProvider;
