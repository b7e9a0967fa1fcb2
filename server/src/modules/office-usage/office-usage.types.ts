import { Field, ID, Int, ObjectType } from 'type-graphql';
import { SubscriptionPlan } from '../accounts/user.entity.js';
import { OrderStatus, PaymentProvider } from '../payments/payment.entities.js';

@ObjectType({ description: 'Documents one member made under the office in the month.' })
export class MemberUsage {
  @Field(() => ID, { description: 'The member’s user id (as OfficeMembership.userId).' }) userId!: string;
  @Field({ description: 'The member’s display name.' }) name!: string;
  @Field(() => Int, { description: 'Documents made (failed ones not counted).' }) documents!: number;
}

@ObjectType({ description: 'Documents of one work made under the office in the month.' })
export class WorkUsage {
  @Field({ description: 'The work’s key.' }) workKey!: string;
  @Field({ description: 'The work’s name in Nepali.' }) nameNe!: string;
  @Field({ description: 'The work’s name in English.' }) nameEn!: string;
  @Field(() => Int, { description: 'Documents made (failed ones not counted).' }) documents!: number;
}

@ObjectType({ description: 'A payment for the office opened in the month.' })
export class OfficePayment {
  @Field(() => ID, { description: 'The order’s id.' }) id!: string;
  @Field(() => SubscriptionPlan, { nullable: true, description: 'The plan bought.' })
  plan!: SubscriptionPlan | null;
  @Field(() => Int, { description: 'Rupees.' }) amount!: number;
  @Field(() => PaymentProvider, { description: 'The wallet.' }) provider!: PaymentProvider;
  @Field(() => OrderStatus, { description: 'Where it stands.' }) status!: OrderStatus;
  @Field({ description: 'Who paid (an owner’s display name).' }) paidBy!: string;
  @Field({ description: 'When it was opened.' }) createdAt!: Date;
}

@ObjectType({
  description:
    'An office’s month (Nepal time): its documents per member and per work, its plan and what is left of it, and its payments. Owners only.',
})
export class OfficeUsage {
  @Field({ description: 'The month, YYYY-MM (Bikram Sambat).' }) month!: string;
  @Field(() => Int, { description: 'Documents made under the office in the month.' }) documents!: number;
  @Field(() => [MemberUsage], { description: 'Per member, most documents first.' }) byMember!: MemberUsage[];
  @Field(() => [WorkUsage], { description: 'Per work, most documents first.' }) byWork!: WorkUsage[];
  @Field(() => SubscriptionPlan, { nullable: true, description: 'The office’s plan, while it is active.' })
  plan!: SubscriptionPlan | null;
  @Field(() => Date, { nullable: true, description: 'When the active plan ends.' })
  planExpiresAt!: Date | null;
  @Field(() => Int, { nullable: true, description: 'Documents the active plan allows in its month.' })
  planDocuments!: number | null;
  @Field(() => Int, { nullable: true, description: 'Documents left in the active plan’s month.' })
  planDocumentsLeft!: number | null;
  @Field(() => Int, { description: 'The office’s free documents not yet used.' }) freeDocumentsLeft!: number;
  @Field(() => [OfficePayment], { description: 'Payments for the office opened in the month.' })
  payments!: OfficePayment[];
}
