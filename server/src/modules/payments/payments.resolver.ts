import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { PLANS } from '../entitlements/plans.js';
import { type PaymentResult, confirmEsewaPayment, confirmKhaltiPayment } from './confirm.service.js';
import {
  PaymentConfirmation,
  PaymentOutcome,
  PaymentStartResult,
  PlanType,
  StartPaymentInput,
} from './payments.inputs.js';
import { startPayment } from './start.service.js';

const confirmation = (result: PaymentResult): PaymentConfirmation => ({
  outcome: result.outcome as PaymentOutcome,
  status: result.outcome === 'CREDITED',
  message: result.message,
  order: result.order,
});

@Resolver()
export class PaymentsResolver {
  @Query(() => [PlanType], { description: 'The monthly plans and their prices.' })
  plans(): PlanType[] {
    return Object.values(PLANS);
  }

  @Mutation(() => PaymentStartResult, {
    description: 'Opens a payment at the server’s price, with a fresh transaction id.',
  })
  async startPayment(
    @Ctx() ctx: RequestContext,
    @Arg('input') input: StartPaymentInput,
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
      'eSewa’s return: the `data` parameter is checked (signature, order, amount) and confirmed with eSewa.',
  })
  async confirmEsewaPayment(@Ctx() ctx: RequestContext, @Arg('data') data: string) {
    return confirmation(await confirmEsewaPayment(ctx, data));
  }

  @Mutation(() => PaymentConfirmation, { description: 'Khalti’s return: the pidx is looked up with Khalti.' })
  async confirmKhaltiPayment(@Ctx() ctx: RequestContext, @Arg('pidx') pidx: string) {
    return confirmation(await confirmKhaltiPayment(ctx, pidx));
  }
}
