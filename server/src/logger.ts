import { pino } from 'pino';

// Structured JSON logs on stdout; one logger per process, children carry the request id.
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { service: 'lekhapadi' },
  redact: ['req.headers.cookie', 'password', 'newPassword', 'otp', 'token'],
});

export type Logger = typeof logger;
