import { ConnectionException } from '@mikro-orm/core';
import { AppError } from '../errors.js';

/** Seconds a client is told to wait while the database is away; it usually comes back sooner. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

// Network failures, and PostgreSQL's classes 08 (connection exception) and 57P (operator
// intervention: shutdown, crash, not yet accepting connections) plus "too many connections".
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  '53300',
  '57P01',
  '57P02',
  '57P03',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|Client has encountered a connection error|connection is closed|timeout exceeded when trying to connect|the database system is (starting up|shutting down)|Client was closed and is not queryable/i;

/** Whether an error (or anything in its cause chain) says the database cannot be reached now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if (current instanceof ConnectionException) return true;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = cause;
  }
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return false;
}

export const databaseUnavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', 'service.unavailable', {
    retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
  });
