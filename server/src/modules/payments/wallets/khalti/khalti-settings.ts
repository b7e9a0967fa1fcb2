import { z } from 'zod';
import type { Config } from '../../../../config.js';
import { isTestHost } from '../sandbox-hosts.js';
import type { KhaltiConfig } from './khalti-protocol.js';

// Khalti's settings. Khalti has no shared test key: without KHALTI_SECRET_KEY it is switched off.

export const KHALTI_SANDBOX_API_URL = 'https://dev.khalti.com/api/v2/';
/** Khalti's sandbox hosts (a.khalti.com served the sandbox before 2025). */
const KHALTI_TEST_HOSTS = ['dev.khalti.com', 'a.khalti.com'];

export const khaltiSettingsSchema = {
  /** Khalti KPG-2 API base (ends in /v2/); the default is Khalti's sandbox. */
  KHALTI_API_URL: z.url().default(KHALTI_SANDBOX_API_URL),
  /** Khalti has no shared test key: empty means Khalti calls fail as "not configured". */
  KHALTI_SECRET_KEY: z.string().trim().default(''),
};

export type KhaltiSettings = {
  [K in keyof typeof khaltiSettingsSchema]: z.infer<(typeof khaltiSettingsSchema)[K]>;
};

export const khaltiConfig = (config: Config): KhaltiConfig => ({
  apiUrl: config.KHALTI_API_URL,
  secretKey: config.KHALTI_SECRET_KEY,
  timeoutMs: config.PAYMENT_HTTP_TIMEOUT_MS,
});

/** Khalti's merchant keys say which kind they are: test_secret_key_… or live_secret_key_…. */
const isKhaltiTestKey = (key: string) => key.trim().toLowerCase().startsWith('test_');

export function khaltiTestSettings(settings: KhaltiSettings): string[] {
  // Khalti without a key is switched off, not a test: only a configured Khalti can take test money.
  if (!settings.KHALTI_SECRET_KEY) return [];
  const found: string[] = [];
  if (isKhaltiTestKey(settings.KHALTI_SECRET_KEY))
    found.push('KHALTI_SECRET_KEY (a test_ key; use the live secret key)');
  if (isTestHost(settings.KHALTI_API_URL, KHALTI_TEST_HOSTS))
    found.push('KHALTI_API_URL (production: https://khalti.com/api/v2/)');
  return found;
}

export const khaltiSummary = (settings: KhaltiSettings) =>
  `Khalti ${
    settings.KHALTI_SECRET_KEY
      ? new URL(settings.KHALTI_API_URL).host
      : 'not configured (KHALTI_SECRET_KEY is empty)'
  }`;
