import type { MessageCode } from './messages.js';

// Why a payment could not start, by message code (their English and Nepali live with every other
// server message in the shared catalogue). Each wallet names its own in its folder's messages.
export const paymentStartMessages = {
  alreadyStarting: 'payment.alreadyStarting',
  attemptEnded: 'payment.attemptEnded',
  attemptMismatch: 'payment.attemptMismatch',
} as const satisfies Record<string, MessageCode>;

/** Why a start failed, as extensions.paymentProblem (GraphQL) and paymentProblem (REST). */
export type PaymentStartProblem = 'NOT_CONFIGURED' | 'UNREACHABLE' | 'REFUSED' | 'IN_PROGRESS';
