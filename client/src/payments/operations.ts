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

export const StartPaymentMutation = graphql(`
  mutation StartPayment($input: StartPaymentInput!) {
    startPayment(input: $input) {
      orderId
      provider
      amount
      formUrl
      fields {
        name
        value
      }
      paymentUrl
    }
  }
`);

export const ConfirmEsewaMutation = graphql(`
  mutation ConfirmEsewa($data: String!) {
    confirmEsewaPayment(data: $data) {
      outcome
      status
      message
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

export const ConfirmKhaltiMutation = graphql(`
  mutation ConfirmKhalti($pidx: String!) {
    confirmKhaltiPayment(pidx: $pidx) {
      outcome
      status
      message
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
