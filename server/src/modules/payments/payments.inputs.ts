import { GraphQLJSONObject } from 'graphql-scalars';
import type { MessageParams } from '../../shared/messages.js';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { SubscriptionPlan } from '../accounts/user.entity.js';
import { PaymentOrder, PaymentProvider } from './payment.entities.js';

@InputType({ description: 'Buy one document of a work, or a monthly plan. The server sets the price.' })
export class StartPaymentInput {
  @Field(() => PaymentProvider, { description: 'The wallet to pay with.' }) provider!: PaymentProvider;
  @Field(() => String, { nullable: true, description: 'Buy one document of this work; give this or plan.' })
  workKey?: string | null;
  @Field(() => SubscriptionPlan, {
    nullable: true,
    description: 'Buy a month of this plan; give this or workKey.',
  })
  plan?: SubscriptionPlan | null;
  @Field(() => String, {
    nullable: true,
    description:
      'A new id for each tap on a wallet button (a UUID). Starting again with the same id answers with the same order.',
  })
  attemptId?: string | null;
  @Field(() => ID, {
    nullable: true,
    description:
      'Buy the plan for this office (its owners only: billing.manage). The office’s documents are then counted against it, whoever of its members makes them. Plans only.',
  })
  officeId?: string | null;
}

@ObjectType({ description: 'One hidden field of the form the browser posts to the wallet.' })
export class FormField {
  @Field({ description: 'The form field’s name.' }) name!: string;
  @Field({ description: 'Its value, exactly as the wallet expects it.' }) value!: string;
}

@ObjectType({
  description:
    'How the browser continues: post `fields` to `formUrl` (eSewa) or go to `paymentUrl` (Khalti).',
})
export class PaymentStartResult {
  @Field({ description: 'The order’s id (the transaction id the wallet sees).' }) orderId!: string;
  @Field(() => PaymentProvider, { description: 'The wallet the order was opened with.' })
  provider!: PaymentProvider;
  @Field(() => Int, { description: 'Rupees to pay.' }) amount!: number;
  @Field(() => String, { nullable: true, description: 'eSewa: where to post fields.' }) formUrl?:
    | string
    | null;
  @Field(() => [FormField], { nullable: true, description: 'eSewa: the signed form to post.' })
  fields?: FormField[] | null;
  @Field(() => String, { nullable: true, description: 'Khalti: the payment page to open.' })
  paymentUrl?: string | null;
  @Field({ description: 'True when this answers an earlier start with the same attemptId.' })
  repeated!: boolean;
}

@ObjectType({ description: 'What a purchase is and what it costs, as the server prices it.' })
export class PaymentQuote {
  @Field(() => String, { nullable: true, description: 'The work quoted, when it is one document.' })
  workKey!: string | null;
  @Field(() => SubscriptionPlan, {
    nullable: true,
    description: 'The plan quoted, when it is a month of one.',
  })
  plan!: SubscriptionPlan | null;
  @Field({ description: 'The work’s or plan’s name in English.' }) nameEn!: string;
  @Field({ description: 'The work’s or plan’s name in Nepali.' }) nameNe!: string;
  @Field(() => Int, { description: 'Rupees: for one document, or for one month of a plan.' }) amount!: number;
}

@ObjectType({ description: 'Whether this server can take payments with one wallet.' })
export class PaymentProviderStatus {
  @Field(() => PaymentProvider, { description: 'The wallet.' }) provider!: PaymentProvider;
  @Field({ description: 'False when this server has no merchant settings for it.' }) configured!: boolean;
}

@ObjectType({ description: 'How this server takes payments.' })
export class PaymentSettings {
  @Field({
    description: 'True when payments go to the providers’ sandboxes or test merchants: no real money moves.',
  })
  testPayments!: boolean;
  @Field(() => [PaymentProviderStatus], { description: 'Every wallet, configured or not.' })
  providers!: PaymentProviderStatus[];
}

export enum PaymentOutcome {
  CREDITED = 'CREDITED',
  ALREADY_CREDITED = 'ALREADY_CREDITED',
  PENDING = 'PENDING',
  FAILED = 'FAILED',
  REFUNDED = 'REFUNDED',
  AMOUNT_MISMATCH = 'AMOUNT_MISMATCH',
}
registerEnumType(PaymentOutcome, {
  name: 'PaymentOutcome',
  description: 'What confirming a payment did.',
  valuesConfig: {
    CREDITED: { description: 'The wallet confirmed it and this confirmation credited it.' },
    ALREADY_CREDITED: { description: 'It was credited before; nothing changed.' },
    PENDING: { description: 'The wallet has not settled it yet; ask again later.' },
    FAILED: { description: 'The wallet reports it failed or was cancelled.' },
    REFUNDED: { description: 'The wallet refunded it.' },
    AMOUNT_MISMATCH: { description: 'The wallet reports another amount than the order’s; not credited.' },
  },
});

@ObjectType({ description: 'The answer to a wallet’s return: what happened to the order.' })
export class PaymentConfirmation {
  @Field(() => PaymentOutcome, { description: 'What the confirmation did.' }) outcome!: PaymentOutcome;
  @Field({ description: 'True only when this confirmation credited the payment.' }) status!: boolean;
  @Field({ description: 'What happened, in English.' }) message!: string;
  @Field({ description: 'The stable code of `message`, for showing it in the reader’s language.' })
  messageCode!: string;
  @Field(() => GraphQLJSONObject, { description: 'The values the message names (a wallet’s `wallet` name).' })
  params!: MessageParams;
  @Field(() => PaymentOrder, { description: 'The order, as it stands now.' }) order!: PaymentOrder;
}

@ObjectType('Plan', { description: 'A monthly plan.' })
export class PlanType {
  @Field(() => SubscriptionPlan, { description: 'Which plan.' }) plan!: SubscriptionPlan;
  @Field({ description: 'The plan’s name in English.' }) nameEn!: string;
  @Field(() => Int, { description: 'Rupees per month.' }) price!: number;
  @Field(() => Int, { description: 'Documents per month.' }) documents!: number;
}
