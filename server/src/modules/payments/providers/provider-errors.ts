/** The provider could not be asked (network, timeout, 5xx, outage body, unreadable answer). */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly provider: 'esewa' | 'khalti',
    message: string,
  ) {
    super(message);
    this.name = 'ProviderUnavailableError';
  }
}

/** The provider answered and said no (validation, authentication). */
export class ProviderRejectedError extends Error {
  constructor(
    readonly provider: 'esewa' | 'khalti',
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ProviderRejectedError';
  }
}

/** Money compared in paisa, as integers: never compare rupee floats. */
export const toPaisa = (rupees: number | string) => Math.round(Number(rupees) * 100);

export async function fetchJson(
  provider: 'esewa' | 'khalti',
  url: string,
  init: RequestInit & { timeoutMs: number },
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(init.timeoutMs) });
  } catch (error) {
    throw new ProviderUnavailableError(
      provider,
      `${provider} could not be reached: ${(error as Error).message}`,
    );
  }
  const text = await response.text();
  if (response.status >= 500)
    throw new ProviderUnavailableError(provider, `${provider} answered ${response.status}`);
  try {
    return { status: response.status, body: text ? JSON.parse(text) : null };
  } catch {
    throw new ProviderUnavailableError(provider, `${provider} answered something that is not JSON`);
  }
}
