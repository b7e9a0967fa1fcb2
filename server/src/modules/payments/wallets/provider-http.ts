import { type ProviderName, ProviderUnavailableError } from './provider-errors.js';

export interface JsonAnswer {
  status: number;
  /** The parsed body: an object for every answer worth reading. */
  body: Record<string, unknown>;
}

/**
 * One call to a provider with a time limit. Anything that is not a readable JSON object below
 * HTTP 500 becomes ProviderUnavailableError: the caller may ask again later, never credit.
 */
export async function requestJson(
  provider: ProviderName,
  url: string,
  init: RequestInit & { timeoutMs: number },
): Promise<JsonAnswer> {
  const { timeoutMs, ...rest } = init;
  let status: number;
  let text: string;
  try {
    const response = await fetch(url, { ...rest, signal: AbortSignal.timeout(timeoutMs) });
    status = response.status;
    // Reading the body is inside the try: the time limit can also end it half way.
    text = await response.text();
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'could not be reached';
    throw new ProviderUnavailableError(provider, `${provider} ${reason}: ${(error as Error).message}`);
  }
  if (status >= 500) throw new ProviderUnavailableError(provider, `${provider} answered HTTP ${status}`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ProviderUnavailableError(
      provider,
      `${provider} answered HTTP ${status} with something that is not JSON`,
    );
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ProviderUnavailableError(
      provider,
      `${provider} answered HTTP ${status} with an unexpected body`,
    );
  }
  return { status, body: body as Record<string, unknown> };
}
