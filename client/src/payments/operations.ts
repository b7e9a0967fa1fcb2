import { graphql } from '../gql';

export const PlansQuery = graphql(`
  query Plans {
    plans {
      plan
      nameEn
      price
      documents
    }
  }
`);

export const PaymentPageQuery = graphql(`
  query PaymentPage($workKey: String, $plan: SubscriptionPlan) {
    paymentQuote(workKey: $workKey, plan: $plan) {
      workKey
      plan
      nameEn
      nameNe
      amount
    }
    paymentSettings {
      testPayments
      providers {
        provider
        configured
      }
    }
  }
`);

export const StartPaymentMutation = graphql(`
  mutation StartPayment($input: StartPaymentInput!) {
    startPayment(input: $input) {
      orderId
      provider
      amount
      repeated
      formUrl
      fields {
        name
        value
      }
      paymentUrl
    }
  }
`);

/** Every wallet's return: the wallet, and the value of its parameter on the return URL. */
export const ConfirmPaymentMutation = graphql(`
  mutation ConfirmPayment($provider: PaymentProvider!, $proof: String!) {
    confirmPayment(provider: $provider, proof: $proof) {
      outcome
      status
      message
      messageCode
      params
      order {
        id
        workKey
        plan
        amount
        status
      }
    }
  }
`);

export const PurchaseNameQuery = graphql(`
  query PurchaseName($workKey: String, $plan: SubscriptionPlan) {
    paymentQuote(workKey: $workKey, plan: $plan) {
      workKey
      plan
      nameEn
      nameNe
      amount
    }
  }
`);
