import { type ProviderName, ProviderUnavailableError } from './provider-errors.js';

/**
 * Asks whether the provider's page answers at all before the browser is sent there, so a user
 * never lands on the browser's "This site can't be reached". Any HTTP answer counts, even an
 * error status: the form endpoint is made for a POST and may answer a HEAD with anything, so only
 * no answer within the time limit (DNS, refused connection, TLS, silence) means unreachable.
 */
export async function assertReachable(provider: ProviderName, url: string, timeoutMs: number): Promise<void> {
  try {
    const response = await fetch(url, {
      method: 'HEAD',
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms`
        : `could not be reached (${(error as Error).cause ?? (error as Error).message})`;
    throw new ProviderUnavailableError(provider, `${new URL(url).host} ${reason}`);
  }
}
