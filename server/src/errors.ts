import { type Message, type MessageCode, type MessageParams, englishText } from './shared/messages.js';

// One error type for everything a user or client can be told. The category decides the GraphQL
// extension `code` and the HTTP status in one place; the message travels as a stable code with its
// parameters (shared/messages.ts) next to its English text, so every screen can show it in the
// reader's language.
const errorStatus = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export interface ErrorDetails {
  field?: string;
  retryAfterSeconds?: number;
  [key: string]: unknown;
}

export class AppError extends Error {
  readonly messageCode: MessageCode;
  readonly params: MessageParams;

  constructor(
    readonly code: ErrorCode,
    said: MessageCode | Message,
    readonly details: ErrorDetails = {},
  ) {
    const spoken = typeof said === 'string' ? { code: said } : said;
    super(englishText(spoken));
    this.name = 'AppError';
    this.messageCode = spoken.code;
    this.params = spoken.params ?? {};
  }

  get status(): number {
    return errorStatus[this.code];
  }

  /** What a client reads besides the English text: the message code, its parameters, the details. */
  get wireFields() {
    return { messageCode: this.messageCode, params: this.params, ...this.details };
  }
}

export const badInput = (field: string, said: MessageCode | Message, details: ErrorDetails = {}) =>
  new AppError('BAD_USER_INPUT', said, { ...details, field });
export const notFound = (said: MessageCode | Message) => new AppError('NOT_FOUND', said);
export const forbidden = (said: MessageCode | Message = 'access.ownDataOnly') =>
  new AppError('FORBIDDEN', said);
export const unauthenticated = (said: MessageCode | Message = 'access.signInFirst') =>
  new AppError('UNAUTHENTICATED', said);
