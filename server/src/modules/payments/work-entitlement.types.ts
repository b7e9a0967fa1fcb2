import { Field, Int, ObjectType } from 'type-graphql';
import { PaymentReason } from '../entitlements/payment-reason.js';
import { EntitlementKind } from '../entitlements/entitlement-kind.js';
import { PaymentProvider } from './payment.entities.js';
import { PlanType } from './payments.inputs.js';

@ObjectType('WorkEntitlement', {
  description:
    'Whether the signed-in user can generate this work now; if not, why, its price and the ways to pay. ' +
    'generateDocument decides with the same rule.',
})
export class WorkEntitlementType {
  @Field({ description: 'True when generateDocument would accept this work now.' }) canGenerate!: boolean;

  @Field(() => EntitlementKind, {
    nullable: true,
    description: 'What pays for the next document, when it can.',
  })
  paidBy!: EntitlementKind | null;

  @Field(() => PaymentReason, { nullable: true, description: 'Why it cannot, when it cannot.' })
  reason!: PaymentReason | null;

  @Field(() => Int, { description: 'Rupees for one document of this work.' })
  price!: number;

  @Field(() => Int, { description: 'Documents the user has generated so far.' })
  documentCount!: number;

  @Field(() => Int, { description: 'Free documents the user has left.' }) freeDocumentsLeft!: number;

  @Field(() => Int, { nullable: true, description: 'Documents left in the active plan’s month.' })
  planDocumentsLeft!: number | null;

  @Field(() => Int, {
    description: 'Free documents everyone has (freeDocumentsLeft of these are left): “9 of 10 left”.',
  })
  freeDocuments!: number;

  @Field(() => Int, {
    nullable: true,
    description: 'Documents the active plan allows in its month (planDocumentsLeft of these are left).',
  })
  planDocuments!: number | null;

  @Field(() => [PaymentProvider], { description: 'Wallets that take a payment for one document of it.' })
  paymentProviders!: PaymentProvider[];

  @Field(() => [PlanType], { description: 'The monthly plans, which pay for it too.' })
  plans!: PlanType[];
}
