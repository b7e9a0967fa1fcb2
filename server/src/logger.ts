import { type DestinationStream, pino } from 'pino';
import { requestLogFields } from './request-scope.js';

/** Structured JSON logs (stdout unless told); lines logged during a request carry its id. */
export function createLogger(destination?: DestinationStream) {
  return pino(
    {
      level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
      base: { service: 'lekhapadi' },
      redact: ['req.headers.cookie', 'password', 'newPassword', 'otp', 'token'],
      // Whichever logger a line goes through (a request's child or the shared one), it gets reqId.
      mixin: (_object, _level, instance) => requestLogFields(instance),
    },
    destination,
  );
}

// One logger per process; each request logs through a child bound to its request id.
export const logger = createLogger();

export type Logger = typeof logger;
