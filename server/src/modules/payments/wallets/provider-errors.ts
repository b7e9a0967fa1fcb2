// What a provider call can fail with, so callers decide once: "ask again later" (unavailable)
// versus "the provider said no" (rejected). Neither ever means "paid".

/** A wallet's name in the log and in error messages (the protocol code's own word, e.g. "khalti"). */
export type ProviderName = string;

/** The provider could not be asked (network, timeout, 5xx, outage body, unreadable answer). */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly provider: ProviderName,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderUnavailableError';
  }
}

/**
 * The provider cannot be asked because this server lacks a setting (Khalti's secret key).
 * It is an "unavailable" so that pending orders stay pending until the setting is fixed.
 */
export class ProviderNotConfiguredError extends ProviderUnavailableError {
  constructor(
    provider: ProviderName,
    readonly setting: string,
    displayName: string = provider,
  ) {
    super(provider, `${displayName} is not configured: set ${setting}.`);
    this.name = 'ProviderNotConfiguredError';
  }
}

export type RejectionCode = 'validation_error' | 'unauthorized' | 'rejected';

/** The provider answered and said no: field validation, authentication, or another refusal. */
export class ProviderRejectedError extends Error {
  constructor(
    readonly provider: ProviderName,
    readonly code: RejectionCode,
    message: string,
    /** The provider's own per-field messages, e.g. { amount: ['Amount should be ...'] }. */
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ProviderRejectedError';
  }
}
