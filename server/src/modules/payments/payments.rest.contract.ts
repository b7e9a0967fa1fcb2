import { z } from 'zod';
import { type RestContract, text } from '../../http/rest-contract.js';

const tag = 'Payments';

const purchase = {
  work: text().openapi({ description: 'Buy one document of this work; give this or plan.' }),
  plan: text().openapi({ description: 'basic, silver or premium; give this or work.' }),
  attemptId: text().openapi({ description: 'A new id per tap; a repeat answers with the same order.' }),
};

const confirmationAnswer = z.object({
  status: z.boolean().openapi({ description: 'True when credited, false while pending.' }),
  message: z.string(),
  messageCode: z.string(),
  outcome: z.enum(['CREDITED', 'PENDING']),
});

const proof = {
  data: text().openapi({ description: 'eSewa: the data parameter of the return URL.' }),
  pidx: text().openapi({ description: 'Khalti: the pidx parameter of the return URL.' }),
  transactionData: z.object({ data: text(), pidx: text() }).partial().nullish(),
};

export const esewaStartPath: RestContract = {
  method: 'post',
  path: '/payments/esewa',
  operationId: 'startEsewaPayment',
  tag,
  signedIn: true,
  summary: 'Open an eSewa payment at the server’s price: post `fields` to `formUrl`.',
  body: z.object(purchase),
  response: z.object({
    formUrl: z.string(),
    fields: z.record(z.string(), z.string()),
    orderId: z.string(),
    repeated: z.boolean(),
  }),
  errors: [400, 401, 429, 503],
};

export const addTransactionPath: RestContract = {
  method: 'post',
  path: '/transaction/addNewTransaction',
  operationId: 'confirmPayment',
  tag,
  signedIn: true,
  summary: 'Confirm a document purchase with the wallet’s proof (eSewa data or Khalti pidx).',
  body: z.object(proof),
  response: confirmationAnswer,
  errors: [400, 401, 404, 409],
};

export const subscribePath: RestContract = {
  method: 'post',
  path: '/subscribe',
  operationId: 'confirmPlanPayment',
  tag,
  signedIn: true,
  summary: 'Confirm a plan purchase with the wallet’s proof; the order says what was bought.',
  body: z.object({ ...proof, userId: text() }).catchall(z.unknown()),
  response: confirmationAnswer,
  errors: [400, 401, 403, 404, 409],
};

export const paymentContracts = [esewaStartPath, addTransactionPath, subscribePath];

/** The older client's Khalti start, outside /np/api/v1 (payments.rest.ts khaltiProxyRoute). */
export const khaltiProxyPath: RestContract = {
  method: 'post',
  path: '/proxy/khalti',
  operationId: 'startKhaltiPayment',
  base: '/np',
  tag,
  signedIn: true,
  summary: 'Open a Khalti payment at the server’s price: send the person to `payment_url`.',
  body: z.object(purchase),
  response: z.object({
    payment_url: z.string(),
    pidx: z.string(),
    purchase_order_id: z.string(),
    repeated: z.boolean(),
  }),
  errors: [400, 401, 429, 503],
};
