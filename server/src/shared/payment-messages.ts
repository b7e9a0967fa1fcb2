import type { MessageCode } from './messages.js';

// Why a payment could not start, by message code (their English and Nepali live with every other
// server message in the shared catalogue).
export const paymentStartMessages = {
  esewaNotConfigured: 'payment.esewaNotConfigured',
  khaltiNotConfigured: 'payment.khaltiNotConfigured',
  esewaUnreachable: 'payment.esewaUnreachable',
  khaltiUnreachable: 'payment.khaltiUnreachable',
  /** Khalti answered and refused the payment (the spec's own text). */
  khaltiRefused: 'payment.khaltiStartFailed',
  alreadyStarting: 'payment.alreadyStarting',
  attemptEnded: 'payment.attemptEnded',
  attemptMismatch: 'payment.attemptMismatch',
} as const satisfies Record<string, MessageCode>;

/** Why a start failed, as extensions.paymentProblem (GraphQL) and paymentProblem (REST). */
export type PaymentStartProblem = 'NOT_CONFIGURED' | 'UNREACHABLE' | 'REFUSED' | 'IN_PROGRESS';
