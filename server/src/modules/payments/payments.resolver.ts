import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { SubscriptionPlan } from '../accounts/user.entity.js';
import type { RequestContext } from '../../context.js';
import { PLANS } from '../entitlements/plans.js';
import { PaymentProvider } from './payment.entities.js';
import { type PaymentResult, confirmPayment } from './confirm.service.js';
import {
  PaymentConfirmation,
  PaymentOutcome,
  PaymentQuote,
  PaymentSettings,
  PaymentStartResult,
  PlanType,
  StartPaymentInput,
} from './payments.inputs.js';
import { paymentSettings, quotePurchase } from './quote.service.js';
import { startPayment } from './start.service.js';

const confirmation = (result: PaymentResult): PaymentConfirmation => ({
  outcome: result.outcome as PaymentOutcome,
  status: result.outcome === 'CREDITED',
  message: result.message,
  messageCode: result.messageCode,
  params: result.params,
  order: result.order,
});

@Resolver()
export class PaymentsResolver {
  @Query(() => [PlanType], { description: 'The monthly plans and their prices.' })
  plans(): PlanType[] {
    return Object.values(PLANS);
  }

  @Query(() => PaymentQuote, {
    description: 'The name and price of one document of a work, or of a month of a plan.',
  })
  paymentQuote(
    @Arg('workKey', () => String, { nullable: true, description: 'Quote one document of this work.' })
    workKey: string | null,
    @Arg('plan', () => SubscriptionPlan, { nullable: true, description: 'Quote a month of this plan.' })
    plan: SubscriptionPlan | null,
  ): PaymentQuote {
    return quotePurchase({ workKey, plan });
  }

  @Query(() => PaymentSettings, {
    description: 'Test or live payments, and the wallets this server can start.',
  })
  paymentSettings(@Ctx() ctx: RequestContext): PaymentSettings {
    return paymentSettings(ctx.services.config);
  }

  @Mutation(() => PaymentStartResult, {
    description: 'Opens a payment at the server’s price, with a fresh transaction id.',
  })
  async startPayment(
    @Ctx() ctx: RequestContext,
    @Arg('input', { description: 'What to buy and with which wallet.' }) input: StartPaymentInput,
  ): Promise<PaymentStartResult> {
    const started = await startPayment(ctx, input);
    return {
      ...started,
      fields: started.fields
        ? Object.entries(started.fields).map(([name, value]) => ({ name, value }))
        : null,
    };
  }

  @Mutation(() => PaymentConfirmation, {
    description:
      'A wallet’s return, for every wallet: its proof, as the return URL carried it (eSewa’s `data`, Khalti’s `pidx`), is checked and confirmed with the wallet itself.',
  })
  async confirmPayment(
    @Ctx() ctx: RequestContext,
    @Arg('provider', () => PaymentProvider, { description: 'The wallet the order was paid with.' })
    provider: PaymentProvider,
    @Arg('proof', { description: 'The value of the wallet’s parameter on the return URL.' }) proof: string,
  ) {
    return confirmation(await confirmPayment(ctx, provider, proof));
  }

  @Mutation(() => PaymentConfirmation, {
    description:
      'eSewa’s return: the `data` parameter is checked (signature, order, amount) and confirmed with eSewa.',
  })
  async confirmEsewaPayment(
    @Ctx() ctx: RequestContext,
    @Arg('data', { description: 'The data parameter eSewa added to the return URL.' }) data: string,
  ) {
    return confirmation(await confirmPayment(ctx, PaymentProvider.ESEWA, data));
  }

  @Mutation(() => PaymentConfirmation, { description: 'Khalti’s return: the pidx is looked up with Khalti.' })
  async confirmKhaltiPayment(
    @Ctx() ctx: RequestContext,
    @Arg('pidx', { description: 'The pidx parameter Khalti added to the return URL.' }) pidx: string,
  ) {
    return confirmation(await confirmPayment(ctx, PaymentProvider.KHALTI, pidx));
  }
}
