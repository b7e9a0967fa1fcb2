import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { SubscriptionPlan } from '../accounts/user.entity.js';
import { PaymentOrder, PaymentProvider } from './payment.entities.js';

@InputType({ description: 'Buy one document of a work, or a monthly plan. The server sets the price.' })
export class StartPaymentInput {
  @Field(() => PaymentProvider) provider!: PaymentProvider;
  @Field(() => String, { nullable: true }) workKey?: string | null;
  @Field(() => SubscriptionPlan, { nullable: true }) plan?: SubscriptionPlan | null;
}

@ObjectType()
export class FormField {
  @Field() name!: string;
  @Field() value!: string;
}

@ObjectType({
  description:
    'How the browser continues: post `fields` to `formUrl` (eSewa) or go to `paymentUrl` (Khalti).',
})
export class PaymentStartResult {
  @Field() orderId!: string;
  @Field(() => PaymentProvider) provider!: PaymentProvider;
  @Field(() => Int) amount!: number;
  @Field(() => String, { nullable: true }) formUrl?: string | null;
  @Field(() => [FormField], { nullable: true }) fields?: FormField[] | null;
  @Field(() => String, { nullable: true }) paymentUrl?: string | null;
}

export enum PaymentOutcome {
  CREDITED = 'CREDITED',
  ALREADY_CREDITED = 'ALREADY_CREDITED',
  PENDING = 'PENDING',
  FAILED = 'FAILED',
  REFUNDED = 'REFUNDED',
  AMOUNT_MISMATCH = 'AMOUNT_MISMATCH',
}
registerEnumType(PaymentOutcome, { name: 'PaymentOutcome' });

@ObjectType()
export class PaymentConfirmation {
  @Field(() => PaymentOutcome) outcome!: PaymentOutcome;
  @Field({ description: 'True only when this confirmation credited the payment.' }) status!: boolean;
  @Field() message!: string;
  @Field(() => PaymentOrder) order!: PaymentOrder;
}

@ObjectType('Plan', { description: 'A monthly plan.' })
export class PlanType {
  @Field(() => SubscriptionPlan) plan!: SubscriptionPlan;
  @Field() nameEn!: string;
  @Field(() => Int, { description: 'Rupees per month.' }) price!: number;
  @Field(() => Int, { description: 'Documents per month.' }) documents!: number;
}
