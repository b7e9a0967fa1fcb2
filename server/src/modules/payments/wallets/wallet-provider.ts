import type { Config } from '../../../config.js';
import type { MessageCode } from '../../../shared/messages.js';
import type { Verdict } from '../verdicts.js';
import type { WalletSettings } from './registry.js';

// What every wallet is to the rest of the payments module. The generic start, confirmation and
// settlement code (start.service.ts, confirm.service.ts, settle.service.ts) only ever talks to a
// wallet through this interface; the wallet's folder holds its protocol, settings and messages.
// A wallet never touches the database: it is told about an order and answers in its own words.

/** What a wallet is told about an order. */
export interface WalletOrder {
  /** The order's id: the transaction id the wallet sees (eSewa transaction_uuid, Khalti purchase_order_id). */
  id: string;
  /** Rupees, as the server priced it. */
  amount: number;
  /** The wallet's own id of this payment, kept when it was opened (Khalti's pidx). */
  providerReference?: string | null;
  /** The wallet's page for this payment, kept when it was opened. */
  paymentUrl?: string | null;
}

/** What is opened: a document or a plan (the return page differs), its name and who pays. */
interface WalletPurchase {
  kind: 'document' | 'plan';
  name: string;
  customer: { name?: string; email?: string; phone?: string };
}

/** How the browser continues to the wallet, and what the wallet calls the payment. */
export interface WalletStep {
  /** A form the browser posts (eSewa): where, and its hidden fields. */
  formUrl?: string;
  fields?: Record<string, string>;
  /** A page the browser goes to (Khalti). */
  paymentUrl?: string;
  /** The wallet's own id of the payment, looked up later (Khalti's pidx); kept on the order. */
  reference?: string | null;
}

/** Which order a wallet's return names, or why the return is refused before any order is read. */
export type WalletReturn =
  | {
      kind: 'order';
      /** The order named: by our id or by the wallet's reference; null when it names none. */
      find: { id: string } | { providerReference: string } | null;
      /** Kept in the payment log when the order is not found. */
      details: Record<string, unknown>;
      /** Why the return does not match the order it names (another amount, merchant), or null. */
      mismatch?: (order: WalletOrder, config: Config) => string | null;
    }
  | {
      kind: 'refused';
      /** For the payment log. */
      reason: string;
      /** The order it seems to name, when that can be said safely. */
      orderId?: string;
      message: MessageCode;
    };

export interface WalletProvider {
  /** The PaymentProvider value (GraphQL enum, payment_order.provider): upper case, never renamed. */
  readonly id: string;
  /** The wallet's name as people write it: in the schema's descriptions and in messages. */
  readonly name: string;
  /** The query parameter the wallet's return carries its proof in (eSewa `data`, Khalti `pidx`). */
  readonly returnParam: string;
  /** Whether this server has the merchant settings to start a payment. */
  configured(config: Config): boolean;
  /** The smallest payment the wallet takes, in paisa (Khalti: 1000); none when it has no minimum. */
  readonly minimumPaisa?: number;
  /** The settings that still point at a test merchant, key or host, each with what it should be. */
  testSettings(settings: WalletSettings): string[];
  /** Its part of the start-up log's payments line. */
  summary(settings: WalletSettings): string;
  /** Origins the browser posts forms to (the security headers' form-action). */
  formOrigins(config: Config): string[];
  /**
   * The wallet's page when it is known before an order is opened (eSewa's form): it is checked to
   * answer before the order exists. Without one, the page open() names is checked after opening.
   */
  pageBeforeOrder?(config: Config): string;
  /** Opens the payment with the wallet; throws ProviderRejectedError / ProviderUnavailableError. */
  open(config: Config, order: WalletOrder, purchase: WalletPurchase): Promise<WalletStep>;
  /** The same step again for a repeated start of a still open order; null while it is being opened. */
  reopen(config: Config, order: WalletOrder, kind: WalletPurchase['kind']): WalletStep | null;
  /** Reads the return's proof (the value of returnParam). */
  readReturn(config: Config, proof: string): WalletReturn;
  /** Asks the wallet itself what happened to the order: the only thing that counts as proof. */
  lookup(config: Config, order: WalletOrder): Promise<Verdict>;
}
