// One error type for everything a user or client can be told. The code decides the GraphQL
// extension code and the HTTP status in one place; the message is shown as is.
export const errorStatus = {
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

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: { field?: string; retryAfterSeconds?: number; [key: string]: unknown } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export const badInput = (field: string, message: string) =>
  new AppError('BAD_USER_INPUT', message, { field });
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'You may only access your own data.') =>
  new AppError('FORBIDDEN', message);
export const unauthenticated = (message = 'Please log in first.') => new AppError('UNAUTHENTICATED', message);
